/**
 * Access by route config, denied by default: a route without `config.access`, or with a value the
 * policy does not know, stops the gateway at start-up naming the route; a `session` route answers
 * 401 with the login URL before its body, captcha or handler is looked at.
 */
import Fastify, { type FastifySchema } from 'fastify'
import t from 'tap'
import { loadConfig } from '../../../config/env.ts'
import { SIGNED_OUT_MESSAGE } from '../../../server/gateway/plugins/app/session/session-auth.ts'
import routePolicy, { scopeAccess } from '../../../server/gateway/plugins/routing/route-policy.ts'
import { buildTestGateway, sameOriginHeaders } from '../../helpers/gateway.ts'
import { buildGateway } from '../../helpers/public-host.ts'
import { signIn, testRoutes } from '../security/helpers.ts'

const MESSAGE = "config.access must be 'public' or 'session'"

const ready = async (app: { ready(): PromiseLike<unknown> }) => {
  await app.ready()
}

t.test('a route that declares no access stops the start-up, naming it', async (t) => {
  const app = Fastify()
  t.teardown(() => app.close())
  await app.register(routePolicy)
  app.register(async (instance) => {
    instance.get('/api/forgotten', async () => ({}))
  })
  await t.rejects(ready(app), { message: `route GET /api/forgotten declares no access: ${MESSAGE}` })
})

t.test('an access the policy does not know stops the start-up, naming the route and the value', async (t) => {
  const app = Fastify()
  t.teardown(() => app.close())
  await app.register(routePolicy)
  app.register(async (instance) => {
    // A plausible slip: "private" is not a value; it must not fall back to public.
    instance.post('/api/things', { config: { access: 'private' as never } }, async () => ({}))
  })
  await t.rejects(ready(app), { message: `route POST /api/things: ${MESSAGE}, got "private"` })
})

t.test('the real gateway refuses a route without access too', async (t) => {
  const config = loadConfig({ UPSTREAM_PORT: '9', LOG_LEVEL: 'silent', DATA_DIR: t.testdir() })
  const app = await buildGateway(config, { clientDir: t.testdir() })
  t.teardown(() => app.close())
  const addRoute = async () => {
    app.get('/api/test/no-access', async () => ({}))
    await app.ready()
  }
  await t.rejects(addRoute, { message: `route GET /api/test/no-access declares no access: ${MESSAGE}` })
})

t.test("a plugin's scope may grant its routes an access; its siblings still need their own", async (t) => {
  const app = Fastify()
  t.teardown(() => app.close())
  await app.register(routePolicy)
  await app.register(async (scope) => {
    scopeAccess(scope, 'public')
    scope.get('/granted', async () => ({ ok: true }))
  })
  app.register(async (instance) => {
    instance.get('/outside', async () => ({}))
  })
  await t.rejects(ready(app), { message: `route GET /outside declares no access: ${MESSAGE}` })
})

t.test(
  'a session route without a session answers 401 with the login URL, before anything else',
  async (t) => {
    const app = await buildTestGateway(
      t,
      {},
      {
        register: (fastify) => {
          testRoutes(fastify)
          fastify.get('/api/test/mine', { config: { access: 'session' } }, async () => ({ mine: true }))
          fastify.post(
            '/api/test/mine',
            {
              config: { access: 'session', stateChanging: true, captcha: true },
              schema: { body: { type: 'object', required: ['name'] } },
            },
            async () => ({ saved: true }),
          )
        },
      },
    )
    const signedOut = {
      code: 'UNAUTHORISED',
      message: SIGNED_OUT_MESSAGE,
      loginUrl: '/id/start/enter-card-number',
    }

    const read = await app.inject({ url: '/api/test/mine' })
    t.equal(read.statusCode, 401)
    t.same(read.json(), signedOut)

    // No captcha solution and an invalid body: the missing session is still the answer.
    const write = await app.inject({
      method: 'POST',
      url: '/api/test/mine',
      headers: sameOriginHeaders(app.config),
      payload: {},
    })
    t.equal(write.statusCode, 401)
    t.same(write.json(), signedOut)

    const { cookie } = await signIn(app)
    const mine = await app.inject({ url: '/api/test/mine', headers: { cookie } })
    t.equal(mine.statusCode, 200)
    t.same(mine.json(), { mine: true })
  },
)

t.test('a session route without a 401 of its own gets one with the login URL in its schema', async (t) => {
  let schema: FastifySchema | undefined
  await buildTestGateway(
    t,
    {},
    {
      register: (fastify) => {
        // After the route policy's own onRoute hook (registered at the root, so it runs first).
        fastify.addHook('onRoute', (route) => {
          if (route.url === '/api/test/documented' && route.method === 'GET') schema = route.schema
        })
        fastify.get(
          '/api/test/documented',
          { config: { access: 'session' }, schema: { response: { 200: { type: 'object' } } } },
          async () => ({}),
        )
      },
    },
  )
  const answers = (schema?.response ?? {}) as Record<string, unknown>
  t.same(Object.keys(answers).sort(), ['200', '401'])
  t.match(JSON.stringify(answers['401']), 'loginUrl')
})

t.test('a session route needs session-auth at start-up', async (t) => {
  const app = Fastify()
  t.teardown(() => app.close())
  await app.register(routePolicy)
  app.register(async (instance) => {
    instance.get('/api/mine', { config: { access: 'session' } }, async () => ({}))
  })
  await t.rejects(ready(app), {
    message: 'routes GET /api/mine, HEAD /api/mine need a session, but session-auth is not registered',
  })
})
