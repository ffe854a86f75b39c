/**
 * Every §5 message from the gateway itself, for requests that skip the client (400 VALIDATION with
 * the same messages the screens show), and steps out of order refused with the step to go to.
 */
import t from 'tap'
import { type Browser, confirmedBrowser, startProduct } from './helpers.ts'

const product = await startProduct(t)

const CUSTOMER = { title: 'Ms', firstName: 'Jo', lastName: 'Bloggs', dateOfBirth: '01/02/1990' }
const PHONE = { memorableName: 'Rex', phoneNumber: '07700900123', countryCode: 'gb' }
const BUSINESS = { name: 'Corner Café', employees: 'B', category: 'cafe' }

/** A personal journey at the terms step, and a business one at its business details. */
async function journeys() {
  const personal = await confirmedBrowser(product, 'rules.personal@example.com')
  for (const [url, body] of [
    ['/api/registration/account-type', { accountType: 'personal' }],
    ['/api/registration/customer-details', CUSTOMER],
    ['/api/registration/address', { address: ['1 High Street', 'London'] }],
    ['/api/registration/phone', PHONE],
    ['/api/registration/password', { password: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pass' }],
  ] as const)
    await personal.post(url, body)
  const business = await confirmedBrowser(product, 'rules.business@example.com')
  await business.post('/api/registration/account-type', { accountType: 'business' })
  const card = product.browser()
  await card.post('/api/registration/start', { existingCard: 'yes' })
  return { personal, business, card, anyone: product.browser() }
}
const browsers = await journeys()

type Case = [keyof typeof browsers, string, Record<string, unknown>, string, string, boolean?]
// [browser, url, body, field, message, needs a captcha]
const CASES: Case[] = [
  ['anyone', '/api/registration/start', {}, 'existingCard', 'Please select an option'],
  [
    'personal',
    '/api/registration/email',
    { email: '', contactByEmail: true },
    'email',
    'Please enter your email address',
    true,
  ],
  [
    'personal',
    '/api/registration/email',
    { email: 'not-an-email', contactByEmail: true },
    'email',
    'Please enter valid email',
    true,
  ],
  [
    'card',
    '/api/registration/card-number',
    { cardNumber: '' },
    'cardNumber',
    'Enter your Nectar card number',
    true,
  ],
  [
    'card',
    '/api/registration/card-number',
    { cardNumber: '12345abcdef' },
    'cardNumber',
    'Enter a valid Nectar card number',
    true,
  ],
  [
    'card',
    '/api/registration/card-number',
    { cardNumber: '1234' },
    'cardNumber',
    'Enter a Nectar card number that has 11 numbers',
    true,
  ],
  [
    'business',
    '/api/registration/business-details',
    { ...BUSINESS, name: '' },
    'name',
    'Enter the name of your business',
  ],
  [
    'business',
    '/api/registration/business-details',
    { ...BUSINESS, name: 'x'.repeat(31) },
    'name',
    'Business name must not be over 30 characters',
  ],
  [
    'business',
    '/api/registration/business-details',
    { ...BUSINESS, employees: '' },
    'employees',
    'Select number of employees',
  ],
  [
    'business',
    '/api/registration/business-details',
    { ...BUSINESS, category: '' },
    'category',
    'Enter what your business does',
  ],
  ['personal', '/api/registration/customer-details', { ...CUSTOMER, title: '' }, 'title', 'Enter your title'],
  [
    'personal',
    '/api/registration/customer-details',
    { ...CUSTOMER, firstName: '' },
    'firstName',
    'Enter your first name',
  ],
  [
    'personal',
    '/api/registration/customer-details',
    { ...CUSTOMER, firstName: 'Jo_' },
    'firstName',
    'Letters, dashes, apostrophes and spaces only',
  ],
  [
    'personal',
    '/api/registration/customer-details',
    { ...CUSTOMER, lastName: '' },
    'lastName',
    'Enter your last name',
  ],
  [
    'personal',
    '/api/registration/customer-details',
    { ...CUSTOMER, lastName: 'Bloggs.' },
    'lastName',
    'Letters, dashes, apostrophes and spaces only',
  ],
  [
    'personal',
    '/api/registration/customer-details',
    { ...CUSTOMER, lastName: 'x'.repeat(26) },
    'lastName',
    'Last name must not be over 25 characters',
  ],
  [
    'personal',
    '/api/registration/customer-details',
    { ...CUSTOMER, dateOfBirth: '' },
    'dateOfBirth',
    'Enter your date of birth',
  ],
  [
    'personal',
    '/api/registration/customer-details',
    { ...CUSTOMER, dateOfBirth: '30/02/1990' },
    'dateOfBirth',
    'Enter a date of birth in correct format',
  ],
  [
    'personal',
    '/api/registration/customer-details',
    { ...CUSTOMER, dateOfBirth: `01/01/${new Date().getFullYear() - 10}` },
    'dateOfBirth',
    'You must be over 18 years old',
  ],
  [
    'personal',
    '/api/registration/address/lookup',
    { building: '', postcode: 'SW1A 1AA' },
    'building',
    'Enter your property number or name',
    true,
  ],
  [
    'personal',
    '/api/registration/address/lookup',
    { building: '1', postcode: '' },
    'postcode',
    'Enter your postcode',
    true,
  ],
  [
    'personal',
    '/api/registration/address/lookup',
    { building: '1', postcode: 'SW1' },
    'postcode',
    'Enter a postcode, like AA11AA',
    true,
  ],
  ['personal', '/api/registration/address', { address: [] }, 'address', 'Select your address'],
  [
    'personal',
    '/api/registration/phone',
    { ...PHONE, phoneNumber: '' },
    'phoneNumber',
    'Enter your mobile number',
  ],
  [
    'personal',
    '/api/registration/phone',
    { ...PHONE, memorableName: '' },
    'memorableName',
    'Enter a memorable name',
  ],
  [
    'personal',
    '/api/registration/phone',
    { ...PHONE, memorableName: 'x'.repeat(16) },
    'memorableName',
    'Memorable name must not be over 15 characters',
  ],
  [
    'personal',
    '/api/registration/password',
    { password: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pas' },
    'confirmPassword',
    'Passwords do not match.',
  ],
  [
    'personal',
    '/api/registration/terms',
    { agreed: false, onlineAdvertisingConsent: true },
    'agreed',
    'Confirm you agree before accepting',
  ],
  [
    'anyone',
    '/api/temp-card/email',
    { email: '', terms: true, privacy: true },
    'email',
    'Please enter your email address',
    true,
  ],
  [
    'anyone',
    '/api/temp-card/email',
    { email: 'a@b', terms: true, privacy: true },
    'email',
    'Please enter valid email',
    true,
  ],
  [
    'anyone',
    '/api/temp-card/email',
    { email: 'a@example.com', terms: false, privacy: true },
    'terms',
    'Confirm you agree before continuing',
    true,
  ],
  [
    'anyone',
    '/api/temp-card/email',
    { email: 'a@example.com', terms: true, privacy: false },
    'privacy',
    'Confirm before continuing',
    true,
  ],
]

t.test('each rule answers 400 VALIDATION with its exact message', async (t) => {
  for (const [name, url, body, field, message, captcha] of CASES) {
    const browser: Browser = browsers[name]
    const reply = await browser.post(url, body, captcha ? await browser.captcha() : {})
    t.same(
      [reply.status, reply.body],
      [400, { code: 'VALIDATION', message, fields: { [field]: message } }],
      `${url} ${field}: ${message}`,
    )
  }
})

t.test('the mobile number is checked by phone-check, its message under the field', async (t) => {
  const reply = await browsers.personal.post('/api/registration/phone', { ...PHONE, phoneNumber: '01234' })
  const message = 'Enter a valid mobile number'
  t.same(
    [reply.status, reply.body],
    [400, { code: 'PHONE_INVALID', message, fields: { phoneNumber: message } }],
  )
})

t.test('a password the identity API rejects (a previous one) is refused', async (t) => {
  const alex = await confirmedBrowser(product, 'alex.taylor@example.com')
  for (const [url, body] of [
    ['/api/registration/account-type', { accountType: 'personal' }],
    ['/api/registration/customer-details', CUSTOMER],
    ['/api/registration/address', { address: ['1 High Street'] }],
    ['/api/registration/phone', PHONE],
  ] as const)
    await alex.post(url, body)
  t.same((await alex.post('/api/registration/password/validate', { password: 'Points&Prizes42' })).body, {
    pwdValidity: 'INVALID',
  })
  const reply = await alex.post('/api/registration/password', {
    password: 'Points&Prizes42',
    confirmPassword: 'Points&Prizes42',
  })
  const message = 'Choose a password you have not used before'
  t.same([reply.status, reply.body], [400, { code: 'VALIDATION', message, fields: { password: message } }])
})

t.test('steps out of order are refused with the step to go to', async (t) => {
  const fresh = product.browser()
  for (const url of [
    '/api/registration/email/resend',
    '/api/registration/customer-details',
    '/api/registration/terms',
    '/api/registration/auto-login',
  ]) {
    const reply = await fresh.post(url, {})
    t.same(
      [reply.status, reply.body],
      [
        409,
        {
          code: 'STEP_OUT_OF_ORDER',
          message: 'Please complete the earlier steps first',
          nextStep: 'card-check',
        },
      ],
      `no journey: ${url}`,
    )
  }
  await fresh.post('/api/registration/start', { existingCard: 'no' })
  const skipped = await fresh.post('/api/registration/customer-details', CUSTOMER)
  t.same([skipped.status, skipped.body.nextStep], [409, 'enter-email-address'])
  const business = await browsers.business.post('/api/registration/customer-details', CUSTOMER)
  t.same([business.status, business.body.nextStep], [409, 'business-details'], 'business details come first')
  const card = await browsers.card.post(
    '/api/registration/email',
    { email: 'a@example.com', contactByEmail: true },
    await browsers.card.captcha(),
  )
  t.same([card.status, card.body.nextStep], [409, 'enter-collector-id'])
})

t.test('captcha on the e-mail step', async (t) => {
  const reply = await browsers.personal.post('/api/registration/email', {
    email: 'a@example.com',
    contactByEmail: true,
  })
  t.same(
    [reply.status, reply.body],
    [403, { code: 'CAPTCHA', message: 'Please complete the security check and try again.' }],
  )
})
