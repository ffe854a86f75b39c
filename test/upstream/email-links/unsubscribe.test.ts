/**
 * Every e-mail the outbox sends carries an unsubscribe link and List-Unsubscribe headers (RFC 8058);
 * POST /unsubscribe/request says what the token is for, POST /unsubscribe/update unsubscribes that
 * address from that type only. Refusals: unknown, tampered, another purpose's token, another
 * address (404), expired by the injected clock (410). Only the token's hash is stored.
 */
import t from 'tap'
import { digest } from '../../../server/upstream/lib/tokens.ts'
import { UNSUBSCRIBE_LINK_VALID_DAYS } from '../../../shared/constants/email-links.ts'
import { buildTestUpstream } from '../helpers/upstream.ts'

const DAY = 24 * 60 * 60 * 1000
let shift = 0
const app = await buildTestUpstream(
  t,
  { REGISTRATION_COMPLETE_MS: '0' },
  { linksClock: () => Date.now() + shift },
)
const EMAIL = 'unsubscribe.me@example.com'

async function sendRegistrationEmail(email: string) {
  const sent = await app.inject({
    method: 'POST',
    url: '/progressive/email-check',
    payload: { email, contactByEmail: true },
  })
  t.equal(sent.statusCode, 200)
  const mail = (await app.outbox.list({ to: email })).at(-1)
  if (!mail) throw new Error('no e-mail')
  return mail
}
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? ''
const post = async (url: string, payload: Record<string, string>) => {
  const response = await app.inject({ method: 'POST', url, payload })
  return { status: response.statusCode, body: response.json() as Record<string, unknown> }
}

