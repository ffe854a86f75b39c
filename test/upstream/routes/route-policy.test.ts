/**
 * Who may call each upstream route, by route config and denied by default: a route without
 * `config.callers`, or with a value the policy does not know, stops the upstream at start-up naming
 * the route; a collector route without a valid bearer token answers 401 before its handler runs.
 */
import Fastify from 'fastify'
import t, { type Test } from 'tap'
import routePolicy from '../../../server/upstream/routing/route-policy.ts'
import { buildUpstream } from '../../../server/upstream/server.ts'
import { buildTestUpstream, testConfig } from '../helpers/upstream.ts'

const MESSAGE =
  "config.callers must be one of 'anonymous', 'collector', 'hotels-partner', 'local-only', 'oidc-provider'"

const ready = async (app: { ready(): PromiseLike<unknown> }) => {
  await app.ready()
}

async function policyApp(t: Test, appEnv = 'local') {
  const app = Fastify()
  t.teardown(() => app.close())
  await app.register(routePolicy, { appEnv })
  return app
}

t.test('a route that declares no callers stops the start-up, naming it', async (t) => {
  const app = await policyApp(t)
  app.register(async (instance) => {
    instance.get('/vouchers/forgotten', async () => ({}))
  })
  await t.rejects(ready(app), { message: `route GET /vouchers/forgotten declares no callers: ${MESSAGE}` })
})

t.test('callers the policy does not know stop the start-up, naming the route and the value', async (t) => {
  const app = await policyApp(t)
  app.register(async (instance) => {
    // A plausible slip: "internal" is not a value; it must not fall back to anonymous.
    instance.post('/feedback', { config: { callers: 'internal' as never } }, async () => ({}))
  })
  await t.rejects(ready(app), { message: `route POST /feedback: ${MESSAGE}, got "internal"` })
})

t.test('a local-only route outside APP_ENV=local stops the start-up', async (t) => {
  const app = await policyApp(t, 'prod')
  app.register(async (instance) => {
    instance.get('/dev/tool', { config: { callers: 'local-only' } }, async () => ({}))
  })
  await t.rejects(ready(app), { message: 'route GET /dev/tool is local-only, but APP_ENV is prod' })
})

t.test('the real upstream refuses a route without callers too', async (t) => {
  const upstream = await buildUpstream(testConfig(t), { seed: false })
  t.teardown(() => upstream.close())
  const addRoute = async () => {
    upstream.get('/test/no-callers', async () => ({}))
    await upstream.ready()
  }
  await t.rejects(addRoute, { message: `route GET /test/no-callers declares no callers: ${MESSAGE}` })
})

t.test('a collector route answers 401 with www-authenticate without a valid bearer token', async (t) => {
  const app = await buildTestUpstream(t, {}, { seed: false })
  for (const authorization of [undefined, 'Bearer not-a-token', 'Basic YTpi']) {
    const response = await app.inject({
      method: 'GET',
      url: '/balance',
      headers: authorization === undefined ? {} : { authorization },
    })
    t.equal(response.statusCode, 401, String(authorization))
    t.equal(response.headers['www-authenticate'], 'Bearer error="invalid_token"')
    t.same(response.json(), { code: 'UNAUTHORISED', message: 'Unauthorised' })
  }
})

t.test('the hotels preload answers 401 without a genuine hotels session token', async (t) => {
  const app = await buildTestUpstream(t, {}, { seed: false })
  for (const token of [undefined, 'forged.1.abc']) {
    const response = await app.inject({
      method: 'GET',
      url: '/hotels/session',
      headers: token === undefined ? {} : { 'x-hotels-session-token': token },
    })
    t.equal(response.statusCode, 401)
    t.equal(response.headers['www-authenticate'], undefined)
    t.same(response.json(), { code: 'HOTELS_SESSION_INVALID', message: 'Hotels session not recognised' })
  }
  const genuine = app.hotels.issue('collector-1')
  const response = await app.inject({
    method: 'GET',
    url: '/hotels/session',
    headers: { 'x-hotels-session-token': genuine },
  })
  t.equal(response.statusCode, 204)
})

t.test('an anonymous route has no caller: reading it is a programming error, answered 500', async (t) => {
  const app = await policyApp(t)
  app.get('/open', { config: { callers: 'anonymous' } }, async (request) => request.caller)
  const response = await app.inject('/open')
  t.equal(response.statusCode, 500)
})
