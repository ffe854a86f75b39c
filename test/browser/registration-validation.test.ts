/**
 * Every registration §5 message on screen: a table of bad values typed into each field, each with
 * the exact message expected. These are client-side checks, so no call reaches the gateway; the
 * screens that read the journey's state or a lookup get it from a stub installed in the test
 * (page.route: /api/registration/state, business-lookup, address/lookup, password/validate).
 */
import type { Page } from 'playwright-core'
import t from 'tap'
import * as M from '../../shared/validation/messages.ts'
import { PASSWORD_RULE_LABELS } from '../../shared/validation/password-rules.ts'
import { watchPage } from './helpers/page-checks.ts'
import { alertTexts, checkScreen, stubCall, stubState } from './helpers/registration.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

type Case = { field: string; act: (page: Page) => Promise<void>; message: string }
type Screen = { path: string; submit: string; cases: Case[]; stub?: (page: Page) => Promise<void> }

const fill = (label: string, value: string) => async (page: Page) => {
  await page.getByLabel(label, { exact: true }).fill(value)
}
const nothing = async () => {}
const yearsAgo = (years: number) => {
  const date = new Date()
  return `01/01/${date.getFullYear() - years + 1}`
}

const LOOKUP = {
  businessEmployees: [
    { code: 'A', label: '1 to 5' },
    { code: 'B', label: '6 to 10' },
  ],
  businessCategories: [{ group: 'Retail', options: [{ value: 'shop', label: 'Shop' }] }],
}

const SCREENS: Record<string, Screen> = {
  'card-check': {
    path: 'card-check',
    submit: 'Continue',
    cases: [{ field: 'answer', act: nothing, message: M.CARD_CHECK_REQUIRED }],
  },
  'enter-email-address': {
    path: 'enter-email-address',
    submit: 'Continue',
    cases: [
      { field: 'email empty', act: nothing, message: M.EMAIL_REQUIRED },
      { field: 'email invalid', act: fill('Email address', 'ada@'), message: M.EMAIL_INVALID },
      { field: 'email no domain dot', act: fill('Email address', 'ada@example'), message: M.EMAIL_INVALID },
    ],
  },
  'business-details': {
    path: 'business-details',
    submit: 'Continue',
    stub: (page) => stubCall(page, '/api/registration/business-lookup', 200, LOOKUP),
    cases: [
      { field: 'name empty', act: nothing, message: M.BUSINESS_NAME_REQUIRED },
      { field: 'name long', act: fill('Business name', 'x'.repeat(31)), message: M.BUSINESS_NAME_TOO_LONG },
      { field: 'employees', act: nothing, message: M.EMPLOYEES_REQUIRED },
      { field: 'category', act: nothing, message: M.CATEGORY_REQUIRED },
    ],
  },
  'customer-details': {
    path: 'customer-details',
    submit: 'Continue',
    stub: (page) => stubState(page),
    cases: [
      { field: 'title', act: nothing, message: M.TITLE_REQUIRED },
      { field: 'first name empty', act: nothing, message: M.FIRST_NAME_REQUIRED },
      ...['Ann_', 'A.nn', 'Ann,e', 'An\\n', 'An`n', 'An^n', 'An(n)', 'An[n]'].map((value) => ({
        field: `first name ${value}`,
        act: fill('First name', value),
        message: M.NAME_CHARACTERS,
      })),
      { field: 'last name empty', act: nothing, message: M.LAST_NAME_REQUIRED },
      { field: 'last name chars', act: fill('Last name', 'O_Brien'), message: M.NAME_CHARACTERS },
      { field: 'last name long', act: fill('Last name', 'a'.repeat(26)), message: M.LAST_NAME_TOO_LONG },
      { field: 'dob empty', act: nothing, message: M.DATE_OF_BIRTH_REQUIRED },
      { field: 'dob 31 Feb', act: fill('Date of birth', '31022000'), message: M.DATE_OF_BIRTH_FORMAT },
      { field: 'dob 29 Feb 2001', act: fill('Date of birth', '29022001'), message: M.DATE_OF_BIRTH_FORMAT },
      { field: 'dob month 13', act: fill('Date of birth', '01131990'), message: M.DATE_OF_BIRTH_FORMAT },
      { field: 'dob year 1899', act: fill('Date of birth', '01011899'), message: M.DATE_OF_BIRTH_FORMAT },
      { field: 'dob short', act: fill('Date of birth', '0101199'), message: M.DATE_OF_BIRTH_FORMAT },
      { field: 'dob under 18', act: fill('Date of birth', yearsAgo(18)), message: M.DATE_OF_BIRTH_UNDER_AGE },
    ],
  },
  address: {
    path: 'address',
    submit: 'Find address',
    cases: [
      { field: 'postcode empty', act: nothing, message: M.POSTCODE_REQUIRED },
      { field: 'postcode format', act: fill('Postcode', 'XYZ'), message: M.POSTCODE_FORMAT },
      { field: 'property', act: nothing, message: M.PROPERTY_REQUIRED },
    ],
  },
  'phone-number': {
    path: 'phone-number',
    submit: 'Continue',
    cases: [
      { field: 'memorable empty', act: nothing, message: M.MEMORABLE_NAME_REQUIRED },
      {
        field: 'memorable long',
        act: fill('Memorable word', 'x'.repeat(16)),
        message: M.MEMORABLE_NAME_TOO_LONG,
      },
      { field: 'mobile', act: nothing, message: M.MOBILE_REQUIRED },
    ],
  },
  terms: {
    path: 'terms',
    submit: 'Accept and continue',
    cases: [{ field: 'agreement', act: nothing, message: M.TERMS_REQUIRED }],
  },
  'temp-card-email': {
    path: 'temp-card/enter-email-address',
    submit: 'Continue',
    cases: [
      { field: 'email empty', act: nothing, message: M.EMAIL_REQUIRED },
      { field: 'email invalid', act: fill('Email address', 'not-an-email'), message: M.EMAIL_INVALID },
      { field: 'terms', act: nothing, message: M.TEMP_CARD_TERMS_REQUIRED },
      { field: 'privacy', act: nothing, message: M.TEMP_CARD_PRIVACY_REQUIRED },
    ],
  },
}

