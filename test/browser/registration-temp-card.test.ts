/**
 * The 30-day temporary card through the real gateway and reference upstream: the prompt, the e-mail
 * step with its two boxes, "Check your email" with Resend email, and the card the e-mailed link opens
 * with its barcode. No stubs.
 */
import t from 'tap'
import { EMAIL_RESENT } from '../../shared/validation/messages.ts'
import { watchPage } from './helpers/page-checks.ts'
import { checkScreen, mailedLink } from './helpers/registration.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

if (suite) {
  const { origin, config } = suite.product
  const prefix = config.IDENTITY_START_PREFIX
  const scheme = config.SCHEME_NAME

  t.test('temporary card: prompt, e-mail, check your email, the card', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    const problems = await watchPage(page)
    const email = `temp.${Date.now()}@example.com`

    await page.goto(`${prefix}/temp-card`)
    await page.getByRole('heading', { level: 1, name: `Try ${scheme} now, register later` }).waitFor()
    t.equal(
      await page.getByRole('link', { name: 'Want full access? Register now' }).getAttribute('href'),
      `${prefix}/card-check`,
    )
    await checkScreen(t, page, 'registration-temp-card')
    await page.getByRole('link', { name: 'Get a temporary card' }).click()

    await page.getByRole('heading', { level: 1, name: 'We just need your email' }).waitFor()
    await checkScreen(t, page, 'registration-temp-card-email')
    await page.getByLabel('Email address').fill(email)
    await page.getByLabel('I agree to the Terms and Conditions').check()
    await page.getByLabel(/I have read the Privacy Policy/).check()
    await page.getByRole('button', { name: 'Continue' }).click()

    await page.waitForURL(`**${prefix}/temp-card/success`, { timeout: 20000 })
    await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor()
    await page.getByText(email, { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Resend email' }).click()
    await page.getByRole('status').filter({ hasText: EMAIL_RESENT }).waitFor()
    await checkScreen(t, page, 'registration-temp-card-success')

    const link = await mailedLink(origin, email, '/temp-card/your-card/')
    await page.goto(link)
    await page.getByRole('heading', { level: 1, name: 'Your temporary card' }).waitFor()
    const barcode = page.getByRole('img', { name: /^Barcode for card number 98263000[0-9]{11}$/ })
    await barcode.waitFor()
    t.match(await barcode.getAttribute('src'), /^data:image\//, 'barcode image')
    t.ok(await barcode.evaluate((img: HTMLImageElement) => img.naturalWidth > 0), 'barcode renders')
    await page.getByText(/^Valid for 30 days, until /).waitFor()
    await checkScreen(t, page, 'registration-temp-card-your-card')
    t.same(problems, { consoleErrors: [], cspViolations: [] })
  })

  t.test('a temporary card link that is not valid says so', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await page.goto('/temp-card/your-card/not-a-real-token-0000')
    await page.getByRole('heading', { level: 1, name: 'This link is not valid or has expired' }).waitFor()
    t.equal(await page.getByRole('img', { name: /barcode/i }).count(), 0, 'no card shown')
  })

  t.test('registration start: register now or try a temporary card', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await page.goto(`${prefix}/sign-up`)
    await page.getByRole('heading', { level: 1, name: `Join ${scheme}` }).waitFor()
    t.equal(
      await page.getByRole('link', { name: 'Register now' }).getAttribute('href'),
      `${prefix}/card-check`,
    )
    t.equal(
      await page.getByRole('link', { name: 'Try a temporary card for 30 days' }).getAttribute('href'),
      `${prefix}/temp-card`,
    )
    await checkScreen(t, page, 'registration-sign-up')
  })
}
