/**
 * After submission: asynchronous completion, each failure category by its message, the gateway's
 * cap on status checks (PRX-4), the registrationDone path (DO_IDENTITY_EMAIL_CONFIRM), and the
 * e-mailed link's expiry.
 */
import t from 'tap'
import { SIGN_UP_STATUS_MAX_CHECKS } from '../../../shared/constants/limits.ts'
import {
  confirmedBrowser,
  mailedLink,
  pathOf,
  settledStatus,
  startProduct,
  submittedBrowser,
} from './helpers.ts'

const product = await startProduct(t)

t.test('completion is asynchronous: PENDING first, then COMPLETE with a new card', async (t) => {
  const slow = await startProduct(t, { REGISTRATION_COMPLETE_MS: '3000' })
  const { browser, submitted } = await submittedBrowser(slow, 'kit.marlowe@example.com')
  t.same(submitted.body, { nextStep: 'success', signUpStep: 'DO_LOGIN' })
  t.same((await browser.get('/api/registration/status')).body, { signUpStatus: 'PENDING' })
  t.match((await settledStatus(browser)).body, { signUpStatus: 'COMPLETE', cardNumber: /^[4-9][0-9]{10}$/ })
})

const FAILURES = [
  [
    'alex.taylor@example.com',
    'please-log-in',
    'An account already exists for this email address, please log in',
  ],
  ['old.account@example.com', 'system-error', 'There was a problem with your old account'],
  ['try.again@example.com', 'try-again', 'We could not complete your registration'],
] as const

for (const [email, category, message] of FAILURES) {
  t.test(`failure: ${category}`, async (t) => {
    const { browser } = await submittedBrowser(product, email)
    t.same((await settledStatus(browser)).body, {
      signUpStatus: 'FAILED',
      category,
      message,
      redirectTo: '/register-failed',
    })
    t.equal((await browser.post('/api/registration/auto-login')).status, 409, 'nothing to log in with')
  })
}

t.test(`the gateway stops after ${SIGN_UP_STATUS_MAX_CHECKS} status checks`, async (t) => {
  const never = await startProduct(t, { REGISTRATION_COMPLETE_MS: '600000' })
  const { browser } = await submittedBrowser(never, 'slow.person@example.com')
  for (let check = 1; check <= SIGN_UP_STATUS_MAX_CHECKS; check += 1) {
    const status = await browser.get('/api/registration/status')
    if (status.body.signUpStatus !== 'PENDING') t.fail(`check ${check}: ${JSON.stringify(status.body)}`)
  }
  const stopped = await browser.get('/api/registration/status')
  t.same(stopped.body, {
    signUpStatus: 'FAILED',
    category: 'try-again',
    message: 'Registration is taking longer than expected',
    redirectTo: '/register-failed',
  })
})

t.test(
  'registrationDone: the identity provider confirmed the address (DO_IDENTITY_EMAIL_CONFIRM)',
  async (t) => {
    const email = 'identity.done@example.com'
    const browser = product.browser()
    await browser.post('/api/registration/start', { existingCard: 'no', registrationDone: true })
    const sent = await browser.post(
      '/api/registration/email',
      { email, contactByEmail: true },
      await browser.captcha(),
    )
    t.same(sent.body, { nextStep: 'choose-an-account', signUpStep: 'DO_IDENTITY_EMAIL_CONFIRM' })
    const mailbox = await product.gateway.inject({ method: 'GET', url: `/dev/mailbox.json?to=${email}` })
    t.same(mailbox.json(), [], 'no e-mail sent')
    t.match((await browser.get('/api/registration/state')).body, {
      step: 'choose-an-account',
      registrationDone: true,
      email,
    })
  },
)

t.test('a link opened in the same browser continues its journey', async (t) => {
  const browser = await confirmedBrowser(product, 'same.browser@example.com')
  t.match((await browser.get('/api/registration/state')).body, { step: 'choose-an-account' })
  const bad = await browser.get(`/api/registration/confirm?token=${'x'.repeat(43)}`)
  t.same([bad.status, bad.headers.location], [302, '/id/start/card-check'], 'an unknown link starts again')
  // What a mail client or a person may leave of the link: no token, an empty one, a mangled long one.
  for (const query of ['', '?token=', `?token=${'x'.repeat(201)}`]) {
    const cut = await browser.get(`/api/registration/confirm${query}`)
    t.same(
      [cut.status, cut.headers.location],
      [302, '/id/start/card-check'],
      `"${query.slice(0, 20)}" starts again too`,
    )
  }
})

t.test('an expired link ends on the verify-failed screen that says so', async (t) => {
  const email = 'late.reader@example.com'
  const browser = product.browser()
  await browser.post('/api/registration/start', { existingCard: 'no' })
  await browser.post('/api/registration/email', { email, contactByEmail: true }, await browser.captcha())
  const link = pathOf(await mailedLink(product, email))
  // The e-mail was read after the link's time was up.
  await product.upstream.db
    .updateTable('registrations')
    .set({ email_token_expires_at: new Date(Date.now() - 1000) })
    .where('email', '=', email)
    .execute()
  const late = await product.browser().get(link)
  t.same([late.status, late.headers.location], [302, '/id/start/verify-failed?link=expired'])
  t.match((await browser.get('/api/registration/state')).body, { step: 'check-email' }, 'nothing confirmed')
})
