/**
 * The e-mail and mobile changes with a security code, over real HTTP: the code in the outbox, the
 * link to the new address that moves the account when opened, and the notice to the old one; wrong, expired, reused and
 * another collector's codes refused; the code checks limited per collector.
 */
import t from 'tap'
import type { AccountDetailsTables } from '../../../server/upstream/db/schema.ts'
import { ALEX, accountStand, lastCode, lastMessage, SAM, signedIn } from './helpers.ts'

const { stand, gateway } = await accountStand(t)
const [alex, sam] = await Promise.all([
  signedIn(gateway, stand, ALEX.card),
  signedIn(gateway, stand, SAM.card),
])
const NEW_ADDRESS = 'alex.new@example.com'

t.test('e-mail change: the new address checked, a code sent, the account moved by the link', async (t) => {
  t.match(
    await alex('POST', '/api/account/details/email/code', { email: 'not-an-email', deliveryMethod: 'email' }),
    {
      status: 400,
      body: { code: 'VALIDATION' },
    },
  )
  t.match(
    await alex('POST', '/api/account/details/email/code', { email: ALEX.email, deliveryMethod: 'email' }),
    {
      status: 400,
      body: { code: 'EMAIL_UNCHANGED', message: 'This is already your email address.' },
    },
  )
  t.match(await alex('PUT', '/api/account/details/email', { code: '123456' }), {
    status: 409,
    body: { code: 'NO_PENDING_CHANGE' },
  })
  const sent = await alex('POST', '/api/account/details/email/code', {
    email: NEW_ADDRESS,
    deliveryMethod: 'email',
  })
  t.same(sent, { status: 200, body: { deliveryMethod: 'email', destination: 'a•••@example.com' } })
  const code = await lastCode(stand, ALEX.email)
  t.match(code, /^\d{6}$/)
  const wrong = code === '000000' ? '111111' : '000000'
  t.match(await alex('PUT', '/api/account/details/email', { code: wrong }), {
    status: 400,
    body: { code: 'TWO_FA_INVALID', message: 'That code is not right. Check it and try again.' },
  })
  t.match(await alex('PUT', '/api/account/details/email', { code: 'abc' }), {
    status: 400,
    body: { code: 'VALIDATION' },
  })
  t.same(await alex('PUT', '/api/account/details/email', { code }), {
    status: 200,
    body: { pendingEmail: NEW_ADDRESS },
  })
  t.match(
    (await alex('GET', '/api/account/details')).body,
    { email: ALEX.email },
    'not moved before the link',
  )

  const confirmation = await lastMessage(stand, NEW_ADDRESS, 'Confirm your new email address')
  t.ok(confirmation, 'the new address gets the link')
  const link = confirmation?.links[0] ?? ''
  t.match(link, /\/confirm-update-email\?token=/)
  const notice = await lastMessage(stand, ALEX.email, 'Your')
  t.match(notice?.subject, /email address is changing/)
  t.match(notice?.text, /a•••@example\.com/)
  t.notMatch(notice?.text, NEW_ADDRESS, 'the old address is not told the new one in full')

  const token = new URL(link).searchParams.get('token') ?? ''
  const confirmed = await gateway.inject({
    method: 'PUT',
    url: '/api/email-confirmation/update-email',
    headers: {
      ...(await import('../../helpers/gateway.ts')).sameOriginHeaders({
        PUBLIC_ORIGIN: 'https://www.loyalty.test',
      }),
    },
    payload: { token },
  })
  t.equal(confirmed.statusCode, 200)
  t.match((await alex('GET', '/api/account/details')).body, { email: NEW_ADDRESS, emailVerified: true })

  t.match(await alex('PUT', '/api/account/details/email', { code }), {
    status: 409,
    body: { code: 'NO_PENDING_CHANGE' },
  })
})

t.test('an address another account uses is refused before any code is spent', async (t) => {
  await sam('POST', '/api/account/details/email/code', { email: NEW_ADDRESS, deliveryMethod: 'email' })
  const code = await lastCode(stand, SAM.email)
  t.match(await sam('PUT', '/api/account/details/email', { code }), {
    status: 400,
    body: { code: 'EMAIL_TAKEN' },
  })
})

t.test('mobile change: allowed countries only; the code changes the number', async (t) => {
  t.match(
    await alex('POST', '/api/account/details/mobile/code', {
      countryCode: 'us',
      phoneNumber: '2025550100',
      deliveryMethod: 'sms',
    }),
    { status: 400, body: { code: 'PHONE_INVALID' } },
  )
  t.match(
    await alex('POST', '/api/account/details/mobile/code', {
      countryCode: 'gb',
      phoneNumber: '07abc',
      deliveryMethod: 'sms',
    }),
    { status: 400, body: { code: 'VALIDATION' } },
  )
  t.match(
    await sam('POST', '/api/account/details/mobile/code', {
      countryCode: 'gb',
      phoneNumber: '07700 900222',
      deliveryMethod: 'sms',
    }),
    { status: 400, body: { code: 'NO_DESTINATION' } },
    'no mobile yet: the code cannot go by SMS',
  )
  const sent = await alex('POST', '/api/account/details/mobile/code', {
    countryCode: 'ie',
    phoneNumber: '087 123 4567',
    deliveryMethod: 'sms',
  })
  t.same(sent, { status: 200, body: { deliveryMethod: 'sms', destination: '•••• 001' } })
  const code = await lastCode(stand, '+447700900001')
  t.same(await alex('PUT', '/api/account/details/mobile', { code }), { status: 200, body: { saved: true } })
  t.match((await alex('GET', '/api/account/details')).body, {
    mobile: { countryCode: '+353', lastDigits: '567' },
  })
})

t.test("another collector's code is refused; an expired one too", async (t) => {
  await sam('POST', '/api/account/details/mobile/code', {
    countryCode: 'gb',
    phoneNumber: '07700900222',
    deliveryMethod: 'email',
  })
  const samCode = await lastCode(stand, SAM.email)
  await alex('POST', '/api/account/details/mobile/code', {
    countryCode: 'gb',
    phoneNumber: '07700900333',
    deliveryMethod: 'email',
  })
  const alexCode = await lastCode(stand, NEW_ADDRESS)
  if (samCode !== alexCode)
    t.match(await alex('PUT', '/api/account/details/mobile', { code: samCode }), {
      status: 400,
      body: { code: 'TWO_FA_INVALID' },
    })
  await stand.upstream.db
    .withTables<AccountDetailsTables>()
    .updateTable('account_security_codes')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .execute()
  t.match(await alex('PUT', '/api/account/details/mobile', { code: alexCode }), {
    status: 400,
    body: { code: 'TWO_FA_EXPIRED', message: 'That code has expired. Send a new code.' },
  })
})

t.test('the code checks are limited per collector', async (t) => {
  await sam('POST', '/api/account/details/mobile/code', {
    countryCode: 'gb',
    phoneNumber: '07700900222',
    deliveryMethod: 'email',
  })
  const statuses: number[] = []
  for (let i = 0; i < 11; i += 1)
    statuses.push((await sam('PUT', '/api/account/details/mobile', { code: '999999' })).status)
  t.equal(statuses.filter((s) => s === 400).length, 10, 'ten checks are answered')
  t.equal(statuses.at(-1), 429, 'the eleventh is refused')
})
