/**
 * A personal registration through the real gateway and reference upstream, as a person does it:
 * card check, e-mail (captcha), the e-mailed link from the local outbox, every step with its progress
 * percentage, the success screen's card number and copy button. Every screen is checked with axe and
 * photographed at 390 and 1280 px. No stubs.
 */
import type { Page } from 'playwright-core'
import t from 'tap'
import { PROGRESS } from '../../shared/constants/journey.ts'
import { EMAIL_RESENT, LEAVE_PAGE } from '../../shared/validation/messages.ts'
import { watchPage } from './helpers/page-checks.ts'
import { checkScreen, mailedLink } from './helpers/registration.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

async function progress(page: Page): Promise<number> {
  return Number(await page.getByRole('progressbar').getAttribute('aria-valuenow'))
}

if (suite) {
  const { origin, config } = suite.product
  const prefix = config.IDENTITY_START_PREFIX
  const scheme = config.SCHEME_NAME

  t.test('personal registration from the card check to "Nicely done!"', async (t) => {
    const context = await suite.newContext(t)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
    const page = await context.newPage()
    const problems = await watchPage(page)
    const notFound: string[] = []
    page.on('response', (response) => {
      if (response.status() === 404) notFound.push(new URL(response.url()).pathname)
    })
    const email = `ada.${Date.now()}@example.com`
    const captchaHeaders: Record<string, string | undefined> = {}
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (request.method() === 'POST' && /\/api\/registration\/(email|address\/lookup)$/.test(path))
        captchaHeaders[path] = request.headers()['x-captcha']
    })
    const step = async (segment: keyof typeof PROGRESS, heading: string) => {
      await page.waitForURL(`**${prefix}/${segment}`, { timeout: 20000 })
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      t.equal(await progress(page), PROGRESS[segment], `${segment}: progress ${PROGRESS[segment]}`)
      await checkScreen(t, page, `registration-${segment}`)
    }

    // Time of the journey for the note, the specification's own delays counted apart; never asserted.
    const started = performance.now()
    await page.goto(`${prefix}/card-check`)
    await step('card-check', `Have you used ${scheme} before?`)
    await page.getByLabel('No', { exact: true }).check()
    await page.getByRole('button', { name: 'Continue' }).click()

    await step('enter-email-address', 'Enter your email')
    t.equal(await page.getByRole('switch').isChecked(), true, 'marketing e-mails on by default')
    await page.getByLabel('Email address').fill(email)
    await page.getByRole('button', { name: 'Continue' }).click()

    await step('check-email', "We've sent you an email")
    await page.getByText(email, { exact: true }).waitFor()
    t.equal(await page.getByRole('link', { name: 'Open Gmail' }).count(), 0, 'no Open Gmail for example.com')
    t.ok(await page.getByText('Wrong email address?').isVisible())
    await page.getByRole('button', { name: 'Re-send email' }).click()
    await page.getByRole('status').filter({ hasText: EMAIL_RESENT }).waitFor()
    const registration = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem('registration'))) ?? '{}',
    )
    t.equal(registration.userData.email, email, 'state copied to sessionStorage')
    t.notMatch(JSON.stringify(registration), /token/i, 'no token in sessionStorage')

    await page.goto(await mailedLink(origin, email, '/api/registration/confirm'))
    await step('choose-an-account', 'Choose an account')
    await page.getByRole('button', { name: 'Choose personal account' }).click()

    await step('customer-details', "Let's create your account")
    await page.getByLabel('Title').selectOption('Dr')
    await page.getByLabel('First name').fill('Ada')
    await page.getByLabel('Last name').fill('Lovelace')
    await page.getByLabel('Date of birth').fill('10121985')
    t.equal(await page.getByLabel('Date of birth').inputValue(), '10/12/1985')
    await page.getByRole('button', { name: 'Continue' }).click()

    await step('address', "What's your address?")
    await page.getByLabel('Postcode').fill('SW1A 1AA')
    await page.getByLabel('Property number or name').fill('1')
    const lookupStarted = performance.now()
    await page.getByRole('button', { name: 'Find address' }).click()
    await page.getByRole('heading', { name: 'Is this your address?' }).waitFor({ timeout: 20000 })
    const lookupMs = performance.now() - lookupStarted
    await checkScreen(t, page, 'registration-address-confirm')
    await page.getByRole('button', { name: 'Yes, this is my address' }).click()

    await step('phone-number', 'Your phone number')
    await page.getByRole('button', { name: 'Why do we ask for this?' }).click()
    await page.getByRole('dialog', { name: 'Why do we ask for this?' }).waitFor()
    await checkScreen(t, page, 'registration-phone-number-why')
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await page.getByLabel('Memorable word').fill('Babbage')
    await page.getByLabel('Mobile number').fill('07700900123')
    await page.getByRole('button', { name: 'Continue' }).click()

    await step('create-a-password', 'Create a password')
    await page.getByLabel('Password', { exact: true }).fill('Analytical#Engine1')
    await page.getByLabel('Confirm password', { exact: true }).fill('Analytical#Engine1')
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled,
    )
    await page.getByRole('button', { name: 'Continue' }).click()

    await step('terms', 'The important stuff')
    t.equal(await page.getByRole('switch').isChecked(), true, 'online advertising on by default')
    t.equal(await page.locator('.legal-text script').count(), 0, 'privacy HTML sanitised')
    await page.getByLabel(/I agree to the Terms/).check()
    const exchange = page.waitForResponse('**/api/registration/auto-login', { timeout: 60000 })
    await page.getByRole('button', { name: 'Accept and continue' }).click()

    await page.waitForURL(`**${prefix}/success`, { timeout: 20000 })
    const pollingStarted = performance.now()
    await page.getByRole('heading', { level: 1, name: 'Nicely done!' }).waitFor({ timeout: 30000 })
    const pollingMs = performance.now() - pollingStarted
    const totalMs = performance.now() - started
    const value = page.locator('.card-number__value')
    const digits = (await value.textContent()) ?? ''
    t.match(digits, /^98263000[0-9]{11}$/, 'full card number')
    t.equal(await value.locator('strong').textContent(), digits.slice(8), 'after the first 8 digits in bold')
    await page.getByRole('button', { name: 'Copy your card number' }).click()
    await page.getByText('Copied!').waitFor()
    t.equal(
      await page.evaluate(() => navigator.clipboard.readText()),
      digits.slice(8),
      'copies only the remainder',
    )
    const logos = page.locator('.brand-logos img')
    await logos.nth(4).waitFor()
    t.same(
      await logos.evaluateAll((images) =>
        (images as HTMLImageElement[]).map((image) => [image.alt, image.complete && image.naturalWidth > 0]),
      ),
      ["Sainsbury's", 'Argos', 'eBay', 'British Airways', 'Esso'].map((name) => [name, true]),
      'the registration gateway brands, logos loaded, alt text = brand name',
    )
    await checkScreen(t, page, 'registration-success')
    t.same(Object.keys(captchaHeaders).sort(), [
      '/api/registration/address/lookup',
      '/api/registration/email',
    ])
    t.ok(
      Object.values(captchaHeaders).every((value) => typeof value === 'string' && value.length > 20),
      'e-mail and address lookup carry an X-Captcha solution',
    )
    t.same(notFound, [], 'no missing resource')
    t.same(problems, { consoleErrors: [], cspViolations: [] })

    // The auto-login exchange ran by itself once the status was COMPLETE, the screen staying up;
    // Continue to login follows the login link it returned.
    t.equal((await exchange).status(), 200, 'auto-login exchanged once complete')
    const login = page.getByRole('link', { name: 'Continue to login' })
    await page.waitForFunction(() =>
      [...document.links].some(
        (a) => a.textContent === 'Continue to login' && a.search.includes('login_token='),
      ),
    )
    t.match(await login.getAttribute('href'), /^\/api\/login\/identity\/start\?/, 'holds the login link')
    t.match(page.url(), /\/success$/, 'the success screen stays while the link waits')
    const [start] = await Promise.all([page.waitForRequest(/\/api\/login\/identity\/start\?/), login.click()])
    const query = new URL(start.url()).searchParams
    const round = (ms: number) => Math.round(ms)
    t.comment(
      `personal journey ${round(totalMs)} ms to "Nicely done!" (screen checks included): address lookup ` +
        `${round(lookupMs)} ms (2 s delay by the specification), success-screen polling ${round(pollingMs)} ms ` +
        `(status every 2 s), the rest ${round(totalMs - lookupMs - pollingMs)} ms`,
    )
    t.match(query.get('login_token'), /^[A-Za-z0-9_-]{16,128}$/, 'a one-time login token')
    t.equal(query.get('registrationDone'), 'true')
  })

  t.test('leaving a form with unsaved changes asks first', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await page.goto(`${prefix}/enter-email-address`)
    await page.getByLabel('Email address').fill('half@typed')
    const messages: string[] = []
    page.once('dialog', async (dialog) => {
      messages.push(dialog.message())
      await dialog.dismiss()
    })
    await page.getByRole('banner').getByRole('link', { name: 'Help' }).click()
    t.same(messages, [LEAVE_PAGE])
    t.match(page.url(), /enter-email-address$/, 'stays when the person cancels')
    page.once('dialog', (dialog) => dialog.accept())
    await page.getByRole('banner').getByRole('link', { name: 'Help' }).click()
    await page.waitForURL('**/help')
    t.pass('leaves when the person confirms')
  })

  t.test('Back on a form with unsaved changes asks first; cancelling keeps what was typed', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    const asked: string[] = []
    const answers: boolean[] = []
    page.on('dialog', async (dialog) => {
      asked.push(dialog.message())
      await (answers.shift() ? dialog.accept() : dialog.dismiss())
    })
    const email = `back.${Date.now()}@example.com`
    await page.goto(`${prefix}/card-check`)
    await page.getByLabel('No', { exact: true }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Email address').fill(email)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(`**${prefix}/check-email`, { timeout: 20000 })
    await page.goto(await mailedLink(origin, email, '/api/registration/confirm'))
    const choosePersonal = async () => {
      await page.getByRole('button', { name: 'Choose personal account' }).click()
      await page.getByRole('heading', { level: 1, name: "Let's create your account" }).waitFor()
    }
    await choosePersonal()

    await page.goBack()
    await page.getByRole('heading', { level: 1, name: 'Choose an account' }).waitFor()
    t.same(asked, [], 'an untouched form lets the person go back')
    await choosePersonal()

    await page.getByLabel('First name').fill('Ada')
    answers.push(false)
    // A cancelled Back is no navigation, so page.goBack() would wait for one in vain: wait for the question.
    const question = page.waitForEvent('dialog')
    void page.goBack({ timeout: 5000 }).catch(() => undefined)
    await question
    t.same(asked, [LEAVE_PAGE], 'Back on a changed form asks')
    await page.getByRole('heading', { level: 1, name: "Let's create your account" }).waitFor()
    t.match(page.url(), /customer-details$/, 'cancel stays on the form')
    t.equal(await page.getByLabel('First name').inputValue(), 'Ada', 'and keeps what was typed')

    await page.getByLabel('Last name').fill('Lovelace')
    answers.push(true)
    await page.goBack()
    await page.getByRole('heading', { level: 1, name: 'Choose an account' }).waitFor()
    t.same(asked, [LEAVE_PAGE, LEAVE_PAGE], 'confirming leaves for the previous screen')

    await choosePersonal()
    await page.getByLabel('Title').selectOption('Dr')
    await page.getByLabel('First name').fill('Ada')
    await page.getByLabel('Last name').fill('Lovelace')
    await page.getByLabel('Date of birth').fill('10/12/1985')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('heading', { level: 1, name: "What's your address?" }).waitFor({ timeout: 20000 })
    await page.goBack()
    await page.getByRole('heading', { level: 1, name: "Let's create your account" }).waitFor()
    t.equal(asked.length, 2, 'no question after a successful submit')
  })

  t.test('an expired e-mail link: the screen says so and starts again', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    // Where the gateway sends an expired link (test/gateway/registration/completion.test.ts).
    await page.goto(`${prefix}/verify-failed?link=expired`)
    await page.getByRole('heading', { level: 1, name: 'This link has expired' }).waitFor()
    await checkScreen(t, page, 'registration-link-expired')
    await page.getByRole('link', { name: 'Start again' }).click()
    await page.getByRole('heading', { level: 1, name: `Have you used ${scheme} before?` }).waitFor()
    t.match(page.url(), /card-check$/)
  })

  t.test('check-email offers Open Gmail for a Gmail address (sniper-link switch on)', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await page.goto(`${prefix}/card-check`)
    await page.getByLabel('No', { exact: true }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Email address').fill(`ada.${Date.now()}@gmail.com`)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(`**${prefix}/check-email`, { timeout: 20000 })
    const gmail = page.getByRole('link', { name: 'Open Gmail' })
    await gmail.waitFor()
    t.match(await gmail.getAttribute('href'), /^https:\/\/mail\.google\.com\//)
    t.equal(await gmail.getAttribute('target'), '_blank')
    await checkScreen(t, page, 'registration-check-email-gmail')
  })
}
