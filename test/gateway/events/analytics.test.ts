/**
 * POST /api/events with `page-view` and `analytics` events: logged at info only with the analytics
 * consent cookie (group 2), a page view under its route pattern (never the ids or tokens of its
 * path), an analytics event's detail with card numbers and e-mail addresses masked; without
 * consent 403 and nothing logged; malformed bodies 400; 60 a minute per client.
 */
import t from 'tap'
import { buildTestGateway, sameOriginHeaders } from '../../helpers/gateway.ts'
import { PUBLIC_ORIGIN, startStand } from '../../upstream/oidc/helper.ts'

type LogLine = {
  level: number
  msg: string
  event?: string
  pageName?: string
  route?: string
  name?: string
  detail?: string
}

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
const clientEvents = () =>
  lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.msg === 'client event')

const CONSENTED = { cookie: 'cookie-consent=groups%3D2%2C4' }
const send = (payload: unknown, headers: Record<string, string> = CONSENTED, remoteAddress = '127.0.0.1') =>
  gateway.inject({
    method: 'POST',
    url: '/api/events',
    headers: { ...headers, ...sameOriginHeaders({ PUBLIC_ORIGIN }) },
    payload: payload as object,
    remoteAddress,
  })

t.test('a page view with consent is logged at info under its page name and route pattern', async (t) => {
  const before = clientEvents().length
  const response = await send({ type: 'page-view', pageName: 'New Offers', path: '/my-offers' })
  t.equal(response.statusCode, 204)
  const logged = clientEvents().slice(before)
  t.equal(logged.length, 1)
  t.match(logged[0], { level: 30, event: 'page-view', pageName: 'New Offers', route: '/my-offers' })
})

t.test("a page view's path is logged as its pattern: no year-in-review id or token in the log", async (t) => {
  const id = '8752126d-251c-4d19-9330-7d0b2d351c3a'
  const before = clientEvents().length
  t.equal(
    (await send({ type: 'page-view', pageName: 'Year In Review', path: `/dataplayback/2025/${id}` }))
      .statusCode,
    204,
  )
  t.equal(
    (
      await send({
        type: 'page-view',
        pageName: 'Your temporary card',
        path: '/temp-card/your-card/abc123secret',
      })
    ).statusCode,
    204,
  )
  t.same(
    clientEvents()
      .slice(before)
      .map((line) => line.route),
    ['/dataplayback/:year/:yirId', '/temp-card/your-card/:token'],
  )
  t.notOk(
    lines.some((line) => line.includes(id) || line.includes('abc123secret')),
    'neither in any line',
  )
})

t.test('an analytics event is logged with its detail masked', async (t) => {
  const before = clientEvents().length
  const detail = 'How do I add card 9826300010000000001 for alex.taylor@example.com?'
  t.equal((await send({ type: 'analytics', name: 'FAQ Question click', detail })).statusCode, 204)
  const [line] = clientEvents().slice(before)
  t.match(line, { event: 'analytics', name: 'FAQ Question click' })
  t.equal(line?.detail, 'How do I add card ***************0001 for [email]')
  t.notOk(lines.some((l) => l.includes('alex.taylor@example.com') || l.includes('9826300010000000001')))
})

t.test('without analytics consent: 403 NO_ANALYTICS_CONSENT, nothing logged', async (t) => {
  const before = clientEvents().length
  const noCookie = await send({ type: 'page-view', pageName: 'Help', path: '/help' }, {})
  t.equal(noCookie.statusCode, 403)
  t.equal(noCookie.json().code, 'NO_ANALYTICS_CONSENT')
  const marketingOnly = await send(
    { type: 'analytics', name: 'FAQ Title click', detail: 'Cards' },
    { cookie: 'cookie-consent=groups%3D3%2C4' },
  )
  t.equal(marketingOnly.statusCode, 403, 'functional and marketing only')
  const garbled = await send(
    { type: 'page-view', pageName: 'Help', path: '/help' },
    { cookie: 'cookie-consent=groups%3D22' },
  )
  t.equal(garbled.statusCode, 403, 'group 22 is not group 2')
  t.equal(clientEvents().length, before)
})

t.test('malformed page views and analytics events are refused with 400', async (t) => {
  const before = clientEvents().length
  const invalid: Array<[string, unknown]> = [
    ['a path with a query', { type: 'page-view', pageName: 'Help', path: '/help?email=a@b.c' }],
    ['a path with a fragment', { type: 'page-view', pageName: 'Help', path: '/help#x' }],
    ['a relative path', { type: 'page-view', pageName: 'Help', path: 'help' }],
    ['an absolute URL', { type: 'page-view', pageName: 'Help', path: 'https://evil.example/' }],
    ['a page name with markup', { type: 'page-view', pageName: '<script>', path: '/help' }],
    ['no page name', { type: 'page-view', path: '/help' }],
    ['an analytics event without a name', { type: 'analytics', detail: 'x' }],
    ['a detail of 201 characters', { type: 'analytics', name: 'FAQ Title click', detail: 'x'.repeat(201) }],
  ]
  for (const [name, body] of invalid) t.equal((await send(body)).statusCode, 400, name)
  t.equal(clientEvents().length, before)
})

t.test('a field the event does not declare is dropped, never logged', async (t) => {
  const body = { type: 'page-view', pageName: 'Help', path: '/help', email: 'sam.patel@example.com' }
  t.equal((await send(body)).statusCode, 204)
  t.notOk(lines.some((line) => line.includes('sam.patel@example.com')))
})

t.test('rate limit: 60 page views a minute per client', async (t) => {
  const statuses: number[] = []
  for (let i = 0; i < 61; i += 1)
    statuses.push(
      (await send({ type: 'page-view', pageName: 'Help', path: '/help' }, CONSENTED, '192.0.2.20'))
        .statusCode,
    )
  t.same(statuses.slice(0, 60), Array(60).fill(204))
  t.equal(statuses[60], 429, 'the 61st: 429')
})
