/**
 * The reference upstream's account calls with a real bearer token (the demo collector's login), and
 * its security codes: reused, expired, wrong and another collector's codes refused, the X-MFA grant
 * spent once, the previous password refused, every change audited.
 */
import t from 'tap'
import type { AccountDetailsTables } from '../../../server/upstream/db/schema.ts'
import { authorizationCode, Browser, codeGrant, pkcePair, startStand } from '../oidc/helper.ts'

const stand = await startStand(t)
const { upstream } = stand
const { verifier, challenge } = pkcePair()
const { code: authCode } = await authorizationCode(new Browser(stand), challenge)
const accessToken = String((await codeGrant(stand, authCode, verifier)).body.access_token)
const idOf = async (card: string) =>
  (
    await upstream.db
      .selectFrom('collectors')
      .select('id')
      .where('card_number', '=', card)
      .executeTakeFirstOrThrow()
  ).id
const alexId = await idOf('10000000001')
const samId = await idOf('10000000002')
const codes = upstream.accountSecurityCodes
const codeIn = async (to: string) =>
  /(\d{6})/.exec((await upstream.outbox.list({ to })).at(-1)?.text ?? '')?.[1] ?? ''

const api = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  upstream.inject({
    method,
    url,
    headers: { authorization: `Bearer ${accessToken}`, channel: 'web', ...headers },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  })

t.test('without a bearer token every account call is 401', async (t) => {
  t.equal(
    (await upstream.inject({ method: 'GET', url: '/customer/refresh?ignoreCache=true' })).statusCode,
    401,
  )
  t.equal(
    (await upstream.inject({ method: 'POST', url: '/2fa/send', payload: { deliveryMethod: 'email' } }))
      .statusCode,
    401,
  )
})

t.test('codes: right once, then used; wrong; expired; another collector’s', async (t) => {
  t.match(await codes.send(alexId, 'email'), { sent: { deliveryMethod: 'email' } })
  const alexCode = await codeIn('alex.taylor@example.com')
  t.match(await codes.send(samId, 'sms'), { refused: 'NO_MOBILE' }, 'Sam has no mobile')
  await codes.send(samId, 'email')
  const samCode = await codeIn('sam.patel@example.com')
  if (samCode !== alexCode)
    t.same(await codes.verify(alexId, samCode), { refused: 'WRONG_CODE' }, "Sam's code is not Alex's")
  const granted = await codes.verify(alexId, alexCode)
  t.match(granted, { mfaToken: String })
  t.same(await codes.verify(alexId, alexCode), { refused: 'USED_CODE' }, 'a code works once')
  await codes.send(alexId, 'email')
  const next = await codeIn('alex.taylor@example.com')
  await upstream.db
    .withTables<AccountDetailsTables>()
    .updateTable('account_security_codes')
    .set({ expires_at: new Date(Date.now() - 1) })
    .where('collector_id', '=', alexId)
    .execute()
  t.same(await codes.verify(alexId, next), { refused: 'EXPIRED_CODE' })
  const grant = 'mfaToken' in granted ? String(granted.mfaToken) : ''
  t.notOk(await codes.spendGrant(samId, grant), "a grant is only its collector's")
  t.ok(await codes.spendGrant(alexId, grant))
  t.notOk(await codes.spendGrant(alexId, grant), 'a grant is spent once')
})

t.test('five wrong codes end the code', async (t) => {
  await codes.send(samId, 'email')
  const right = await codeIn('sam.patel@example.com')
  const wrong = right === '000000' ? '111111' : '000000'
  for (let i = 0; i < 4; i += 1) t.same(await codes.verify(samId, wrong), { refused: 'WRONG_CODE' })
  t.same(await codes.verify(samId, wrong), { refused: 'EXPIRED_CODE' })
  t.same(await codes.verify(samId, right), { refused: 'EXPIRED_CODE' }, 'even the right code is refused now')
})

t.test('sends are limited per collector', async (t) => {
  await upstream.db.withTables<AccountDetailsTables>().deleteFrom('account_security_codes').execute()
  for (let i = 0; i < 5; i += 1) t.match(await codes.send(samId, 'email'), { sent: {} })
  t.same(await codes.send(samId, 'email'), { refused: 'TOO_MANY_CODES' })
})

t.test('e-mail change over HTTP: X-MFA required and spent once', async (t) => {
  t.equal(
    (await api('PUT', '/customer/v2/email', { email: 'alex.x@example.com' })).statusCode,
    400,
    'no grant',
  )
  t.equal((await api('POST', '/2fa/send', { deliveryMethod: 'email' })).statusCode, 200)
  const verified = await api('POST', '/2fa/verify', { code: await codeIn('alex.taylor@example.com') })
  const { mfaToken } = verified.json() as { mfaToken: string }
  const taken = await api(
    'PUT',
    '/customer/v2/email',
    { email: 'sam.patel@example.com' },
    { 'x-mfa': mfaToken },
  )
  t.match(taken.json(), { code: 'EMAIL_TAKEN' })
  const moved = await api('PUT', '/customer/v2/email', { email: 'Alex.X@example.com' }, { 'x-mfa': mfaToken })
  t.same(moved.json(), { email: 'alex.x@example.com' })
  t.match(
    (await api('PUT', '/customer/v2/email', { email: 'alex.y@example.com' }, { 'x-mfa': mfaToken })).json(),
    {
      code: 'MFA_INVALID',
    },
  )
  t.match((await api('GET', '/customer/refresh?ignoreCache=true')).json(), {
    email: 'alex.x@example.com',
    emailVerified: false,
  })
  const actions = (await upstream.auditRepository.of(alexId)).map((row) => row.action)
  t.ok(actions.includes('email.changed'))
})

