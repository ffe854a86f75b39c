/**
 * The event pages' /api over real HTTP against the reference upstream: the events running now, one
 * offer or marketing event, a homepage pod's event, unknown and malformed ids, and the signed-in
 * collector's own year in review (another collector's id 404 without their data, signed out 401).
 */
import t from 'tap'
import type { EventsTables } from '../../../server/upstream/events/schema.ts'
import { SANDBOX_YEARS_IN_REVIEW, seedEvents } from '../../../server/upstream/seed/events.ts'
import { buildTestGateway, sameOriginHeaders } from '../../helpers/gateway.ts'
import { DEMO, gatewayLoginCookie, PUBLIC_ORIGIN, startStand } from '../../upstream/oidc/helper.ts'

const stand = await startStand(t)
await seedEvents(stand.upstream.db.withTables<EventsTables>())
const gateway = await buildTestGateway(t, {
  PUBLIC_ORIGIN,
  UPSTREAM_PORT: new URL(stand.base).port,
  OIDC_CLIENT_SECRET: stand.config.OIDC_CLIENT_SECRET,
})
const alexCookie = await gatewayLoginCookie(gateway, stand, DEMO.card)

const get = async (url: string, cookie?: string, remoteAddress = '127.0.0.1') => {
  const response = await gateway.inject({
    method: 'GET',
    url,
    headers: { ...(cookie ? { cookie } : {}), ...sameOriginHeaders({ PUBLIC_ORIGIN }) },
    remoteAddress,
  })
  return {
    status: response.statusCode,
    body: response.json() as Record<string, unknown>,
    headers: response.headers,
  }
}

const ALEX = SANDBOX_YEARS_IN_REVIEW['10000000001']
const SAM = SANDBOX_YEARS_IN_REVIEW['10000000002']

t.test('GET /api/event-pages: the offer and marketing events running now', async (t) => {
  const { status, body } = await get('/api/event-pages')
  t.equal(status, 200)
  t.same((body.events as { id: string }[]).map((event) => event.id).sort(), [
    'double-points-weekend',
    'fuel-bonus-week',
    'summer-prize-draw',
  ])
})

t.test('GET /api/event-pages/:eventId: an event with its terms; unknown 404; malformed 400', async (t) => {
  const event = await get('/api/event-pages/double-points-weekend')
  t.equal(event.status, 200)
  t.match(event.body, { id: 'double-points-weekend', kind: 'offer', title: 'Double points weekend' })
  t.ok((event.body.terms as string[]).length > 0)
  const unknown = await get('/api/event-pages/no-such-event')
  t.same(unknown, {
    status: 404,
    body: { code: 'EVENT_NOT_FOUND', message: "We can't find that event. It may have ended." },
    headers: unknown.headers,
  })
  t.equal((await get('/api/event-pages/new-year-treats')).status, 404, 'a pod event is not an event page')
  t.equal((await get('/api/event-pages/Bad_Id')).status, 400)
  t.equal((await get(`/api/event-pages/${'a'.repeat(65)}`)).status, 400)
})

t.test('GET /api/event-pages/skinny/:eventId: the homepage pod event', async (t) => {
  const pod = await get('/api/event-pages/skinny/new-year-treats')
  t.equal(pod.status, 200)
  t.match(pod.body, { kind: 'skinny', title: 'New year treats' })
  t.equal((await get('/api/event-pages/skinny/summer-prize-draw')).status, 404)
})

t.test("GET /api/year-in-review/:year/:yirId: the collector's own only", async (t) => {
  if (!ALEX || !SAM) throw new Error('sandbox reviews missing')
  const own = await get(`/api/year-in-review/2025/${ALEX.id}`, alexCookie)
  t.equal(own.status, 200)
  t.match(own.body, { id: ALEX.id, year: 2025, pointsCollected: ALEX.points_collected, topPartner: 'Argos' })
  const others = await get(`/api/year-in-review/2025/${SAM.id}`, alexCookie)
  t.equal(others.status, 404, "another collector's id")
  t.same(others.body, { code: 'YEAR_IN_REVIEW_NOT_FOUND', message: "We can't find that year in review." })
  t.equal((await get(`/api/year-in-review/2024/${ALEX.id}`, alexCookie)).status, 404, 'another year')
  t.equal((await get('/api/year-in-review/2025/not-a-uuid', alexCookie)).status, 400, 'malformed id')
  t.equal((await get(`/api/year-in-review/1999/${ALEX.id}`, alexCookie)).status, 400, 'year out of range')
  const signedOut = await get(`/api/year-in-review/2025/${ALEX.id}`)
  t.equal(signedOut.status, 401, 'signed out')
  t.notMatch(JSON.stringify(signedOut.body), /Argos/)
})

t.test('rate limit: guessing year-in-review ids stops at 20 a minute', async (t) => {
  const statuses: number[] = []
  for (let i = 0; i < 21; i += 1)
    statuses.push((await get(`/api/year-in-review/2025/${SAM?.id}`, alexCookie, '192.0.2.30')).status)
  t.same(statuses.slice(0, 20), Array(20).fill(404))
  t.equal(statuses[20], 429)
})