t.test('an e-mail carries the footer link, the preferences link and the RFC 8058 headers', async (t) => {
  const mail = await sendRegistrationEmail(EMAIL)
  const unsubscribe = mail.links.find((link) => link.includes('/emails/unsubscribe?token='))
  t.ok(unsubscribe, 'the unsubscribe link is among the links')
  t.ok(
    mail.links.some((link) => link.endsWith('/account/comms')),
    'and the way to manage every preference',
  )
  t.match(mail.text, `To stop getting registration emails, unsubscribe: ${unsubscribe}`)
  t.same(mail.headers, {
    'List-Unsubscribe': `<${unsubscribe}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  })
  t.match(mail.links[0], '/api/registration/confirm?token=', "the e-mail's own link stays first")
  const stored = await app.db
    .selectFrom('email_links' as never)
    .selectAll()
    .execute()
  const token = tokenOf(unsubscribe ?? '')
  t.notOk(JSON.stringify(stored).includes(token), 'the token itself is not stored')
  t.ok(JSON.stringify(stored).includes(digest(token)), 'its sha256 is')
})

t.test(
  'request names the address and type; update unsubscribes that type only, again is no change',
  async (t) => {
    const token = tokenOf(
      (await sendRegistrationEmail(EMAIL)).links.find((l) => l.includes('unsubscribe')) ?? '',
    )
    t.same(await post('/unsubscribe/request', { token }), {
      status: 200,
      body: { email: EMAIL, emailType: 'registration', subscribed: true, alwaysSent: false },
    })
    t.same(await post('/unsubscribe/update', { token, email: EMAIL }), {
      status: 200,
      body: { email: EMAIL, emailType: 'registration', subscribed: false, alwaysSent: false },
    })
    t.same((await post('/unsubscribe/request', { token })).body.subscribed, false, 'the preference changed')
    t.same(
      (await post('/unsubscribe/update', { token, email: EMAIL })).status,
      200,
      'pressing again is no change',
    )
    const preferences = await app.emailLinksRepository.preferencesOf(EMAIL)
    t.same(
      preferences.map(({ email_type, subscribed }) => ({ email_type, subscribed })),
      [{ email_type: 'registration', subscribed: false }],
      'other types untouched',
    )
  },
)

t.test('refusals: unknown, tampered, other purpose, other address, expired', async (t) => {
  const token = tokenOf(
    (await sendRegistrationEmail('refusals@example.com')).links.find((l) => l.includes('unsubscribe')) ?? '',
  )
  const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
  t.same(await post('/unsubscribe/request', { token: 'x'.repeat(43) }), {
    status: 404,
    body: { code: 'LINK_UNKNOWN', message: 'This link is not valid or has expired' },
  })
  t.equal((await post('/unsubscribe/request', { token: tampered })).status, 404, 'tampered')
  t.equal((await post('/unsubscribe/request', { token: 'short' })).status, 400, 'malformed')
  t.equal(
    (await post('/unsubscribe/update', { token, email: 'someone.else@example.com' })).status,
    404,
    'another address',
  )
  const verify = await app.emailLinks.issue('verify-email', { email: 'refusals@example.com' })
  t.equal((await post('/unsubscribe/request', { token: verify })).status, 404, "another purpose's token")
  shift = UNSUBSCRIBE_LINK_VALID_DAYS * DAY + 1000
  t.teardown(() => {
    shift = 0
  })
  t.same(await post('/unsubscribe/update', { token, email: 'refusals@example.com' }), {
    status: 410,
    body: { code: 'LINK_EXPIRED', message: 'This link has expired' },
  })
  t.equal(
    await app.emailLinksRepository.isSubscribed('refusals@example.com', 'registration'),
    true,
    'nothing changed',
  )
})

t.test('an unsubscribed type is not sent any more; other types and addresses still are', async (t) => {
  const before = (await app.outbox.list({ to: EMAIL })).length
  const sent = await app.inject({
    method: 'POST',
    url: '/progressive/email-check',
    payload: { email: EMAIL, contactByEmail: true },
  })
  t.equal(sent.statusCode, 200, 'the journey goes on')
  t.equal((await app.outbox.list({ to: EMAIL })).length, before, 'but no registration e-mail is sent')
  t.ok(
    await app.outbox.send({ to: EMAIL, subject: 'Offers', text: 'News', emailType: 'offers' }),
    'offers still are',
  )
  t.equal(
    await app.outbox.send({ to: EMAIL, subject: 'Code', text: 'x', emailType: 'registration' }),
    undefined,
    'send answers no id for a suppressed e-mail',
  )
})

t.test('security codes and account changes are always sent: no unsubscribing from them', async (t) => {
  const to = 'always.sent@example.com'
  await app.outbox.send({ to, subject: 'Your code', text: 'Your code is 123456', emailType: 'security-code' })
  const mail = (await app.outbox.list({ to })).at(-1)
  t.match(mail?.text, 'We always send security code emails, to keep your account safe.')
  t.ok(mail?.headers['List-Unsubscribe'], 'the header is there all the same')
  const token = tokenOf(mail?.links.find((link) => link.includes('unsubscribe')) ?? '')
  t.same((await post('/unsubscribe/request', { token })).body, {
    email: to,
    emailType: 'security-code',
    subscribed: true,
    alwaysSent: true,
  })
  t.same(await post('/unsubscribe/update', { token, email: to }), {
    status: 409,
    body: {
      code: 'ALWAYS_SENT',
      message:
        'We always send these emails, because they tell you about something that happened to your account',
    },
  })
  await app.emailLinksRepository.setSubscribed(to, 'security-code', false, new Date())
  t.ok(await app.outbox.send({ to, subject: 'Code', text: 'x', emailType: 'security-code' }), 'sent even so')
})

t.test('a text message carries no footer', async (t) => {
  await app.outbox.send({ channel: 'sms', to: '+447700900123', text: 'Your code is 123456', links: [] })
  const sms = (await app.outbox.list({ to: '+447700900123' })).at(-1)
  t.same([sms?.text, sms?.links, sms?.headers], ['Your code is 123456', [], {}])
})
