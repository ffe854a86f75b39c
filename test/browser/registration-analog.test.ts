/**
 * An existing plastic-card holder (user type analog) through the real gateway and reference upstream:
 * card check "yes", card-number entry, the analog customer-details wording, then a match (the journey
 * goes on, no new account is created here) and a mismatch ("Those details don't look quite right",
 * "Re-enter details", "chat to us"). The sandbox card 20000000001 belongs to Chris Jones, 15/03/1980.
 * No stubs.
 */
import type { Page } from 'playwright-core'
import t from 'tap'
import { DETAILS_MISMATCH } from '../../shared/validation/messages.ts'
import { watchPage } from './helpers/page-checks.ts'
import { alertTexts, cardNumberCases, checkScreen } from './helpers/registration.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)
const ANALOG_CARD = '20000000001'

if (suite) {
  const { config } = suite.product
  const prefix = config.IDENTITY_START_PREFIX

  async function toAnalogDetails(page: Page, check: boolean) {
    await page.goto(`${prefix}/card-check`)
    await page.getByLabel('Yes', { exact: true }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(`**${prefix}/enter-collector-id`)
    await page.getByRole('heading', { level: 1, name: 'Enter your card number' }).waitFor()
    if (check) {
      await page.getByRole('button', { name: 'Need help with your card number?' }).click()
      await page.getByRole('dialog', { name: 'Need some help?' }).waitFor()
      await checkScreen(t, page, 'registration-enter-collector-id-help')
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
      await checkScreen(t, page, 'registration-enter-collector-id')
    }
    await page.getByLabel(`${config.SCHEME_NAME} card number`).fill(ANALOG_CARD)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(`**${prefix}/customer-details`, { timeout: 20000 })
    await page.getByRole('heading', { level: 1, name: 'We just need to check a few details' }).waitFor()
    await page.getByText('No new account is created.', { exact: false }).waitFor()
  }

  async function fillDetails(page: Page, lastName: string, dateOfBirth: string) {
    await page.getByLabel('Title').selectOption('Mr')
    await page.getByLabel('First name').fill('Chris')
    await page.getByLabel('Last name').fill(lastName)
    await page.getByLabel('Date of birth').fill(dateOfBirth)
    await page.getByRole('button', { name: 'Continue' }).click()
  }

  t.test('card-number messages on the registration path', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await page.goto(`${prefix}/enter-collector-id`)
    const field = page.getByLabel(`${config.SCHEME_NAME} card number`)
    for (const [value, message] of cardNumberCases(config.SCHEME_NAME)) {
      await field.fill(value)
      await page.getByRole('button', { name: 'Continue' }).press('Enter')
      await page.getByRole('alert').filter({ hasText: message }).waitFor()
      t.ok((await alertTexts(page)).includes(message), message)
    }
  })

  t.test('analog details that match carry the journey on', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    const problems = await watchPage(page)
    await toAnalogDetails(page, true)
    await checkScreen(t, page, 'registration-customer-details-analog')
    await fillDetails(page, 'Jones', '15/03/1980')
    await page.waitForURL((url) => !url.pathname.endsWith('/customer-details'), { timeout: 20000 })
    t.notMatch(page.url(), /verify-failed|register-failed/, `went on to ${new URL(page.url()).pathname}`)
    t.same(problems, { consoleErrors: [], cspViolations: [] })
  })

  t.test('analog details that do not match: "Those details don\'t look quite right"', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await toAnalogDetails(page, false)
    await fillDetails(page, 'Smith', '15/03/1980')
    await page.waitForURL(`**${prefix}/verify-failed`, { timeout: 20000 })
    await page.getByRole('heading', { level: 1, name: DETAILS_MISMATCH }).waitFor()
    t.equal(await page.getByRole('link', { name: 'chat to us' }).count(), 1)
    await checkScreen(t, page, 'registration-verify-failed')
    await page.getByRole('link', { name: 'Re-enter details' }).click()
    await page.waitForURL(`**${prefix}/customer-details`)
    await page.getByRole('heading', { level: 1, name: 'We just need to check a few details' }).waitFor()
    t.pass('back to the analog details')
  })
}