if (suite) {
  const prefix = suite.product.config.IDENTITY_START_PREFIX

  for (const [name, screen] of Object.entries(SCREENS)) {
    t.test(`${name}: each §5 message on submit`, async (t) => {
      const page = await (await suite.newContext(t)).newPage()
      const problems = await watchPage(page)
      await screen.stub?.(page)
      for (const item of screen.cases) {
        await page.goto(`${prefix}/${screen.path}`)
        await page.getByRole('button', { name: screen.submit }).waitFor()
        await item.act(page)
        // Keyboard submit: leaving the field may show its message and move the button down.
        await page.getByRole('button', { name: screen.submit }).press('Enter')
        // Leaving a field may show its own message first; wait for the one submit gives.
        await page
          .getByRole('alert')
          .filter({ hasText: item.message })
          .first()
          .waitFor({ timeout: 3000 })
          .catch(() => {})
        t.ok((await alertTexts(page)).includes(item.message), `${item.field}: "${item.message}"`)
      }
      await checkScreen(t, page, `registration-${name}-errors`)
      t.same(problems, { consoleErrors: [], cspViolations: [] })
    })
  }

  t.test('messages appear while typing once a field has been left', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await stubState(page)
    await page.goto(`${prefix}/customer-details`)
    const first = page.getByLabel('First name', { exact: true })
    await first.fill('Ada_')
    await first.blur()
    t.ok((await alertTexts(page)).includes(M.NAME_CHARACTERS), 'on leaving the field')
    await first.fill('Ada')
    await page.waitForFunction(() => document.querySelectorAll('[role="alert"]').length === 0)
    t.same(await alertTexts(page), [], 'cleared as the value becomes valid')
    await first.fill('Ada1')
    t.ok((await alertTexts(page)).includes(M.NAME_CHARACTERS), 'back as soon as it is typed')
  })

  t.test('postcode: "Invalid postcode" on leaving the field', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await page.goto(`${prefix}/address`)
    await page.getByLabel('Postcode', { exact: true }).fill('12345')
    await page.getByLabel('Property number or name', { exact: true }).focus()
    await page.getByRole('alert').first().waitFor()
    t.same(await alertTexts(page), [M.POSTCODE_INVALID_ON_BLUR])
  })

  t.test('date of birth: slashes after 2 and 5 characters, at most 10', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await stubState(page)
    await page.goto(`${prefix}/customer-details`)
    const dob = page.getByLabel('Date of birth', { exact: true })
    await dob.pressSequentially('31')
    t.equal(await dob.inputValue(), '31/')
    await dob.pressSequentially('0')
    t.equal(await dob.inputValue(), '31/0')
    await dob.pressSequentially('3198099')
    t.equal(await dob.inputValue(), '31/03/1980')
    t.equal(await dob.getAttribute('maxlength'), '10')
    await dob.press('Backspace')
    t.equal(await dob.inputValue(), '31/03/198')
  })

  t.test('address choice: "Select your address" and "My address isn\'t listed"', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    const addresses = [
      ['1 High Street', 'London', 'SW1A 1AA'],
      ['2 High Street', 'London', 'SW1A 1AA'],
    ]
    await stubCall(page, '/api/registration/address/lookup', 200, { addresses })
    await page.goto(`${prefix}/address`)
    await page.getByLabel('Postcode', { exact: true }).fill('sw1a1aa')
    await page.getByLabel('Property number or name', { exact: true }).fill('1')
    await page.getByRole('button', { name: 'Find address' }).click()
    await page.getByRole('status').filter({ hasText: 'Finding your address' }).waitFor()
    await page.getByRole('heading', { name: 'Select your address' }).waitFor({ timeout: 15000 })
    await page.getByRole('button', { name: 'Continue' }).click()
    t.same(await alertTexts(page), [M.ADDRESS_CHOICE_REQUIRED])
    await checkScreen(t, page, 'registration-address-choice')
    await page.getByRole('button', { name: "My address isn't listed" }).click()
    await page.getByLabel('Postcode', { exact: true }).waitFor()
    t.pass('back to the lookup')
  })

  t.test(
    'password: live checklist, Continue disabled until VALID, mismatch message, show and hide',
    async (t) => {
      const page = await (await suite.newContext(t)).newPage()
      await stubState(page)
      await stubCall(page, '/api/registration/password/validate', 200, { pwdValidity: 'VALID' })
      await page.goto(`${prefix}/create-a-password`)
      const password = page.getByLabel('Password', { exact: true })
      const continueButton = page.getByRole('button', { name: 'Continue' })
      const checklist = page.getByRole('list', { name: 'Your password must' })
      const met = async () =>
        (await checklist.getByRole('listitem').allTextContents()).filter((text) => text.endsWith('(done)'))
          .length
      await password.fill('ada')
      t.ok(await continueButton.isDisabled(), 'disabled with a weak password')
      t.equal(await met(), 2, '"ada": only lowercase and no spaces (it is the first name)')
      await password.fill('Lovelace#2024x')
      t.ok((await checklist.textContent())?.includes(`${PASSWORD_RULE_LABELS.noPersonalDetails} (not yet)`))
      await password.fill('Analytical#Engine1')
      t.equal(await met(), 7, 'every rule met')
      await page.waitForFunction(
        () => !document.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled,
      )
      t.equal(await password.getAttribute('type'), 'password', 'hidden by default')
      await page.getByRole('button', { name: 'Show password' }).click()
      t.equal(await password.getAttribute('type'), 'text', 'shown')
      await page.getByLabel('Confirm password', { exact: true }).fill('Analytical#Engine2')
      t.equal(await password.getAttribute('type'), 'password', 'hidden again after leaving the field')
      await continueButton.click()
      t.same(await alertTexts(page), [M.PASSWORDS_DO_NOT_MATCH])
      await password.fill('a b')
      await password.blur()
      t.ok(
        (await alertTexts(page)).includes(PASSWORD_RULE_LABELS.minLength),
        'first broken rule under the field',
      )
      await checkScreen(t, page, 'registration-create-a-password-errors')
    },
  )
}
