/**
 * The reference upstream's identity calls on PGlite: next steps, analog check, phone and password
 * checks, asynchronous completion with its failure messages, auto-login and the temporary card.
 */
import t from 'tap'
import { FAILURE_MESSAGES } from '../../../server/upstream/registration/complete.ts'
import { buildTestUpstream } from '../helpers/upstream.ts'

const app = await buildTestUpstream(t, { REGISTRATION_COMPLETE_MS: '0' })
const post = async (url: string, payload: object) => {
  const response = await app.inject({ method: 'POST', url, payload })
  return { status: response.statusCode, body: response.json() }
}
const linkToken = async (to: string) => {
  const [mail] = (await app.outbox.list({ to })).slice(-1)
  return new URL(mail?.links[0] ?? 'http://x/').searchParams.get('token') ?? ''
}

/** A personal journey up to submission; returns its authToken. */
async function submitted(email: string) {
  const { body } = await post('/progressive/email-check', { email, contactByEmail: true })
  t.equal(body.nextStep, 'DO_EMAIL_CHECK')
  t.match((await post('/progressive/email-check-confirm', { token: await linkToken(email) })).body, {
    authToken: body.authToken,
  })
  const userData = {
    title: 'Ms',
    firstName: 'Jo',
    lastName: 'Bloggs',
    dateOfBirth: '01-02-1990',
    addresses: [['1 High St', 'London', 'SW1A 1AA']],
    memorableName: 'Rex',
  }
  await post('/progressive/user-data', { authToken: body.authToken, accountType: 'personal', userData })
  t.equal(
    (
      await app.inject({
        method: 'POST',
        url: '/progressive/password',
        payload: { authToken: body.authToken, password: 'Str0ng!Pass' },
      })
    ).statusCode,
    204,
  )
  return body.authToken as string
}

t.test('card-check answers per card', async (t) => {
  t.match((await post('/progressive/card-check', { cardNumber: '20000000001' })).body, {
    nextStep: 'DO_VERIFY_ANALOGUE_NECTAR',
    userType: 'ANALOG',
  })
  t.match((await post('/progressive/card-check', { cardNumber: '10000000001' })).body, {
    nextStep: 'DO_LOGIN_IDENTITY',
  })
  t.same(await post('/progressive/card-check', { cardNumber: '30000000001' }), {
    status: 400,
    body: { code: 'CARD_INACTIVATED', message: FAILURE_MESSAGES.inactivated },
  })
  t.same(await post('/progressive/card-check', { cardNumber: '99999999999' }), {
    status: 404,
    body: { code: 'DN11', message: 'Card not recognised' },
  })
})

t.test('verify-analogue-nectar: Jones born 15-03-1980 matches, anything else does not', async (t) => {
  const { body } = await post('/progressive/card-check', { cardNumber: '20000000001' })
  const check = (lastName: string, dateOfBirth: string) =>
    post('/progressive/verify-analogue-nectar', {
      authToken: body.authToken,
      collectorId: body.collectorId,
      lastName,
      dateOfBirth,
    })
  t.same(await check('Smith', '15-03-1980'), {
    status: 400,
    body: { code: 'ANALOGUE_MISMATCH', message: "Those details don't look quite right" },
  })
  t.same(await check('Jones', '16-03-1980'), {
    status: 400,
    body: { code: 'ANALOGUE_MISMATCH', message: "Those details don't look quite right" },
  })
  t.same(await check('jones', '15-03-1980'), { status: 200, body: { nextStep: 'DO_EMAIL_CHECK' } })
  // The holder's address is on file: the confirmed journey skips the address step.
  const email = 'analog.holder@example.com'
  await post('/progressive/email-check', { email, contactByEmail: true, authToken: body.authToken })
  const confirmed = await post('/progressive/email-check-confirm', { token: await linkToken(email) })
  t.match(confirmed.body, {
    authToken: body.authToken,
    userType: 'ANALOG',
    nextStep: 'DO_CONFIRM_SIGN_UP_SKIP_ADDRESS',
  })
})

