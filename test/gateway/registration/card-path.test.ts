/**
 * The card path through the real gateway and upstream: the analog card's holder matched (and
 * registered online: DO_VERIFY_ANALOGUE_NECTAR, DO_EMAIL_CHECK, DO_CONFIRM_SIGN_UP_SKIP_ADDRESS,
 * DO_LOGIN_NECTAR) or not (verify-failed), a card that already has an account (DO_LOGIN_IDENTITY),
 * a temporary card's ghost, an inactivated card and an unknown one.
 */
import t from 'tap'
import { hasLoginStart } from '../../../server/gateway/routes/api/registration/login-start.ts'
import { mailedLink, PREFIX, pathOf, settledStatus, startProduct } from './helpers.ts'

const product = await startProduct(t)

async function cardBrowser(cardNumber: string) {
  const browser = product.browser()
  t.same((await browser.post('/api/registration/start', { existingCard: 'yes' })).body, {
    nextStep: 'enter-collector-id',
  })
  const reply = await browser.post('/api/registration/card-number', { cardNumber }, await browser.captcha())
  return { browser, reply }
}

const JONES = { title: 'Mr', firstName: 'Chris', lastName: 'Jones', dateOfBirth: '15/03/1980' }

t.test('analog card: details that do not match go to verify-failed, and may be entered again', async (t) => {
  const { browser, reply } = await cardBrowser('20000000001')
  t.same(reply.body, { nextStep: 'customer-details', signUpStep: 'DO_VERIFY_ANALOGUE_NECTAR' })
  t.match((await browser.get('/api/registration/state')).body, {
    step: 'customer-details',
    userType: 'ANALOG',
    hasAddress: true,
  })
  for (const details of [
    { ...JONES, lastName: 'Smith' },
    { ...JONES, dateOfBirth: '16/03/1980' },
  ])
    t.same(
      await browser.post('/api/registration/customer-details', details).then((r) => [r.status, r.body]),
      [200, { nextStep: 'verify-failed' }],
    )
  const email = await browser.post(
    '/api/registration/email',
    { email: 'x@example.com', contactByEmail: true },
    await browser.captcha(),
  )
  t.same([email.status, email.body.nextStep], [409, 'customer-details'], 'the e-mail step is still refused')
})

t.test('analog card: matched, registered online without the address step', async (t) => {
  const { browser } = await cardBrowser('20000000001')
  t.same((await browser.post('/api/registration/verify-analogue', JONES)).body, {
    nextStep: 'enter-email-address',
    signUpStep: 'DO_EMAIL_CHECK',
  })
  const email = 'chris.jones@example.com'
  t.same(
    (await browser.post('/api/registration/email', { email, contactByEmail: true }, await browser.captcha()))
      .body,
    { nextStep: 'check-email', signUpStep: 'DO_EMAIL_CHECK' },
  )
  const landed = await browser.get(pathOf(await mailedLink(product, email)))
  t.equal(landed.headers.location, `${PREFIX}/phone-number`, 'DO_CONFIRM_SIGN_UP_SKIP_ADDRESS')
  t.equal(
    (await browser.post('/api/registration/address', { address: ['x'] })).status,
    409,
    'no address step',
  )
  await browser.post('/api/registration/phone', {
    memorableName: 'Rex',
    phoneNumber: '07700900123',
    countryCode: 'gb',
  })
  await browser.post('/api/registration/password', {
    password: 'Str0ng!Pass',
    confirmPassword: 'Str0ng!Pass',
  })
  t.same(
    (await browser.post('/api/registration/terms', { agreed: true, onlineAdvertisingConsent: false })).body,
    { nextStep: 'success', signUpStep: 'DO_LOGIN_NECTAR' },
  )
  t.same(
    (await settledStatus(browser)).body,
    { signUpStatus: 'COMPLETE', cardNumber: '20000000001' },
    'no new card',
  )
  const card = await product.upstream.db
    .selectFrom('collectors')
    .selectAll()
    .where('card_number', '=', '20000000001')
    .executeTakeFirstOrThrow()
  t.match(card, { email, password_hash: /^\$argon2id\$/, first_name: 'Chris' })
})

t.test('a card with an online account: DO_LOGIN_IDENTITY sends the collector to log in', async (t) => {
  const { browser, reply } = await cardBrowser('10000000002')
  const login = hasLoginStart(product.gateway) ? '/api/login/identity/start' : `${PREFIX}/login`
  t.same(reply.body, { nextStep: 'enter-collector-id', signUpStep: 'DO_LOGIN_IDENTITY', redirectTo: login })
  const start = await browser.get(login)
  t.equal(start.status, 302)
  const authorize = new URL(String(start.headers.location))
  t.equal(authorize.searchParams.get('login_hint'), '10000000002', 'the login page gets the number typed')

  const stranger = await product.browser().get(login)
  const none = new URL(String(stranger.headers.location))
  t.equal(none.searchParams.get('login_hint'), null, 'another browser gets no hint')
})

t.test("a temporary card's ghost collector registers through the e-mail path", async (t) => {
  const temp = product.browser()
  await temp.post(
    '/api/temp-card/email',
    { email: 'ghost@example.com', terms: true, privacy: true },
    await temp.captcha(),
  )
  const token = (await mailedLink(product, 'ghost@example.com')).split('/').at(-1)
  const { body: card } = await temp.get(`/api/temp-card/${token}`)
  const { browser, reply } = await cardBrowser(String(card.cardNumber))
  t.same(reply.body, { nextStep: 'enter-email-address', signUpStep: 'DO_EMAIL_CHECK' })
  t.match((await browser.get('/api/registration/state')).body, {
    userType: 'GHOST',
    step: 'enter-email-address',
  })
})

t.test('an inactivated card is not applicable; an unknown card is not recognised', async (t) => {
  const inactivated = (await cardBrowser('30000000001')).reply
  t.same(
    [inactivated.status, inactivated.body],
    [
      422,
      {
        code: 'CARD_NOT_APPLICABLE',
        message: 'This card is inactivated and not applicable for registration',
        category: 'card-not-applicable',
      },
    ],
  )
  const unknown = (await cardBrowser('99999999999')).reply
  t.same([unknown.status, unknown.body], [404, { code: 'DN11', message: 'Card not recognised' }])
})
