/**
 * The security code's e-mailed link in Chromium against the real gateway and reference upstream:
 * Jordan (a two-factor collector) asks for a password reset, has the code sent by e-mail, and opens
 * the e-mail's /two-factor-authentication/<token> link from /dev/mailbox in a fresh browser: the
 * code there goes on to the new password. The link opened again shows the used page; a made-up
 * one the unknown page. axe at 390 and 1280 px and screenshots on every screen.
 */
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { CODE_REQUIRED, WRONG_PASSWORD } from '../../shared/contract/login.ts'
import { screenshots, seriousAxeFindingsAtBothWidths, watchPage } from './helpers/page-checks.ts'
import { mailedLink } from './helpers/registration.ts'
import { DEMO_PASSWORD } from './helpers/sign-in.ts'
import { openSuite, withPasswordPage } from './helpers/suite.ts'

const JORDAN = { card: '10000000003', email: 'jordan.lee@example.com' } as const
const NEW_PASSWORD = 'Fresh&Start2027'
const LINK_PATH = '/two-factor-authentication/'

// Card-number entry leads to the password page only with skip-collector-id off.
const suite = await openSuite(t, withPasswordPage)

if (suite) {
  const { config, origin } = suite.product
  const prefix = config.IDENTITY_START_PREFIX
  const pages = new WeakMap<Page, Awaited<ReturnType<typeof watchPage>>>()
  const newPage = async (test: Test) => {
    const page = await (await suite.newContext(test)).newPage()
    pages.set(page, await watchPage(page))
    return page
  }
  /** axe at 390 and 1280 px, then screenshots at both for a person to look at. */
  async function checkScreen(test: Test, page: Page, name: string) {
    test.same(
      await seriousAxeFindingsAtBothWidths(page),
      [],
      `${name}: no serious axe findings at 390 or 1280 px`,
    )
    await screenshots(page, name)
    await page.setViewportSize({ width: 1280, height: 800 })
  }
  const noProblems = (test: Test, page: Page) =>
    test.same(pages.get(page)?.cspViolations, [], 'no CSP violations')

  t.test(
    'the code from the e-mail, entered through its link in another browser, resets the password',
    async (t) => {
      const page = await newPage(t)
      await page.goto(`${prefix}/forgotten-password`)
      await page.getByRole('heading', { level: 1, name: 'Forgotten your password?' }).waitFor()
      await page.getByRole('textbox', { name: 'Email address' }).fill(JORDAN.email)
      await page.getByRole('button', { name: 'Send me a reset link' }).click()
      await page.waitForURL('**/pending-reset-password', { timeout: 20000 })
      await page.goto(await mailedLink(origin, JORDAN.email, '/confirm-reset-password'))
      await page.getByRole('heading', { level: 1, name: "Check it's you" }).waitFor()
      await page.getByLabel('By email to j•••@example.com').check()
      await page.getByRole('button', { name: 'Send code' }).click()
      await page.getByText("We've sent a 6-digit security code by email to j•••@example.com.").waitFor()

      // The link, as a person finds it in the mailbox (newest e-mail first).
      await page.goto('/dev/mailbox')
      const anchor = page.getByRole('link', { name: new RegExp(`${LINK_PATH}`) }).first()
      const link = (await anchor.getAttribute('href')) ?? ''
      t.match(link, new RegExp(`^${origin}${LINK_PATH}[A-Za-z0-9_-]{43}$`), 'the e-mail carries the link')
      const mails = (await (
        await fetch(`${origin}/dev/mailbox.json?to=${encodeURIComponent(JORDAN.email)}`)
      ).json()) as { subject: string; text: string; links: string[] }[]
      const mail = mails.find((entry) => entry.links.includes(link))
      const code = /(\d{6})/.exec(mail?.text ?? '')?.[1] ?? ''
      t.equal(mail?.subject, `Your ${config.SCHEME_NAME} security code`)

      const fresh = await newPage(t)
      await fresh.goto(link)
      await fresh.getByRole('heading', { level: 1, name: 'Enter your security code' }).waitFor()
      t.equal(await fresh.title(), `Enter your security code | ${config.SCHEME_NAME}`)
      await fresh.getByRole('button', { name: 'Continue' }).click()
      await fresh.getByText(CODE_REQUIRED).first().waitFor()
      await fresh.getByLabel('Security code').fill(code === '000000' ? '000001' : '000000')
      await fresh.getByRole('button', { name: 'Continue' }).click()
      await fresh.getByText("That code isn't right. Check it and try again.").waitFor()
      await checkScreen(t, fresh, 'two-factor-link-code')
      await fresh.getByLabel('Security code').fill(code)
      await fresh.getByRole('button', { name: 'Continue' }).click()
      await fresh.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor()
      await fresh.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
      await fresh.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD)
      await checkScreen(t, fresh, 'two-factor-link-new-password')
      await fresh.getByRole('button', { name: 'Reset password' }).click()
      await fresh.getByRole('heading', { level: 1, name: 'Your password has been reset' }).waitFor()
      noProblems(t, fresh)

      const again = await newPage(t)
      await again.goto(link)
      await again.getByRole('heading', { level: 1, name: 'This link has already been used' }).waitFor()
      await checkScreen(t, again, 'two-factor-link-used')
      noProblems(t, again)

      // The old password no longer works.
      const login = await newPage(t)
      await login.goto(`${prefix}/enter-card-number`)
      await login.getByLabel(`${config.SCHEME_NAME} card number`).fill(JORDAN.card)
      await login.getByRole('button', { name: 'Continue' }).click()
      await login.getByRole('heading', { level: 1, name: 'Enter your password' }).waitFor()
      await login.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
      await login.getByRole('button', { name: 'Log in securely' }).click()
      await login.getByText(WRONG_PASSWORD).waitFor()
      t.pass('the old password no longer works')
    },
  )

  t.test('a made-up link is not recognised', async (t) => {
    const page = await newPage(t)
    await page.goto(`${LINK_PATH}not-a-real-token-0123456789abcdefghijk`)
    await page.getByRole('heading', { level: 1, name: 'This link is not valid or has expired' }).waitFor()
    await checkScreen(t, page, 'two-factor-link-unknown')
    noProblems(t, page)
  })
}