t.test('the requested e-mail change: a link that moves the account when opened', async (t) => {
  await api('POST', '/2fa/send', { deliveryMethod: 'email' })
  const { mfaToken } = (
    await api('POST', '/2fa/verify', { code: await codeIn('alex.x@example.com') })
  ).json() as {
    mfaToken: string
  }
  const requested = await api(
    'POST',
    '/nectar/customer/email',
    { email: 'alex.z@example.com' },
    { 'x-mfa': mfaToken },
  )
  t.equal(requested.statusCode, 202)
  const link = (await upstream.outbox.list({ to: 'alex.z@example.com' })).at(-1)?.links[0] ?? ''
  t.match(link, /\/confirm-update-email\?token=/)
  t.match((await upstream.outbox.list({ to: 'alex.x@example.com' })).at(-1)?.subject, /is changing/)
})

t.test('mobile change: X-2FA-CODE spent by the change; countries from config', async (t) => {
  await api('POST', '/2fa/send', { deliveryMethod: 'sms' })
  const code = await codeIn('+447700900001')
  const phone = { phoneNumber: '07700900123', countryCode: 'gb' }
  t.match(
    (
      await api('PUT', '/customer/mobile', { phone: { ...phone, countryCode: 'us' } }, { 'x-2fa-code': code })
    ).json(),
    {
      code: 'PHONE_INVALID',
    },
  )
  t.equal((await api('PUT', '/customer/mobile', { phone }, { 'x-2fa-code': code })).statusCode, 204)
  t.match((await api('PUT', '/customer/mobile', { phone }, { 'x-2fa-code': code })).json(), {
    code: 'TWO_FA_USED',
  })
  t.match((await api('GET', '/customer/refresh?ignoreCache=true')).json(), {
    mobile: { countryCode: '+44', phoneNumber: '123' },
  })
})

t.test('password: the current one checked, the rules, the previous one refused', async (t) => {
  const change = (body: object) => api('PUT', '/credentials/password', body)
  t.match((await change({ currentPassword: 'nope', newPassword: 'Fresh#Start2027' })).json(), {
    code: 'CURRENT_PASSWORD_WRONG',
  })
  t.match((await change({ currentPassword: 'Points&Prizes42', newPassword: 'Points&Prizes42' })).json(), {
    code: 'PASSWORD_PREVIOUS',
  })
  t.match((await change({ currentPassword: 'Points&Prizes42', newPassword: 'alexpassword' })).json(), {
    code: 'PASSWORD_INVALID',
  })
  t.equal(
    (await change({ currentPassword: 'Points&Prizes42', newPassword: 'Fresh#Start2027' })).statusCode,
    204,
  )
  t.ok(
    (await upstream.auditRepository.of(alexId)).some(
      (row) => row.action === 'password.changed' && row.channel === 'web',
    ),
  )
})

t.test('name, address and missing information', async (t) => {
  t.match((await api('PUT', '/customer', { title: 'Dr', firstName: 'Al3x', lastName: 'Taylor' })).json(), {
    code: 'VALIDATION_ERROR',
  })
  t.equal(
    (await api('PUT', '/customer', { title: 'Dr', firstName: 'Alex', lastName: 'Taylor' })).statusCode,
    204,
  )
  t.same((await api('GET', '/customer-address/masked')).json(), { address: null })
  t.equal(
    (await api('PUT', '/customer-address', { lines: ['10 Queen Street', 'Cardiff'], postcode: 'cf10 1ep' }))
      .statusCode,
    204,
  )
  t.same((await api('GET', '/customer-address/masked')).json(), {
    address: { lines: ['10 ••••••••••••', 'Car••••'], postcode: 'CF10 •••' },
  })
  t.equal(
    (await api('POST', '/missing-information', { householdSize: 4, dietaryPreference: 'vegan' })).statusCode,
    204,
  )
  t.same((await api('GET', '/missing-information')).json(), {
    dateOfBirth: '21-06-1988',
    householdSize: 4,
    dietaryPreference: 'vegan',
  })
  t.equal((await api('POST', '/missing-information', { dietaryPreference: 'meat' })).statusCode, 400)
  const actions = (await upstream.auditRepository.of(alexId)).map((row) => row.action)
  for (const action of ['profile.name', 'profile.address', 'profile.additional-details'])
    t.ok(actions.includes(action), action)
})
