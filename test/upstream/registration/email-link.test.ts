/**
 * The confirmation e-mail's link expires EMAIL_LINK_VALID_HOURS after it was sent: checked on the
 * upstream's store with the clock moved, and through progressive/email-check-confirm.
 */
import t from 'tap'
import { checkEmailLink } from '../../../server/upstream/registration/email-link.ts'
import { EMAIL_LINK_VALID_HOURS } from '../../../shared/constants/limits.ts'
import { buildTestUpstream } from '../helpers/upstream.ts'

const app = await buildTestUpstream(t, { REGISTRATION_COMPLETE_MS: '0' })
const HOUR = 60 * 60 * 1000

/** Asks for the confirmation e-mail and returns the token of its link. */
async function sentLink(email: string) {
  const sent = await app.inject({
    method: 'POST',
    url: '/progressive/email-check',
    payload: { email, contactByEmail: true },
  })
  t.equal(sent.statusCode, 200)
  const [mail] = (await app.outbox.list({ to: email })).slice(-1)
  return new URL(mail?.links[0] ?? 'http://x/').searchParams.get('token') ?? ''
}

t.test('the link works until its time is up, then reads as expired', async (t) => {
  const token = await sentLink('expiry.clock@example.com')
  const at = (hours: number) => () => Date.now() + hours * HOUR
  t.equal((await checkEmailLink(app.db, token, at(EMAIL_LINK_VALID_HOURS - 0.1))).kind, 'valid')
  t.equal((await checkEmailLink(app.db, token, at(EMAIL_LINK_VALID_HOURS + 0.1))).kind, 'expired')
  t.equal((await checkEmailLink(app.db, 'x'.repeat(43), at(0))).kind, 'invalid', 'an unknown token')
})

t.test('email-check-confirm refuses an expired link with TOKEN_EXPIRED', async (t) => {
  const email = 'expiry.route@example.com'
  const token = await sentLink(email)
  const confirm = () =>
    app.inject({ method: 'POST', url: '/progressive/email-check-confirm', payload: { token } })
  t.equal((await confirm()).statusCode, 200, 'fresh link')
  await app.db
    .updateTable('registrations')
    .set({ email_token_expires_at: new Date(Date.now() - 1000) })
    .where('email', '=', email)
    .execute()
  const late = await confirm()
  t.same([late.statusCode, late.json()], [400, { code: 'TOKEN_EXPIRED', message: 'This link has expired' }])
  const resent = await sentLink(email)
  t.not(resent, token, 'a new e-mail carries a new link')
  t.equal(
    (
      await app.inject({
        method: 'POST',
        url: '/progressive/email-check-confirm',
        payload: { token: resent },
      })
    ).statusCode,
    200,
    'which works',
  )
  t.equal((await confirm()).statusCode, 400, 'the old one stays refused')
})
