/**
 * Issue 21 item 7 in the browser: once a card number's checks are spent by others, card-number
 * sign-in says in plain words that the account's sign-in is paused, and the browser that signed
 * in to the account before (its HttpOnly device cookie) still signs in with the right password.
 * The skip-collector-id switch is off, so card-number entry leads to the password step.
 */
import type { BrowserContext, Page } from 'playwright-core'
import t from 'tap'
import { ACCOUNT_PAUSED } from '../../shared/contract/login.ts'
import { openSuite, withPasswordPage } from './helpers/suite.ts'

const CARD = '10000000002'
const PASSWORD = 'Points&Prizes42'
/** The gateway's limit of checks of one card number, from anywhere. */
const CHECKS_PER_CARD = 10

// Card-number entry leads to the password page only with skip-collector-id off.
const suite = await openSuite(t, withPasswordPage)

if (suite) {
  const prefix = suite.product.config.IDENTITY_START_PREFIX
  const scheme = suite.product.config.SCHEME_NAME

  async function enterCard(page: Page) {
    await page.goto(`${prefix}/enter-card-number`)
    await page.getByLabel(`${scheme} card number`).fill(CARD)
    await page.getByRole('button', { name: 'Continue' }).click()
  }

  async function signIn(page: Page) {
    await enterCard(page)
    await page.waitForURL(`**${prefix}/enter-password`, { timeout: 20000 })
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in securely' }).click()
    await page.waitForURL((url) => url.pathname === '/homepage', { timeout: 30000 })
  }

  const deviceCookie = async (context: BrowserContext) =>
    (await context.cookies()).find((cookie) => cookie.name === 'device')

  t.test('a paused account says so, and the device that signed in before still gets in', async (t) => {
    // The collector signs in at home: the browser keeps a device cookie.
    const home = await suite.newContext(t)
    const homePage = await home.newPage()
    await signIn(homePage)
    const device = await deviceCookie(home)
    t.ok(device, 'a device cookie was set')
    t.equal(device?.httpOnly, true, 'out of page script')
    t.equal(
      await homePage.evaluate(() => document.cookie.includes('device=')),
      false,
      'document.cookie does not show it',
    )

    // Someone else spends the card's checks (the collector's own check counts too).
    const other = await (await suite.newContext(t)).newPage()
    for (let check = 2; check <= CHECKS_PER_CARD; check += 1) {
      await enterCard(other)
      await other.waitForURL(`**${prefix}/enter-password`, { timeout: 20000 })
    }
    await enterCard(other)
    await other.getByRole('alert').filter({ hasText: ACCOUNT_PAUSED }).waitFor({ timeout: 20000 })
    t.pass('a new browser is told the account is paused, and why')

    // Later, on the home computer (the session has ended; the device cookie is still there).
    const later = await suite.newContext(t)
    if (device) await later.addCookies([device])
    await signIn(await later.newPage())
    const session = await (await later.request.get('/api/session')).json()
    t.match(session, { signedIn: true }, 'the right password on the known device goes through')
  })
}
