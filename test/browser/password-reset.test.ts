/**
 * The password reset in Chromium against the real gateway and reference upstream: 'Forgotten your
 * password?' from the password login and from the card check (where /forgotten-password lands),
 * the request by e-mail, the link read from /dev/mailbox.json, the new password, the old session
 * of another browser ended, a login with the new password, the link opened twice, and the
 * two-factor collector's code. axe at 390 and 1280 px and screenshots on every screen.
 */
import type { BrowserContext, Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { WRONG_PASSWORD } from '../../shared/contract/login.ts'
import { watchPage } from './helpers/page-checks.ts'
import { checkScreen, mailedLink } from './helpers/registration.ts'
import { DEMO_PASSWORD, landedOn, sessionOf } from './helpers/sign-in.ts'
import { openSuite, withPasswordPage } from './helpers/suite.ts'

const SAM = { card: '10000000002', email: 'sam.patel@example.com' } as const
const JORDAN = { card: '10000000003', email: 'jordan.lee@example.com', mobile: '+447700900003' } as const
const NEW_PASSWORD = 'Fresh&Start2027'

// Card-number entry leads to the password page only with skip-collector-id off.
const suite = await openSuite(t, withPasswordPage)

if (suite) {
  const { config, origin } = suite.product
  const prefix = config.IDENTITY_START_PREFIX
  const pages = new WeakMap<Page, Awaited<ReturnType<typeof watchPage>>>()
  const newPage = async (test: Test, context?: BrowserContext) => {
    const page = await (context ?? (await suite.newContext(test))).newPage()
    pages.set(page, await watchPage(page))
    return page
  }
  const noProblems = (test: Test, page: Page) =>
    test.same(pages.get(page)?.cspViolations, [], 'no CSP violations')

  /** The password login by card number (the identity login follows on its own). */
  async function signIn(page: Page, card: string, password: string, next = '/account') {
    await page.goto(`${prefix}/enter-card-number?next=${encodeURIComponent(next)}`)
    await page.getByLabel(`${config.SCHEME_NAME} card number`).fill(card)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('heading', { level: 1, name: 'Enter your password' }).waitFor()
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Log in securely' }).click()
  }

  /** The request form: by e-mail, sent; lands on "Check your email". */
  async function requestByEmail(test: Test, page: Page, email: string, shoot = false) {
    await page.getByRole('heading', { level: 1, name: 'Forgotten your password?' }).waitFor()
    if (shoot) await checkScreen(test, page, 'password-reset-request')
    await page.getByRole('textbox', { name: 'Email address' }).fill(email)
    await page.getByRole('button', { name: 'Send me a reset link' }).click()
    await page.waitForURL('**/pending-reset-password', { timeout: 20000 })
    await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor()
  }

  t.test("'Forgotten your password?' from the password login, by card number", async (t) => {
    const page = await newPage(t)
    await page.goto(`${prefix}/enter-card-number`)
    await page.getByLabel(`${config.SCHEME_NAME} card number`).fill('10000000001')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('heading', { level: 1, name: 'Enter your password' }).waitFor()
    await page.getByRole('link', { name: 'Forgotten your password?' }).click()
    await page.getByRole('heading', { level: 1, name: 'Forgotten your password?' }).waitFor()
    await page.getByLabel(`${config.SCHEME_NAME} card number`).check()
    await page.getByRole('button', { name: 'Send me a reset link' }).click()
    t.same(
      await page.getByRole('alert').allTextContents(),
      [`Error: Enter your ${config.SCHEME_NAME} card number`],
      'the card rule runs on the page',
    )
    await page.getByRole('textbox', { name: `${config.SCHEME_NAME} card number` }).fill('99999999999')
    await page.getByRole('button', { name: 'Send me a reset link' }).click()
    await page.waitForURL('**/pending-reset-password', { timeout: 20000 })
    await checkScreen(t, page, 'password-reset-pending')
    noProblems(t, page)
  })

  t.test(
    'forget a password, reset it from the e-mail, the old session ends, log in with the new one',
    async (t) => {
      // A browser signed in before the reset.
      const before = await suite.newContext(t)
      const signedIn = await newPage(t, before)
      await signIn(signedIn, SAM.card, DEMO_PASSWORD)
      await landedOn(signedIn, '/account')
      t.equal((await sessionOf(before.request)).signedIn, true, 'signed in before the reset')

      const page = await newPage(t)
      await page.goto('/forgotten-password')
      await page.waitForURL(`**${prefix}/card-check`)
      await page.getByRole('link', { name: 'Forgotten your password?' }).click()
      await requestByEmail(t, page, SAM.email, true)

      const link = await mailedLink(origin, SAM.email, '/confirm-reset-password')
      await page.goto(link)
      await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor()
      t.equal(new URL(page.url()).search, '', 'the token leaves the address bar once the link is open')
      await page.getByLabel('New password', { exact: true }).fill('Sam&Friends2027')
      t.ok(
        await page.getByRole('button', { name: 'Reset password' }).isDisabled(),
        'a password with the first name does not pass the §5 rules',
      )
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
      await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD)
      await checkScreen(t, page, 'password-reset-new-password')
      await page.getByRole('button', { name: 'Reset password' }).click()
      await page.getByRole('heading', { level: 1, name: 'Your password has been reset' }).waitFor()
      await checkScreen(t, page, 'password-reset-done')
      noProblems(t, page)

      t.equal((await sessionOf(before.request)).signedIn, false, 'the browser signed in before is signed out')
      const mails = (await (await fetch(`${origin}/dev/mailbox.json?to=${SAM.email}`)).json()) as {
        subject: string
      }[]
      t.equal(
        mails.at(-1)?.subject,
        `Your ${config.SCHEME_NAME} password has changed`,
        'a notice went to the address',
      )

      const again = await newPage(t)
      await signIn(again, SAM.card, DEMO_PASSWORD)
      await again.getByText(WRONG_PASSWORD).waitFor()
      t.pass('the old password no longer works')
      await signIn(again, SAM.card, NEW_PASSWORD)
      await landedOn(again, '/account')
      t.equal((await sessionOf(again.context().request)).signedIn, true, 'signed in with the new password')

      const reused = await newPage(t)
      await reused.goto(link)
      await reused.getByRole('heading', { level: 1, name: 'This link has already been used' }).waitFor()
      await checkScreen(t, reused, 'password-reset-link-used')
      await reused.getByRole('link', { name: 'Send me a new link' }).click()
      await reused.getByRole('heading', { level: 1, name: 'Forgotten your password?' }).waitFor()
      noProblems(t, reused)
    },
  )

  t.test('a link that is not (or no longer) valid says so', async (t) => {
    const page = await newPage(t)
    await page.goto('/confirm-reset-password?token=not-a-real-token-0123456789abcdef')
    await page.getByRole('heading', { level: 1, name: 'This link is not valid or has expired' }).waitFor()
    await checkScreen(t, page, 'password-reset-link-expired')
  })

  t.test('the two-factor collector gives a code sent by text message first', async (t) => {
    const page = await newPage(t)
    await page.goto(`${prefix}/forgotten-password`)
    await requestByEmail(t, page, JORDAN.email)
    await page.goto(await mailedLink(origin, JORDAN.email, '/confirm-reset-password'))
    await page.getByRole('heading', { level: 1, name: "Check it's you" }).waitFor()
    await page.getByLabel('By text message to •••• 003').check()
    await checkScreen(t, page, 'password-reset-code-choice')
    await page.getByRole('button', { name: 'Send code' }).click()
    await page.getByText("We've sent a 6-digit security code by text message to •••• 003.").waitFor()
    const texts = (await (
      await fetch(`${origin}/dev/mailbox.json?to=${encodeURIComponent(JORDAN.mobile)}`)
    ).json()) as {
      text: string
    }[]
    const code = /(\d{6})/.exec(texts.at(-1)?.text ?? '')?.[1] ?? ''
    await page.getByLabel('Security code').fill(code === '000000' ? '000001' : '000000')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText("That code isn't right. Check it and try again.").waitFor()
    await checkScreen(t, page, 'password-reset-code')
    await page.getByLabel('Security code').fill(code)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor()
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
    await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'Reset password' }).click()
    await page.getByRole('heading', { level: 1, name: 'Your password has been reset' }).waitFor()
    noProblems(t, page)
  })
}
