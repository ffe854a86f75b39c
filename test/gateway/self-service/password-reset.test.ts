import type { Challenge } from 'altcha-lib'
import t from 'tap'
import { CODE_EXPIRED, WRONG_CODE } from '../../../shared/contract/login.ts'
import { RESET_LINK_USED, TWO_FA_REQUIRED } from '../../../shared/contract/self-service.ts'
import { sameOriginHeaders } from '../../helpers/gateway.ts'
import { solve } from '../captcha/helpers.ts'
import { browser, PUBLIC_ORIGIN } from '../login/helpers.ts'
import { lastCode, startSelfServiceStand } from './helpers.ts'

const { upstream, gateway, logs } = await startSelfServiceStand(t)
let ip = 10
const nextBrowser = () => browser(gateway, `10.2.0.${ip++}`)
const NEW_PASSWORD = 'Fresh&Start2027'
const ACCEPTED = [202, { accepted: true }]

/** The reset e-mails written after the answer: waits for the newest one to `to`. */
async function resetToken(to: string, after = 0): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const links = (await upstream.outbox.list({ to }))
      .filter((m) => m.subject.startsWith('Reset'))
      .slice(after)
    const link = links.at(-1)?.links[0]
    if (link) return new URL(link).searchParams.get('token') ?? ''
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no reset e-mail to ${to}`)
}
const resetMails = async (to: string) =>
  (await upstream.outbox.list({ to })).filter((m) => m.subject.startsWith('Reset')).length

t.test('the request needs a captcha, and a solution passes once', async (t) => {
  const remoteAddress = '10.2.1.1'
  const challenge = await gateway.inject({ method: 'GET', url: '/api/captcha/challenge', remoteAddress })
  const solution = await solve(challenge.json() as Challenge)
  const send = (captcha?: string) =>
    gateway.inject({
      method: 'POST',
      url: '/api/self-service/password-reset',
      remoteAddress,
      headers: { ...sameOriginHeaders({ PUBLIC_ORIGIN }), ...(captcha ? { 'x-captcha': captcha } : {}) },
      payload: { email: 'nobody@example.com' },
    })
  t.equal((await send()).statusCode, 403)
  t.equal((await send(solution)).statusCode, 202)
  const replay = await send(solution)
  t.equal(replay.statusCode, 403, 'the same solution again is refused')
  t.equal(replay.json().code, 'CAPTCHA')
})

t.test('field rules run at the gateway with their messages', async (t) => {
  const b = nextBrowser()
  const bad = await b.post('/api/self-service/password-reset', { email: 'not-an-address' })
  t.same([bad.status, bad.body.fields], [400, { email: 'Please enter valid email' }])
  const card = await b.post('/api/self-service/password-reset', { cardNumber: '1234' })
  t.same(
    [card.status, card.body.fields],
    [400, { cardNumber: 'Enter a Nectar card number that has 11 numbers' }],
  )
})

t.test('known and unknown addresses and cards get the same answer', async (t) => {
  const answers = []
  for (const body of [
    { email: 'morgan.price@example.com' },
    { email: 'nobody.here@example.com' },
    { cardNumber: '10000000004' },
    { cardNumber: '99999999999' },
  ]) {
    const answer = await nextBrowser().post('/api/self-service/password-reset', body)
    answers.push([answer.status, answer.body])
  }
  t.same(answers, [ACCEPTED, ACCEPTED, ACCEPTED, ACCEPTED])
  await resetToken('morgan.price@example.com', 1)
  t.equal(await resetMails('morgan.price@example.com'), 2, 'the known address and card each got a link')
  t.equal(await resetMails('nobody.here@example.com'), 0)
})

t.test('known and unknown take the same time, within the noise', async (t) => {
  // At the upstream, whose one lookup is the only work that differs; the gateway's limits would
  // refuse this many requests for one address.
  const time = async (email: string) => {
    const started = process.hrtime.bigint()
    const answer = await upstream.inject({
      method: 'POST',
      url: '/credentials/password/reset',
      payload: { email },
    })
    statuses.add(answer.statusCode)
    return Number(process.hrtime.bigint() - started) / 1e6
  }
  const statuses = new Set<number>()
  const known: number[] = []
  const unknown: number[] = []
  for (let i = 0; i < 150; i++) {
    known.push(await time('alex.taylor@example.com'))
    unknown.push(await time(`nobody-${i}@example.com`))
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
  const spread = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    return (sorted[Math.floor(values.length * 0.9)] ?? 0) - (sorted[Math.floor(values.length * 0.1)] ?? 0)
  }
  t.same([...statuses], [202], 'every answer is 202')
  const difference = Math.abs(median(known) - median(unknown))
  const noise = Math.max(spread(known), spread(unknown), 1)
  t.ok(
    difference < noise,
    `median difference ${difference.toFixed(2)} ms below the noise ${noise.toFixed(2)} ms`,
  )
})

t.test('reset by card: open the link, set a password, the link is used, sessions are cut off', async (t) => {
  const b = nextBrowser()
  const before = await resetMails('sam.patel@example.com')
  t.same((await b.post('/api/self-service/password-reset', { cardNumber: '10000000002' })).status, 202)
  const token = await resetToken('sam.patel@example.com', before)
  const opened = await b.post('/api/self-service/password-reset/link', { token }, false)
  t.same(opened.body, {
    firstName: 'Sam',
    lastName: 'Patel',
    email: 'sam.patel@example.com',
    twoFactorRequired: false,
  })
  t.equal(opened.headers['cache-control'], 'no-store')
  const mismatch = await b.post(
    '/api/self-service/password-reset/password',
    { password: NEW_PASSWORD, confirmPassword: 'other' },
    false,
  )
  t.same([mismatch.status, mismatch.body.fields], [400, { confirmPassword: 'Passwords do not match.' }])
  const named = await b.post(
    '/api/self-service/password-reset/password',
    { password: 'Sam&Friends2027', confirmPassword: 'Sam&Friends2027' },
    false,
  )
  t.equal(named.status, 400, 'the first name is refused at the gateway')
  const issuedBefore = Date.now() - 1000
  const done = await b.post(
    '/api/self-service/password-reset/password',
    { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    false,
  )
  t.same([done.status, done.body], [200, { done: true }])
  const collector = await upstream.collectorsRepository.byCardNumber('10000000002')
  t.equal(
    await gateway.sessionRevocation.revocationOf({
      sid: 'older',
      iat: issuedBefore,
      collectorId: collector?.id,
    }),
    'cut-off',
    "the collector's gateway sessions issued before the reset are refused",
  )
  const again = await nextBrowser().post('/api/self-service/password-reset/link', { token }, false)
  t.same([again.status, again.body], [410, { code: 'LINK_USED', message: RESET_LINK_USED }])
  const notice = (await upstream.outbox.list({ to: 'sam.patel@example.com' })).at(-1)
  t.equal(notice?.subject, 'Your Nectar password has changed')
})

t.test(
  'two-factor reset: options, a code, five wrong tries void it, a new code lets it through',
  async (t) => {
    const b = nextBrowser()
    t.equal(
      (await b.post('/api/self-service/password-reset', { email: 'jordan.lee@example.com' })).status,
      202,
    )
    const token = await resetToken('jordan.lee@example.com')
    const opened = await b.post('/api/self-service/password-reset/link', { token }, false)
    t.equal(opened.body.twoFactorRequired, true)
    const early = await b.post(
      '/api/self-service/password-reset/password',
      { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      false,
    )
    t.same([early.status, early.body], [403, { code: 'TWO_FA_REQUIRED', message: TWO_FA_REQUIRED }])
    const options = await b.post('/api/self-service/two-factor/options', {}, false)
    t.same(options.body, {
      options: [
        { id: 'email', destination: 'j•••@example.com' },
        { id: 'sms', destination: '•••• 003' },
      ],
    })
    const sent = await b.post('/api/self-service/two-factor/send/sms', {}, false)
    t.same(sent.body, { deliveryMethod: 'sms', destination: '•••• 003' })
    const code = await lastCode(upstream, '+447700900003')
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const tries = []
    for (let i = 0; i < 5; i++) {
      const answer = await b.post('/api/self-service/password-reset/verify-code', { code: wrongCode }, false)
      tries.push(answer.body.message)
    }
    t.same(tries, [WRONG_CODE, WRONG_CODE, WRONG_CODE, WRONG_CODE, CODE_EXPIRED])
    const voided = await b.post('/api/self-service/password-reset/verify-code', { code }, false)
    t.same(voided.body.code, 'CODE_EXPIRED', 'the right code no longer works')
    await b.post('/api/self-service/two-factor/send/email', {}, false)
    const emailed = await lastCode(upstream, 'jordan.lee@example.com')
    const verified = await b.post('/api/self-service/password-reset/verify-code', { code: emailed }, false)
    t.same([verified.status, verified.body], [200, { verified: true }])
    const done = await b.post(
      '/api/self-service/password-reset/password',
      { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      false,
    )
    t.same([done.status, done.body], [200, { done: true }])
  },
)

t.test('one address is limited across clients, with the same answer for known and unknown', async (t) => {
  const statuses = async (email: string) => {
    const seen = []
    for (let i = 0; i < 7; i++)
      seen.push((await nextBrowser().post('/api/self-service/password-reset', { email })).status)
    return seen
  }
  const known = await statuses('alex.taylor@example.com')
  const unknown = await statuses('nobody.at.all@example.com')
  t.same(known, [202, 202, 202, 202, 202, 429, 429])
  t.same(unknown, known)
})

t.test('every refusal logs a security event, with no address, card number or code', async (t) => {
  const b = nextBrowser()
  const from = logs.length
  await b.post('/api/self-service/password-reset', { email: 'not-an-address@' })
  await b.post('/api/self-service/password-reset', { cardNumber: '10000000005' }, false)
  await b.post('/api/self-service/password-reset/verify-code', { code: '123456' }, false)
  const lines = logs.slice(from)
  const events = lines.flatMap((line) => (line.securityEvent ? [line.securityEvent] : []))
  t.same(events, [
    {
      kind: 'self-service-refusal',
      route: '/api/self-service/password-reset',
      status: 400,
      code: 'VALIDATION',
    },
    // The captcha plugin reports its own refusal, then the flow its answer.
    { kind: 'captcha', reason: 'missing' },
    { kind: 'self-service-refusal', route: '/api/self-service/password-reset', status: 403, code: 'REFUSED' },
    {
      kind: 'self-service-refusal',
      route: '/api/self-service/password-reset/verify-code',
      status: 409,
      code: 'STEP_OUT_OF_ORDER',
    },
  ])
  const text = JSON.stringify(lines)
  for (const secret of ['not-an-address', '10000000005', '123456'])
    t.notOk(text.includes(secret), `no ${secret} in the log`)
})
