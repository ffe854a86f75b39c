/**
 * The reference upstream's events and years in review over loopback HTTP, with a real access token
 * from its provider: the seeded events by kind, unknown ids, and a collector's own year in review
 * while another collector's id, another year or no token is refused.
 */
import t from 'tap'
import type { EventsTables } from '../../../server/upstream/events/schema.ts'
import { SANDBOX_YEARS_IN_REVIEW, seedEvents } from '../../../server/upstream/seed/events.ts'
import { authorizationCode, Browser, codeGrant, DEMO, pkcePair, startStand } from '../oidc/helper.ts'

const stand = await startStand(t)
const db = stand.upstream.db.withTables<EventsTables>()
const firstSeed = await seedEvents(db)
const secondSeed = await seedEvents(db)

const { verifier, challenge } = pkcePair()
const { code } = await authorizationCode(new Browser(stand), challenge)
const { body } = await codeGrant(stand, code, verifier)
const bearer = { authorization: `Bearer ${String(body.access_token)}` }

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${stand.base}${path}`, { headers })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

t.test('the events seed runs once', async (t) => {
  t.equal(firstSeed, true, 'seeded')
  t.equal(secondSeed, false, 'seeded once')
})

const ALEX_REVIEW = SANDBOX_YEARS_IN_REVIEW['10000000001']
const SAM_REVIEW = SANDBOX_YEARS_IN_REVIEW['10000000002']

t.test('GET /events: the offer and marketing events running now, not the ended or skinny ones', async (t) => {
  const { status, body } = await get('/events')
  t.equal(status, 200)
  const ids = (body.events as { id: string }[]).map((event) => event.id).sort()
  t.same(ids, ['double-points-weekend', 'fuel-bonus-week', 'summer-prize-draw'])
})

t.test('GET /events/{id}: an offer or marketing event with its terms, ended or not', async (t) => {
  const draw = await get('/events/summer-prize-draw')
  t.equal(draw.status, 200)
  t.match(draw.body, { kind: 'marketing', title: 'Summer prize draw', startsOn: '2025-01-01' })
  t.ok((draw.body.terms as string[]).length >= 4, 'terms')
  t.equal((await get('/events/spring-clean-bonus')).status, 200, 'an ended event still has its page')
  t.same(await get('/events/no-such-event'), {
    status: 404,
    body: { code: 'EVENT_NOT_FOUND', message: 'No event no-such-event' },
  })
  t.equal((await get('/events/new-year-treats')).status, 404, 'a skinny event is not an event page')
  t.equal((await get('/events/Not_Valid')).status, 400, 'an id out of pattern')
})

t.test('GET /homepage/pod/skinnyevent/{id}: the pod event only', async (t) => {
  const pod = await get('/homepage/pod/skinnyevent/new-year-treats')
  t.equal(pod.status, 200)
  t.match(pod.body, { kind: 'skinny', title: 'New year treats' })
  t.equal((await get('/homepage/pod/skinnyevent/summer-prize-draw')).status, 404)
})

t.test("GET /year-in-review/{year}/{id}: the caller's own only", async (t) => {
  if (!ALEX_REVIEW || !SAM_REVIEW) throw new Error('sandbox reviews missing')
  t.equal(DEMO.card, '10000000001', 'signed in as Alex')
  const own = await get(`/year-in-review/2025/${ALEX_REVIEW.id}`, bearer)
  t.equal(own.status, 200)
  t.same(own.body, {
    id: ALEX_REVIEW.id,
    year: 2025,
    pointsCollected: ALEX_REVIEW.points_collected,
    pointsSpent: ALEX_REVIEW.points_spent,
    offersSaved: ALEX_REVIEW.offers_saved,
    shoppingTrips: ALEX_REVIEW.shopping_trips,
    topPartner: ALEX_REVIEW.top_partner,
    busiestMonth: ALEX_REVIEW.busiest_month,
  })
  const others = await get(`/year-in-review/2025/${SAM_REVIEW.id}`, bearer)
  t.equal(others.status, 404, "another collector's id is not found")
  t.notMatch(JSON.stringify(others.body), /Esso|4115/, 'and carries none of their data')
  t.equal((await get(`/year-in-review/2024/${ALEX_REVIEW.id}`, bearer)).status, 404, 'another year')
  t.equal((await get(`/year-in-review/2025/${ALEX_REVIEW.id}`)).status, 401, 'no token')
})
