/**
 * The confirmation links through the gateway against the reference upstream, issued by the
 * upstream's sandbox route (POST /dev/email-links) and read from the outbox: verify-email and the
 * e-mail change (with and without a new password) work once (then 409 LINK_USED), within their
 * lifetime (then 410 LINK_EXPIRED, injected clock); unknown and tampered tokens are 404; a token
 * of one purpose never serves another; a refused new password leaves the link working.
 */
import t from 'tap'
import { verifyPassword } from '../../../server/upstream/auth/passwords.ts'
import { UPDATE_EMAIL_LINK_VALID_HOURS } from '../../../shared/constants/email-links.ts'
import { linksStand } from './helpers.ts'

const { upstream, clock, api, linkTo } = await linksStand(t)

async function issue(purpose: 'verify-email' | 'update-email', email: string, newEmail?: string) {
  const sent = await upstream.inject({
    method: 'POST',
    url: '/dev/email-links',
    payload: { purpose, email, ...(newEmail ? { newEmail } : {}) },
  })
  t.equal(sent.statusCode, 201)
  return linkTo(
    newEmail ?? email,
    purpose === 'verify-email' ? '/confirm-email-address' : '/confirm-update-email',
  )
}
const collector = (email: string) =>
  upstream.db.selectFrom('collectors').selectAll().where('email', '=', email).executeTakeFirst()

t.test('verify-email: once, then its own refusal', async (t) => {
  const token = await issue('verify-email', 'alex.taylor@example.com')
  t.same(await api('PUT', '/api/email-confirmation/verify-email', { token }), {
    status: 200,
    body: { confirmed: true },
  })
  t.ok((await collector('alex.taylor@example.com'))?.email_verified_at, 'the address is verified')
  t.same(await api('PUT', '/api/email-confirmation/verify-email', { token }), {
    status: 409,
    body: { code: 'LINK_USED', message: 'This link has already been used' },
  })
})

t.test('update-email with a new password: the account moves, the password changes, once', async (t) => {
  const token = await issue('update-email', 'sam.patel@example.com', 'points.fan@example.com')
  const weak = await api('PUT', '/api/email-confirmation/update-email', {
    token,
    newPassword: 'alllowercase1!',
  })
  t.same(weak, { status: 400, body: { code: 'PASSWORD_INVALID', message: 'Include an uppercase letter' } })
  const named = await api('PUT', '/api/email-confirmation/update-email', {
    token,
    newPassword: 'Points.Fan42',
  })
  t.equal(named.status, 400, 'nor the new address before the @')
  const done = await api('PUT', '/api/email-confirmation/update-email', {
    token,
    newPassword: 'Fresh&Points77',
  })
  t.same(done, { status: 200, body: { confirmed: true } }, 'the refused passwords left the link working')
  const moved = await collector('points.fan@example.com')
  t.ok(moved, 'the account has the new address')
  t.equal(await collector('sam.patel@example.com'), undefined, 'and not the old one')
  t.ok(await verifyPassword(moved?.password_hash ?? '', 'Fresh&Points77'), 'the new password works')
  t.equal((await api('PUT', '/api/email-confirmation/update-email', { token })).status, 409, 'used')
})

t.test('update-email without a password; expiry; unknown, tampered, another purpose', async (t) => {
  const fresh = await issue('update-email', 'alex.taylor@example.com', 'alex.new@example.com')
  t.same(await api('PUT', '/api/email-confirmation/update-email', { token: fresh }), {
    status: 200,
    body: { confirmed: true },
  })
  const late = await issue('update-email', 'alex.new@example.com', 'alex.later@example.com')
  clock.shiftMs = UPDATE_EMAIL_LINK_VALID_HOURS * 3600_000 + 1000
  t.teardown(() => {
    clock.shiftMs = 0
  })
  t.same(await api('PUT', '/api/email-confirmation/update-email', { token: late }), {
    status: 410,
    body: { code: 'LINK_EXPIRED', message: 'This link has expired' },
  })
  clock.shiftMs = 0
  const unknown = {
    status: 404,
    body: { code: 'LINK_UNKNOWN', message: 'This link is not valid or has expired' },
  }
  t.same(await api('PUT', '/api/email-confirmation/verify-email', { token: 'u'.repeat(43) }), unknown)
  const verify = await issue('verify-email', 'alex.new@example.com')
  const tampered = `${verify.slice(0, -2)}${verify.endsWith('AA') ? 'BB' : 'AA'}`
  t.same(await api('PUT', '/api/email-confirmation/verify-email', { token: tampered }), unknown, 'tampered')
  t.same(
    await api('PUT', '/api/email-confirmation/update-email', { token: verify }),
    unknown,
    'another purpose',
  )
  t.equal(
    (await api('PUT', '/api/email-confirmation/verify-email', { token: verify })).status,
    200,
    'its own',
  )
})