t.test('registrationDone: DO_IDENTITY_EMAIL_CONFIRM and no e-mail', async (t) => {
  const before = (await app.outbox.list({ to: 'done@example.com' })).length
  const { body } = await post('/progressive/email-check', {
    email: 'done@example.com',
    contactByEmail: false,
    registrationDone: true,
  })
  t.equal(body.nextStep, 'DO_IDENTITY_EMAIL_CONFIRM')
  t.equal((await app.outbox.list({ to: 'done@example.com' })).length, before)
  const confirm = await post('/progressive/identity-email-check-confirm', {
    authToken: body.authToken,
    identitySessionToken: body.identitySessionToken,
  })
  t.match(confirm, { status: 200, body: { email: 'done@example.com', registrationDone: true } })
})

t.test('phone-check and password-validation', async (t) => {
  const { body } = await post('/progressive/email-check', {
    email: 'phone@example.com',
    contactByEmail: true,
  })
  const phone = (phoneNumber: string) =>
    post('/progressive/phone-check', { authToken: body.authToken, countryCode: 'gb', phoneNumber })
  t.same(await phone('12345'), {
    status: 400,
    body: { code: 'PHONE_INVALID', message: 'Enter a valid mobile number' },
  })
  t.same(await phone('07700 900123'), { status: 200, body: { authToken: body.authToken } })
  const validity = (password: string, email = body.authToken) =>
    post('/progressive/password-validation', {
      authToken: email,
      firstName: 'Jo',
      lastName: 'Bloggs',
      password,
    })
  t.same((await validity('Str0ng!Pass')).body, { pwdValidity: 'VALID' })
  t.same((await validity('Jo-Str0ng!Pass')).body, { pwdValidity: 'INVALID' })
  t.same((await validity('Phone!Str0ng')).body, { pwdValidity: 'INVALID' }, 'contains the e-mail local part')
  const alex = await post('/progressive/email-check', {
    email: 'alex.taylor@example.com',
    contactByEmail: true,
  })
  t.same(
    (await validity('Points&Prizes42', alex.body.authToken)).body,
    { pwdValidity: 'INVALID' },
    'the previous password',
  )
})

t.test('completion: COMPLETE with a new card, then auto-login once', async (t) => {
  const authToken = await submitted('new.person@example.com')
  t.same((await post('/progressive/confirm-registration', { authToken })).body, { nextStep: 'DO_LOGIN' })
  const status = await post('/sign-up/status', { authToken })
  t.match(status.body, {
    signUpStatus: 'COMPLETE',
    registrationCompletedToken: String,
    cardNumber: /^[4-9][0-9]{10}$/,
  })
  t.same((await post('/ready', { authToken })).body, { ready: true })
  const login = await post('/auto-login', {
    registrationCompletedToken: status.body.registrationCompletedToken,
  })
  t.match(login, { status: 200, body: { identityLoginToken: String, registrationDone: true } })
  t.equal(
    (await post('/auto-login', { registrationCompletedToken: status.body.registrationCompletedToken }))
      .status,
    401,
  )
})

t.test('failure messages', async (t) => {
  for (const [email, message] of [
    ['alex.taylor@example.com', FAILURE_MESSAGES.duplicateEmail],
    ['old.account@example.com', FAILURE_MESSAGES.oldAccount],
    ['try.again@example.com', FAILURE_MESSAGES.other],
  ]) {
    const authToken = await submitted(email ?? '')
    await post('/progressive/confirm-registration', { authToken })
    t.same(
      (await post('/sign-up/status', { authToken })).body,
      { signUpStatus: 'FAILED', message },
      String(email),
    )
  }
})

t.test('temporary card: e-mailed link, valid 30 days', async (t) => {
  const response = await app.inject({
    method: 'POST',
    url: '/nectar-lite/access-email',
    payload: { email: 'Temp@Example.com' },
  })
  t.equal(response.statusCode, 202)
  const [mail] = await app.outbox.list({ to: 'temp@example.com' })
  const token = mail?.links[0]?.split('/temp-card/your-card/')[1] ?? ''
  const card = await app.inject({ method: 'GET', url: `/nectar-lite/card?token=${token}` })
  const { cardNumber, validUntil } = card.json()
  t.match(cardNumber, /^[0-9]{11}$/)
  const days = (Date.parse(validUntil) - Date.now()) / 86_400_000
  t.ok(days > 29.99 && days <= 30, `valid ${days} days`)
  t.equal(
    (await app.inject({ method: 'GET', url: `/nectar-lite/card?token=${'x'.repeat(43)}` })).statusCode,
    404,
  )
})
