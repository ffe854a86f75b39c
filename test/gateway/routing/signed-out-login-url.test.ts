/**
 * Every signed-in route answers a caller without a session 401 `UNAUTHORISED` with the login URL,
 * including the routes whose declaration lists 401 with the generic error body (the offers, for one),
 * whose serialiser once dropped the loginUrl.
 */
import t from 'tap'
import { buildTestGateway, sameOriginHeaders } from '../../helpers/gateway.ts'

const PUBLIC_ORIGIN = 'https://www.loyalty.test'
const gateway = await buildTestGateway(t, { PUBLIC_ORIGIN })
const signedIn = gateway.routeInventory.filter(
  (entry) => entry.config.access === 'session' && entry.method !== 'HEAD',
)

t.ok(signedIn.length > 50, `${signedIn.length} signed-in routes`)
for (const { method, url } of signedIn) {
  const response = await gateway.inject({
    method: method as 'GET',
    url: url.replace(/:[A-Za-z]+/g, 'x1'),
    headers: sameOriginHeaders({ PUBLIC_ORIGIN }),
  })
  t.equal(response.statusCode, 401, `${method} ${url}`)
  t.same(
    response.json(),
    { code: 'UNAUTHORISED', message: 'Please log in to continue', loginUrl: '/id/start/enter-card-number' },
    `${method} ${url}: with the login URL`,
  )
}
