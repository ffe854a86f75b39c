/**
 * PUT verify-email, PUT customer/email and PUT customer/v3/email on the reference upstream, with
 * links issued by the sandbox route POST /dev/email-links: each token works once (two presses at
 * the same moment: one wins, the other is 409 LINK_USED), within its lifetime (410 LINK_EXPIRED,
 * injected clock), for its own purpose only (404 LINK_UNKNOWN); the e-mails carry the link and
 * only its hash is stored; the sandbox route exists only in local mode.
 */
import t from 'tap'
import { digest } from '../../../server/upstream/lib/tokens.ts'
import { VERIFY_EMAIL_LINK_VALID_HOURS } from '../../../shared/constants/email-links.ts'
import { buildTestUpstream, TEST_SECRETS } from '../helpers/upstream.ts'

let shift = 0
const app = await buildTestUpstream(t, {}, { linksClock: () => Date.now() + shift })

async function issue(purpose: 'verify-email' | 'update-email', email: string, newEmail?: string) {
  const sent = await app.inject({
    method: 'POST',
    url: '/dev/email-links',
    payload: { purpose, email, ...(newEmail ? { newEmail } : {}) },
  })
  t.equal(sent.statusCode, 201)
  const mail = (await app.outbox.list({ to: newEmail ?? email })).at(-1)
  return { mail, token: new URL(mail?.links[0] ?? 'http://x/').searchParams.get('token') ?? '' }
}
const put = async (url: string, payload: Record<string, string>) => {
  const response = await app.inject({ method: 'PUT', url, payload })
  return { status: response.statusCode, body: response.body ? response.json() : null }
}
const USED = { status: 409, body: { code: 'LINK_USED', message: 'This link has already been used' } }

t.test('verify-email: the e-mail, the hash at rest, once even when pressed twice at once', async (t) => {
  const { mail, token } = await issue('verify-email', 'alex.taylor@example.com')
  t.match(mail, { subject: 'Confirm your email address', text: /confirm-email-address\?token=/ })
  t.match(mail?.text, 'The link works once, for 24 hours.')
  const row = await app.emailLinksRepository.byHash(digest(token))
  t.match(row, { purpose: 'verify-email', email: 'alex.taylor@example.com', used_at: null })
  const both = await Promise.all([put('/verify-email', { token }), put('/verify-email', { token })])
  t.same(both.map(({ status }) => status).sort(), [204, 409], 'one press wins')
  t.same(await put('/verify-email', { token }), USED)
})

t.test('verify-email expires with its lifetime', async (t) => {
  const { token } = await issue('verify-email', 'alex.taylor@example.com')
  shift = VERIFY_EMAIL_LINK_VALID_HOURS * 3600_000 + 1000
  t.teardown(() => {
    shift = 0
  })
  t.same(await put('/verify-email', { token }), {
    status: 410,
    body: { code: 'LINK_EXPIRED', message: 'This link has expired' },
  })
})

t.test('customer/email and customer/v3/email: same change, same refusals', async (t) => {
  const first = await issue('update-email', 'sam.patel@example.com', 'sam.first@example.com')
  t.equal(first.mail?.to, 'sam.first@example.com', 'the link goes to the new address')
  t.same(await put('/verify-email', { token: first.token }), {
    status: 404,
    body: { code: 'LINK_UNKNOWN', message: 'This link is not valid or has expired' },
  })
  t.match(await put('/customer/email', { token: first.token }), {
    status: 200,
    body: { collectorId: String },
  })
  t.same(await put('/customer/v3/email', { token: first.token }), USED)
  const second = await issue('update-email', 'sam.first@example.com', 'alex.taylor@example.com')
  t.same(await put('/customer/v3/email', { token: second.token }), {
    status: 400,
    body: { code: 'EMAIL_TAKEN', message: 'Another account already uses this email address' },
  })
  const third = await issue('update-email', 'sam.first@example.com', 'sam.third@example.com')
  t.match(await put('/customer/v3/email', { token: third.token, newPassword: 'Sam&Points77' }), {
    status: 400,
    body: { code: 'PASSWORD_INVALID' },
  })
  t.match(await put('/customer/v3/email', { token: third.token, newPassword: 'Fresh&Points77' }), {
    status: 200,
    body: { collectorId: String },
  })
})

t.test('the sandbox route is local only', async (t) => {
  const prod = await buildTestUpstream(t, { APP_ENV: 'prod', ...TEST_SECRETS })
  const response = await prod.inject({
    method: 'POST',
    url: '/dev/email-links',
    payload: { purpose: 'verify-email', email: 'alex.taylor@example.com' },
  })
  t.equal(response.statusCode, 404)
})
