/**
 * RL-1: a route that opts in with `config.rateLimit` answers 429 with Retry-After on the request
 * after its budget; the not-found handler is limited too; a misspelt option stops startup; the
 * per-identifier limit counts across client addresses.
 */
import t from 'tap'
import { buildTestGateway, sameOriginHeaders } from '../../helpers/gateway.ts'
import { LIMITED_MAX, testRoutes } from './helpers.ts'

const LIMITED_429 = { code: 'RATE_LIMITED', message: 'Too many requests, please try again in 1 minute' }

t.test('max + 1 requests: 429 with retry-after', async (t) => {
  const app = await buildTestGateway(t, {}, { register: testRoutes })
  for (let i = 1; i <= LIMITED_MAX; i++) {
    const response = await app.inject({ method: 'GET', url: '/api/test/limited' })
    t.equal(response.statusCode, 200, `request ${i}`)
    t.equal(response.headers['x-ratelimit-remaining'], String(LIMITED_MAX - i))
  }
  const over = await app.inject({ method: 'GET', url: '/api/test/limited' })
  t.equal(over.statusCode, 429)
  t.equal(over.headers['retry-after'], '60')
  t.same(over.json(), LIMITED_429)
  t.equal(over.headers['cache-control'], 'no-store', 'the 429 still carries the API headers')
})

t.test('a not-found flood is limited', async (t) => {
  const app = await buildTestGateway(t)
  let status = 404
  let count = 0
  while (status === 404 && count < 1000) {
    count += 1
    status = (await app.inject({ method: 'GET', url: `/api/nowhere-${count}` })).statusCode
  }
  t.equal(status, 429, `the flood met a 429 after ${count - 1} not-found answers`)
  t.ok(count <= 101, 'within a hundred requests')
})

t.test('an unknown rateLimit option stops startup', async (t) => {
  await t.rejects(
    buildTestGateway(
      t,
      {},
      {
        register: (fastify) => {
          const config = { rateLimit: { max: 1, timewindow: 1000 } } as never
          fastify.get('/api/test/misspelt', { config }, async () => ({}))
        },
      },
    ),
    { message: 'unknown rateLimit option timewindow on /api/test/misspelt' },
  )
})

t.test('a per-identifier limit counts one identifier across client addresses', async (t) => {
  const app = await buildTestGateway(
    t,
    {},
    {
      register: (fastify) => {
        const limitEmail = fastify.createIdentifierLimit({ name: 'sign-in', max: 2, timeWindow: 60_000 })
        fastify.post('/api/test/sign-in', async (request, reply) => {
          await limitEmail(request, reply, (request.body as { email: string }).email)
          return { tried: true }
        })
      },
    },
  )
  const attempt = (email: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/test/sign-in',
      headers: sameOriginHeaders(app.config),
      payload: { email },
      remoteAddress,
    })
  t.equal((await attempt('ada@example.com', '198.51.100.1')).statusCode, 200)
  t.equal(
    (await attempt('ADA@example.com ', '198.51.100.2')).statusCode,
    200,
    'same identifier, other address',
  )
  const over = await attempt('ada@example.com', '198.51.100.3')
  t.equal(over.statusCode, 429)
  t.equal(over.headers['retry-after'], '60')
  t.same(over.json(), { code: 'RATE_LIMITED', message: 'Too many requests, please try again in 60 seconds' })
  t.equal(
    (await attempt('grace@example.com', '198.51.100.3')).statusCode,
    200,
    'another identifier is not limited',
  )
})
