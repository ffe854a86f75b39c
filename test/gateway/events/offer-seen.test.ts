/**
 * POST /api/events with `{ type: 'offer-seen', offerIds }`: a signed-in collector's batch is logged
 * at info as a structured line (ids that look like card numbers masked); malformed bodies, ids that
 * break the offer id pattern, empty, duplicated or oversized batches are refused with 400; without
 * a session 401; a client may send 30 batches a minute while blocked frames keep their 10.
 */
import t from 'tap'
import { OFFER_SEEN_BATCH_MAX } from '../../../shared/contract/events.ts'
import { buildTestGateway, sameOriginHeaders } from '../../helpers/gateway.ts'
import { DEMO, gatewayLoginCookie, PUBLIC_ORIGIN, startStand } from '../../upstream/oidc/helper.ts'

type LogLine = { level: number; msg: string; event?: string; offerIds?: string[]; count?: number }

const stand = await startStand(t)
const lines: string[] = []
const gateway = await buildTestGateway(
  t,
  {
    PUBLIC_ORIGIN,
    UPSTREAM_PORT: new URL(stand.base).port,
    OIDC_CLIENT_SECRET: stand.config.OIDC_CLIENT_SECRET,
  },
  { logStream: { write: (line: string) => void lines.push(line) } },
)
const cookie = await gatewayLoginCookie(gateway, stand, DEMO.card)
const clientEvents = () =>
  lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.msg === 'client event')

const send = (payload: unknown, headers: Record<string, string> = { cookie }, remoteAddress = '127.0.0.1') =>
  gateway.inject({
    method: 'POST',
    url: '/api/events',
    headers: { ...headers, ...sameOriginHeaders({ PUBLIC_ORIGIN }) },
    payload: payload as object,
    remoteAddress,
  })

t.test('a batch of seen offers is logged at info, one structured line', async (t) => {
  const before = clientEvents().length
  const response = await send({
    type: 'offer-seen',
    offerIds: ['p-0007-milk', '3f2b8c1e-9d4a-4e7b-8a1c-2b3c4d5e6f70'],
  })
  t.equal(response.statusCode, 204)
  t.equal(response.body, '')
  const line = clientEvents().slice(before)
  t.equal(line.length, 1)
  t.equal(line[0]?.level, 30, 'info')
  t.equal(line[0]?.event, 'offer-seen')
  t.same(line[0]?.offerIds, ['p-0007-milk', '3f2b8c1e-9d4a-4e7b-8a1c-2b3c4d5e6f70'])
  t.equal(line[0]?.count, 2)
})

t.test('an id shaped like a card number reaches the log masked', async (t) => {
  const before = clientEvents().length
  t.equal((await send({ type: 'offer-seen', offerIds: ['9826300010000000001'] })).statusCode, 204)
  t.same(clientEvents().slice(before)[0]?.offerIds, ['***************0001'])
  t.notOk(
    lines.some((line) => line.includes('9826300010000000001')),
    'the full number is in no line',
  )
})

t.test('invalid bodies are refused with 400 and logged as no event', async (t) => {
  const before = clientEvents().length
  const tooMany = Array.from({ length: OFFER_SEEN_BATCH_MAX + 1 }, (_, n) => `offer-${n}`)
  const invalid: Array<[string, unknown]> = [
    ['no ids', { type: 'offer-seen' }],
    ['an empty batch', { type: 'offer-seen', offerIds: [] }],
    ['an id with a slash', { type: 'offer-seen', offerIds: ['a/b'] }],
    ['an id starting with a dash', { type: 'offer-seen', offerIds: ['-x'] }],
    ['an id of 81 characters', { type: 'offer-seen', offerIds: ['x'.repeat(81)] }],
    ['an id that is an object', { type: 'offer-seen', offerIds: [{ id: 'a-1' }] }],
    ['the same id twice', { type: 'offer-seen', offerIds: ['a-1', 'a-1'] }],
    [`${OFFER_SEEN_BATCH_MAX + 1} ids`, { type: 'offer-seen', offerIds: tooMany }],
    ['an unknown type', { type: 'offer-clicked', offerIds: ['a-1'] }],
  ]
  for (const [name, body] of invalid) t.equal((await send(body)).statusCode, 400, name)
  t.equal(clientEvents().length, before)
})

t.test('a field the event does not declare is dropped, never logged', async (t) => {
  const body = { type: 'offer-seen', offerIds: ['a-1'], email: 'alex.taylor@example.com' }
  t.equal((await send(body)).statusCode, 204)
  t.notOk(lines.some((line) => line.includes('alex.taylor@example.com')))
})

t.test('without a session: 401, nothing logged; without the CSRF headers: 403', async (t) => {
  const before = clientEvents().length
  const signedOut = await send({ type: 'offer-seen', offerIds: ['a-1'] }, {})
  t.equal(signedOut.statusCode, 401)
  t.equal(signedOut.json().code, 'UNAUTHORISED')
  const noCsrf = await gateway.inject({
    method: 'POST',
    url: '/api/events',
    headers: { cookie },
    payload: { type: 'offer-seen', offerIds: ['a-1'] },
  })
  t.equal(noCsrf.statusCode, 403)
  t.equal(clientEvents().length, before)
})

t.test('rate limit: offer-seen batches up to 30 a minute, blocked frames still 10', async (t) => {
  // A client of its own address: its own counter.
  const fromClient = (payload: unknown) => send(payload, { cookie }, '192.0.2.10')
  const frames: number[] = []
  for (let i = 0; i < 10; i += 1)
    frames.push((await fromClient({ type: 'blocked-frame', referrer: '' })).statusCode)
  t.same(frames, Array(10).fill(204), '10 blocked frames')
  t.equal((await fromClient({ type: 'blocked-frame', referrer: '' })).statusCode, 429, 'the 11th: 429')
  const seen: number[] = []
  for (let i = 0; i < 20; i += 1)
    seen.push((await fromClient({ type: 'offer-seen', offerIds: [`offer-${i}`] })).statusCode)
  t.same(seen.slice(0, 19), Array(19).fill(204), 'offer-seen batches go on to the 30th request')
  t.equal(seen[19], 429, 'the 31st request of the minute: 429')
})
