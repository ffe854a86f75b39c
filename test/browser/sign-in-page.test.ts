/**
 * The provider's sign-in page as a first-class screen (issue 20, item 3), in Chromium through the
 * gateway with the skip-collector-id switch on: the product's header and footer, Show/Hide on the
 * password, 'Forgotten your password?' and 'Register now' into the client's pages, the card number
 * typed on the step before filled in, the wrong-password message, axe and screenshots at 390 and
 * 1280 px, no CSP violation; and sign-in with JavaScript off.
 */
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { LOGIN_MESSAGES } from '../../server/upstream/oidc/login-attempt.ts'
import { screenshots, seriousAxeFindingsAtBothWidths, watchPage } from './helpers/page-checks.ts'
import { ALEX, DEMO_PASSWORD, providerLoginPage, sessionOf } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

/** Sam's card has an online account: the registration's card step sends it to log in. */
const SAM_CARD = '10000000002'

// Five journeys, with axe at two widths, after the product's start: more than the 120 s default.
t.setTimeout(600_000)
const suite = await openSuite(t)

if (suite) {
  const { config } = suite.product
  const prefix = config.IDENTITY_START_PREFIX
  const scheme = config.SCHEME_NAME

  /** With JavaScript off the client's pages cannot send on to login: the gateway's start can. */
  const loginPage = async (test: Test, javaScript = true) => {
    const context = javaScript
      ? await suite.newContext(test)
      : await suite.browser.newContext({ baseURL: suite.product.origin, javaScriptEnabled: false })
    if (!javaScript) test.teardown(() => context.close())
    const page = await context.newPage()
    const problems = await watchPage(page)
    await page.goto(
      javaScript ? `${prefix}/login?next=%2Faccount` : '/api/login/identity/start?next=%2Faccount',
    )
    await providerLoginPage(page)
    return { page, problems }
  }
  const identifier = (page: Page) => page.getByLabel('Card number or email')
  const password = (page: Page) => page.getByLabel('Password', { exact: true })

  t.test('the page wears the header and footer; Show/Hide; axe-clean at both widths', async (t) => {
    const { page, problems } = await loginPage(t)
    const header = page.getByRole('banner')
    t.equal(await header.getByRole('link', { name: `${scheme} home` }).count(), 1, 'the header')
    // A visitor's header, as on the client's pages (the page itself is the way to log in).
    t.same(
      await header.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents(),
      ['Brands', 'Help', 'Register'],
      "the visitor's sections",
    )
    t.equal(await page.getByRole('main').getByRole('heading', { level: 1 }).textContent(), 'Log in')
    const footer = page.getByRole('contentinfo')
    t.equal(await footer.getByRole('link', { name: 'Privacy and legal' }).count(), 1, 'the footer')
    t.match(await footer.textContent(), `Need help? Call us on ${config.CARELINE_PHONE}`)
    const background = await header.evaluate((element) => getComputedStyle(element).backgroundColor)
    t.equal(background, 'rgb(91, 26, 143)', "the brand colour of the client's stylesheet")

    await identifier(page).fill(ALEX.card)
    await password(page).fill('Not-the-password1')
    const show = page.getByRole('button', { name: 'Show password' })
    t.equal(await show.textContent(), 'Show')
    t.equal(await password(page).getAttribute('type'), 'password', 'hidden by default')
    await show.click()
    const hide = page.getByRole('button', { name: 'Hide password' })
    t.equal(await hide.textContent(), 'Hide', 'the button now reads Hide')
    t.equal(await password(page).getAttribute('type'), 'text', 'the password shows')
    t.equal(await password(page).inputValue(), 'Not-the-password1', 'and keeps its value')
    await screenshots(page, 'sign-in-page-password-shown')
    await hide.click()
    t.equal(await password(page).getAttribute('type'), 'password', 'Hide hides it again')
    await show.click()
    await identifier(page).focus()
    t.equal(await password(page).getAttribute('type'), 'password', 'leaving the field hides it (§5)')

    await password(page).fill('')
    await identifier(page).fill('')
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'no serious or critical axe findings')
    await screenshots(page, 'sign-in-page')
    t.same(problems.cspViolations, [], 'no CSP violations')
    t.same(problems.consoleErrors, [], 'no console errors')
  })

  t.test('a wrong password: the message, the card number kept, focus on the field', async (t) => {
    const { page, problems } = await loginPage(t)
    await identifier(page).fill(ALEX.card)
    await password(page).fill('Not-the-password1')
    await page.getByRole('button', { name: 'Log in securely' }).click()
    const alert = page.getByRole('alert')
    await alert.waitFor()
    t.equal(await alert.textContent(), LOGIN_MESSAGES.badCredentials)
    t.equal(await identifier(page).inputValue(), ALEX.card, 'the card number is kept')
    t.equal(await password(page).inputValue(), '', 'the password is not sent back')
    t.equal(await password(page).getAttribute('aria-invalid'), 'true')
    t.equal(
      await page.evaluate(() => document.activeElement?.id),
      'identifier',
      'focus on the first field the error names',
    )
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe-clean with the error')
    await screenshots(page, 'sign-in-page-wrong-password')

    await password(page).fill('')
    await page.getByRole('button', { name: 'Log in securely' }).click()
    await page.getByRole('alert').filter({ hasText: 'Enter your password' }).waitFor()
    t.pass("an empty password: the specification's 'Enter your password'")
    t.same(problems.cspViolations, [], 'no CSP violations')
  })

  t.test("'Forgotten your password?' and 'Register now' lead to the client's pages", async (t) => {
    const { page } = await loginPage(t)
    await page.getByRole('link', { name: 'Forgotten your password?' }).click()
    await page.waitForURL(`**${prefix}/forgotten-password`)
    await page.getByRole('heading', { level: 1, name: 'Forgotten your password?' }).waitFor()
    t.pass('the password reset request')

    await page.goBack()
    await providerLoginPage(page)
    await page.getByRole('link', { name: 'Register now' }).click()
    await page.waitForURL(`**${prefix}/card-check`)
    await page.getByRole('heading', { level: 1, name: `Have you used ${scheme} before?` }).waitFor()
    t.pass("registration's card check")
  })

  t.test('the card number typed at the card step is filled in on the login page', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await page.goto(`${prefix}/card-check`)
    await page.getByLabel('Yes', { exact: true }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(`**${prefix}/enter-collector-id`)
    await page.getByLabel(`${scheme} card number`).fill(SAM_CARD)
    await page.getByRole('button', { name: 'Continue' }).click()
    await providerLoginPage(page)
    t.equal(await identifier(page).inputValue(), SAM_CARD, 'the number is there')
    t.equal(
      await page.evaluate(() => document.activeElement?.id),
      'password',
      'and focus waits at the password',
    )
    await password(page).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Log in securely' }).click()
    await page.waitForURL((url) => !url.pathname.startsWith('/oidc/'), { timeout: 30000 })
    const session = await (await page.request.get('/api/session')).json()
    t.match(session, { signedIn: true }, 'signed in as that card')
  })

  t.test('with JavaScript off the page still signs in; Show/Hide is not offered', async (t) => {
    const { page } = await loginPage(t, false)
    t.equal(await page.getByRole('button', { name: /password/ }).count(), 0, 'no Show/Hide button')
    await identifier(page).fill(ALEX.card)
    await password(page).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Log in securely' }).click()
    await page.waitForURL((url) => !url.pathname.startsWith('/oidc/'), {
      timeout: 30000,
      waitUntil: 'commit',
    })
    t.match(await sessionOf(page.request), { signedIn: true, firstName: ALEX.firstName }, 'signed in')
    t.equal(new URL(page.url()).pathname, '/account', 'on the page asked for')
  })
}
