/**
 * The log of the signed-out card self-service: one security event per refusal (details, captcha,
 * code, flow, limits), and none of the personal data or secrets of the flow in any line.
 */
import t from 'tap'
import { browser } from '../login/helpers.ts'
import { ALEX, API, startCardSelfServiceStand } from './helpers.ts'

const { gateway, lastCode, logLines } = await startCardSelfServiceStand(t)
const events = () =>
  logLines
    .map((line) => JSON.parse(line) as { securityEvent?: { kind: string; step: string; reason: string } })
    // The flow's own events; the captcha plugin reports its failures under their own kind.
    .flatMap(({ securityEvent: event }) =>
      event?.kind === 'card-self-service-refusal' ? [`${event.step} ${event.reason}`] : [],
    )

t.test('every refusal is a security event', async (t) => {
  const b = browser(gateway, '10.4.0.1')
  await b.post(`${API}/retrieve-card/request`, { ...ALEX, dateOfBirth: '31/02/1988' })
  await b.post(`${API}/retrieve-card/request`, ALEX, false)
  await b.post(`${API}/retrieve-card/validate`, { code: '123456' })
  await b.post(`${API}/retrieve-card/request`, ALEX)
  await b.post(`${API}/send-code`, { deliveryMethod: 'email' })
  const code = await lastCode(ALEX.email)
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  for (let i = 0; i < 5; i++) await b.post(`${API}/retrieve-card/validate`, { code: wrong })
  t.same(events(), [
    'retrieve-card-request invalid-details',
    '/api/card-self-service/retrieve-card/request captcha',
    'retrieve-card-validate not-started',
    'retrieve-card-validate wrong-code',
    'retrieve-card-validate wrong-code',
    'retrieve-card-validate wrong-code',
    'retrieve-card-validate wrong-code',
    'retrieve-card-validate code-expired',
  ])
})

t.test('no line carries the details, the card number, the code or a token', async (t) => {
  const b = browser(gateway, '10.4.0.2')
  await b.post(`${API}/retrieve-card/request`, {
    email: 'sam.patel@example.com',
    lastName: 'Patel',
    dateOfBirth: '02/11/1975',
  })
  await b.post(`${API}/send-code`, { deliveryMethod: 'email' })
  const code = await lastCode('sam.patel@example.com')
  const shown = await b.post(`${API}/retrieve-card/validate`, { code })
  t.equal(shown.body.cardNumber, '10000000002')
  const log = logLines.join('\n')
  t.ok(logLines.length > 10, 'the gateway did log')
  for (const secret of [
    'alex.taylor',
    'sam.patel',
    'Taylor',
    'Patel',
    // dates whole, in the forms a collector types and the upstream stores: a bare year could
    // turn up inside a response time or a request id
    '21/06/1988',
    '31/02/1988',
    '1988-06-21',
    '02/11/1975',
    '1975-11-02',
    '10000000001',
    '10000000002',
    code,
  ])
    t.notOk(log.includes(secret), `no ${secret} in the log`)
  t.notMatch(log, /eyJ[\w-]{20,}/, 'no JWT or JWE')
})
