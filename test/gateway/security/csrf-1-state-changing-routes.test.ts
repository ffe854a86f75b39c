/**
 * CSRF-1: every route marked `config.stateChanging` uses an unsafe method, checked over the whole
 * route inventory, and a GET marked state-changing stops the gateway at startup.
 */
import t from 'tap'
import { buildTestGateway } from '../../helpers/gateway.ts'
import { testRoutes } from './helpers.ts'

t.test('no state-changing route answers a safe method', async (t) => {
  const app = await buildTestGateway(t, {}, { register: testRoutes })
  const stateChanging = app.routeInventory.filter((route) => route.config.stateChanging)
  t.ok(stateChanging.length >= 4, 'the inventory holds state-changing routes')
  for (const route of stateChanging) {
    t.notOk(['GET', 'HEAD', 'OPTIONS'].includes(route.method), `${route.method} ${route.url}`)
  }
  t.ok(
    app.routeInventory.some((route) => route.url === '/api/test/session' && route.method === 'GET'),
    'the inventory also lists safe routes',
  )
})

t.test('a GET marked state-changing is refused at startup', async (t) => {
  await t.rejects(
    buildTestGateway(
      t,
      {},
      {
        register: (fastify) => {
          fastify.get('/api/test/unsafe', { config: { stateChanging: true } }, async () => ({ done: true }))
        },
      },
    ),
    { message: 'state-changing route /api/test/unsafe must not answer GET' },
  )
})
