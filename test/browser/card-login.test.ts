/**
 * Sign-in by card number through the real gateway and reference upstream, with the
 * skip-collector-id switch off (it is on in every environment, which sends card-number entry
 * straight to identity login): messages, the help popup by keyboard, password login for a demo
 * card, the device two-factor path with the code from /dev/mailbox.json, DN57 and DN11.
 */
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { RESEND_PER_CLIENT } from '../../server/gateway/routes/api/login/two-factor.ts'
import { CARD_NOT_RECOGNISED, TOO_MANY_ATTEMPTS } from '../../shared/contract/login.ts'
import { watchPage } from './helpers/page-checks.ts'
import { alertTexts, cardNumberCases, checkScreen } from './helpers/registration.ts'
import { openSuite, withPasswordPage } from './helpers/suite.ts'

const PASSWORD = 'Points&Prizes42'

// Card-number entry leads to the password page only with skip-collector-id off.
const suite = await openSuite(t, withPasswordPage)

if (suite) {
  const { config } = suite.product
  const prefix = config.IDENTITY_START_PREFIX
  const seen = new WeakMap<Page, Awaited<ReturnType<typeof watchPage>>>()
  const noCsp = (test: Test, page: Page) => test.same(seen.get(page)?.cspViolations, [], 'no CSP violations')
  const newPage = async (test: Test) => {
    const page = await (await suite.newContext(test)).newPage()
    const problems = await watchPage(page)
    seen.set(page, problems)
    return page
  }

  /** Fills card-number entry and presses Continue; answers the moment of the press. */
  async function enterCard(page: Page, card: string) {
    await page.goto(`${prefix}/enter-card-number`)
    await page.getByLabel(`${config.SCHEME_NAME} card number`).fill(card)
    const continued = performance.now()
    await page.getByRole('button', { name: 'Continue' }).click()
    return continued
  }

  /** Fills the password and presses 'Log in securely'; answers the moment of the press. */
  async function password(page: Page) {
    await page.waitForURL(`**${prefix}/enter-password`, { timeout: 20000 })
    await page.getByRole('heading', { level: 1, name: 'Enter your password' }).waitFor()
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    const pressed = performance.now()
    await page.getByRole('button', { name: 'Log in securely' }).click()
    return pressed
  }

  /** Waits for the first page past the login steps; answers the moment it is reached. */
  async function landed(page: Page) {
    await page.waitForURL(
      (url) =>
        !url.pathname.startsWith(prefix) &&
        !url.pathname.startsWith('/oidc') &&
        !url.pathname.startsWith('/api/') &&
        !url.pathname.startsWith('/oauth_redirect'),
      { timeout: 30000 },
    )
    return performance.now()
  }

  async function session(page: Page) {
    return (await (await page.request.get('/api/session')).json()) as {
      signedIn: boolean
      firstName?: string
    }
  }

  async function signedIn(page: Page) {
    await landed(page)
    return session(page)
  }

  t.test('card-number messages on screen, DN11, the help popup by keyboard', async (t) => {
    const page = await newPage(t)
    await page.goto(`${prefix}/enter-card-number`)
    await page.getByRole('heading', { level: 1, name: 'Enter your card number' }).waitFor()
    await page.getByText("It's the last 11 numbers on your plastic card").waitFor()
    t.notOk(await page.getByRole('dialog').isVisible(), 'the popup is closed')
    await checkScreen(t, page, 'sign-in-enter-card-number')
    const field = page.getByLabel(`${config.SCHEME_NAME} card number`)
    for (const [value, message] of cardNumberCases(config.SCHEME_NAME)) {
      await field.fill(value)
      await page.getByRole('button', { name: 'Continue' }).click()
      t.same(await alertTexts(page), [message])
    }
    await field.fill('99999999999')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText(CARD_NOT_RECOGNISED).waitFor({ timeout: 20000 })

    const help = page.getByRole('button', { name: 'Need help with your card number?' })
    await help.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Need some help?' })
    await dialog.waitFor()
    await dialog.getByText(config.CARELINE_PHONE).waitFor()
    t.equal(await dialog.getByRole('link', { name: 'FAQs' }).count(), 1)
    await checkScreen(t, page, 'sign-in-card-help')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    t.ok(await help.evaluate((element) => element === document.activeElement), 'focus back on the link')
    noCsp(t, page)
  })

  t.test('enter-password without a card number goes back to card-number entry', async (t) => {
    const page = await newPage(t)
    await page.goto(`${prefix}/enter-password`)
    await page.waitForURL(`**${prefix}/enter-card-number`)
    t.pass('redirected')
  })

  t.test('demo card 10000000001: password login ends signed in', async (t) => {
    const page = await newPage(t)
    const continued = await enterCard(page, '10000000001')
    await page.getByRole('heading', { level: 1, name: 'Enter your password' }).waitFor({ timeout: 20000 })
    const toPassword = performance.now() - continued
    await checkScreen(t, page, 'sign-in-enter-password')
    const pressed = await password(page)
    const toSignedIn = (await landed(page)) - pressed
    // A measurement, not an assertion: the waits for the person typing and the accessibility check are left out.
    t.comment(
      `password login: Continue → password page ${Math.round(toPassword)} ms; 'Log in securely' → signed-in page ${Math.round(toSignedIn)} ms; total ${Math.round(toPassword + toSignedIn)} ms`,
    )
    t.match(await session(page), { signedIn: true, firstName: 'Alex' })
    noCsp(t, page)
  })

  t.test('device two-factor: the code from the mailbox signs in', async (t) => {
    const page = await newPage(t)
    await enterCard(page, '10000000003')
    await password(page)
    await page.waitForURL(`**${prefix}/two-factor`, { timeout: 20000 })
    await page.getByText('•••• 003').waitFor()
    await checkScreen(t, page, 'sign-in-two-factor')
    await page.getByLabel('Security code').fill('12')
    await page.getByRole('button', { name: 'Continue' }).click()
    t.same(await alertTexts(page), ['Enter the 6-digit code we sent you'])
    const mailbox = await page.request.get('/dev/mailbox.json?to=%2B447700900003')
    const messages = (await mailbox.json()) as { text: string }[]
    const code = /(\d{6})/.exec(messages.at(-1)?.text ?? '')?.[1] ?? ''
    await page.getByLabel('Security code').fill(code)
    await page.getByRole('button', { name: 'Continue' }).click()
    t.match(await signedIn(page), { signedIn: true, firstName: 'Jordan' })
    noCsp(t, page)
  })

  t.test('DN57: the password login goes on through identity and ends signed in', async (t) => {
    const page = await newPage(t)
    await enterCard(page, '10000000004')
    await password(page)
    t.match(await signedIn(page), { signedIn: true, firstName: 'Morgan' })
    noCsp(t, page)
  })

  // Last in the file: the per-client resend budget it spends is shared by every page here.
  t.test('too many new codes: the rate limit says so on screen', async (t) => {
    const page = await newPage(t)
    await enterCard(page, '10000000003')
    await password(page)
    await page.waitForURL(`**${prefix}/two-factor`, { timeout: 20000 })
    const sendAgain = page.getByRole('button', { name: 'Send a new code' })
    const statuses: number[] = []
    for (let press = 1; press <= RESEND_PER_CLIENT + 1; press += 1) {
      const answered = page.waitForResponse('**/api/login/two-factor/resend')
      await sendAgain.click()
      statuses.push((await answered).status())
    }
    t.equal(statuses.at(-1), 429, 'the press past the budget is refused')
    t.notOk(statuses.slice(0, -1).includes(429), 'and no press before it')
    await page.getByRole('alert').filter({ hasText: TOO_MANY_ATTEMPTS }).waitFor()
    t.pass(`"${TOO_MANY_ATTEMPTS}" on screen`)
    noCsp(t, page)
  })
}
