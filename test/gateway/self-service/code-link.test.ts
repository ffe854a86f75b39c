import t from 'tap'
import { digest } from '../../../server/upstream/lib/tokens.ts'
import type { SelfServiceTables } from '../../../server/upstream/self-service/schema.ts'
import { LINK_REFUSALS } from '../../../shared/constants/email-links.ts'
import { CODE_EXPIRED, WRONG_CODE } from '../../../shared/contract/login.ts'
import { browser } from '../login/helpers.ts'
import { startSelfServiceStand } from './helpers.ts'

const { upstream, gateway, logs } = await startSelfServiceStand(t)
let ip = 10
const nextBrowser = () => browser(gateway, `10.4.0.${ip++}`)
const JORDAN = 'jordan.lee@example.com'
const NEW_PASSWORD = 'Fresh&Start2027'
const LINK_PREFIX = '/two-factor-authentication/'
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** The newest e-mail to Jordan whose subject starts so, waited for (reset e-mails go after the answer). */
async function newest(subject: string, after: number) {
  for (let i = 0; i < 100; i++) {
    const found = (await upstream.outbox.list({ to: JORDAN })).filter((m) => m.subject.startsWith(subject))
    if (found.length > after) return found.at(-1)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no "${subject}" e-mail`)
}
const count = async (subject: string) =>
  (await upstream.outbox.list({ to: JORDAN })).filter((m) => m.subject.startsWith(subject)).length

/** Jordan's reset started in one browser and a code e-mailed: that browser, the code and the link's token. */
async function codeEmailed(original = nextBrowser()) {
  const resets = await count('Reset')
  t.equal((await original.post('/api/self-service/password-reset', { email: JORDAN })).status, 202)
  const resetMail = await newest('Reset', resets)
  const token = new URL(resetMail?.links[0] ?? '').searchParams.get('token')
  t.equal((await original.post('/api/self-service/password-reset/link', { token }, false)).status, 200)
  return { original, ...(await sendByEmail(original)) }
}
async function sendByEmail(original: ReturnType<typeof nextBrowser>) {
  const codes = await count('Your Nectar security code')
  t.equal((await original.post('/api/self-service/two-factor/send/email', {}, false)).status, 200)
  const mail = await newest('Your Nectar security code', codes)
  const code = /(\d{6})/.exec(mail?.text ?? '')?.[1] ?? ''
  const link = new URL(mail?.links[0] ?? '')
  t.ok(link.pathname.startsWith(LINK_PREFIX), 'the e-mail links to the code entry')
  return { code, linkToken: link.pathname.slice(LINK_PREFIX.length) }
}
const refusal = (code: keyof typeof LINK_REFUSALS) => [
  LINK_REFUSALS[code].status,
  { code, message: LINK_REFUSALS[code].heading },
]

t.test('in a fresh browser the right code goes on to the new password, once', async (t) => {
  const { original, code, linkToken } = await codeEmailed()
  const fresh = nextBrowser()
  const opened = await fresh.post('/api/self-service/two-factor/link', { token: linkToken }, false)
  t.same([opened.status, opened.body], [200, { flow: 'reset' }])
  t.equal(opened.headers['cache-control'], 'no-store')
  const verified = await fresh.post(
    '/api/self-service/two-factor/link/verify',
    { token: linkToken, code },
    false,
  )
  t.same(verified.status, 200)
  t.same(verified.body, {
    flow: 'reset',
    reset: { firstName: 'Jordan', lastName: 'Lee', email: JORDAN, twoFactorRequired: true },
  })
  const again = await nextBrowser().post('/api/self-service/two-factor/link', { token: linkToken }, false)
  t.same([again.status, again.body], refusal('LINK_USED'), 'the link works once')
  const reused = await nextBrowser().post(
    '/api/self-service/two-factor/link/verify',
    { token: linkToken, code },
    false,
  )
  t.same([reused.status, reused.body], refusal('LINK_USED'))
  const stale = await original.post(
    '/api/self-service/password-reset/password',
    { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    false,
  )
  t.equal(stale.status, 410, 'the reset went on in the link’s browser, not the first one')
  const done = await fresh.post(
    '/api/self-service/password-reset/password',
    { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    false,
  )
  t.same([done.status, done.body], [200, { done: true }])
})

t.test('five wrong codes through the link void it; a link past its code’s life has expired', async (t) => {
  const { original, code, linkToken } = await codeEmailed()
  const fresh = nextBrowser()
  const tries = []
  for (let i = 0; i < 5; i++) {
    const answer = await fresh.post(
      '/api/self-service/two-factor/link/verify',
      { token: linkToken, code: wrong(code) },
      false,
    )
    tries.push([answer.status, answer.body.message])
  }
  t.same(tries, [
    [400, WRONG_CODE],
    [400, WRONG_CODE],
    [400, WRONG_CODE],
    [400, WRONG_CODE],
    [400, CODE_EXPIRED],
  ])
  const voided = await fresh.post(
    '/api/self-service/two-factor/link/verify',
    { token: linkToken, code },
    false,
  )
  t.same([voided.status, voided.body], refusal('LINK_EXPIRED'), 'the right code no longer works')
  const onOriginal = await original.post('/api/self-service/password-reset/verify-code', { code }, false)
  t.equal(onOriginal.body.code, 'CODE_EXPIRED', 'the same tries: the original page’s code is void too')

  const next = await sendByEmail(original)
  // The code's ten minutes pass: the stored expiry moves into the past.
  const past = new Date(Date.now() - 1000)
  const db = upstream.db.withTables<SelfServiceTables>()
  await db
    .updateTable('security_code_links')
    .set({ expires_at: past })
    .where('token_hash', '=', digest(next.linkToken))
    .execute()
  const expired = await nextBrowser().post(
    '/api/self-service/two-factor/link',
    { token: next.linkToken },
    false,
  )
  t.same([expired.status, expired.body], refusal('LINK_EXPIRED'))
})

t.test('an unknown or tampered token is not recognised; a malformed code is a field error', async (t) => {
  const b = nextBrowser()
  const unknown = await b.post('/api/self-service/two-factor/link', { token: 'x'.repeat(43) }, false)
  t.same([unknown.status, unknown.body], refusal('LINK_UNKNOWN'))
  const verify = await b.post(
    '/api/self-service/two-factor/link/verify',
    { token: 'x'.repeat(43), code: '123456' },
    false,
  )
  t.same([verify.status, verify.body], refusal('LINK_UNKNOWN'))
  const malformed = await b.post(
    '/api/self-service/two-factor/link/verify',
    { token: 'x'.repeat(43), code: '12' },
    false,
  )
  t.equal(malformed.status, 400)
  t.same(Object.keys(malformed.body.fields ?? {}), ['code'])
})

t.test('refusals log security events with no token or code', async (t) => {
  const from = logs.length
  await nextBrowser().post('/api/self-service/two-factor/link', { token: 'y'.repeat(43) }, false)
  const lines = logs.slice(from)
  t.ok(
    lines.some(
      (line) =>
        (line.securityEvent as { code?: string } | undefined)?.code === 'LINK_UNKNOWN' &&
        (line.securityEvent as { route?: string }).route === '/api/self-service/two-factor/link',
    ),
    'a security event with the route and code',
  )
  t.notOk(JSON.stringify(lines).includes('y'.repeat(43)), 'the token is not logged')
})
