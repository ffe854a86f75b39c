/**
 * OIDC-7 across replicas: two gateways sharing one Redis refresh a session's access token once,
 * whichever replica each request lands on, and a refusal ends the session on both. Real Redis
 * (a key prefix of this run's own, removed afterwards), the real gateways, the mock provider.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import t, { type Test } from 'tap'
import { sameOriginHeaders } from '../../helpers/gateway.ts'
import { REDIS_TEST_ENV, REDIS_TEST_URL, redisAvailable, requireService } from '../../helpers/services.ts'
import { buildGatewayForMockIdp, logIn, MOCK_PUBLIC_ORIGIN, startMockIdp } from '../login/mock-idp.ts'

const api = sameOriginHeaders({ PUBLIC_ORIGIN: MOCK_PUBLIC_ORIGIN })

async function tokenRoute(fastify: FastifyInstance) {
  fastify.get('/api/test/needs-token', { preHandler: fastify.requireSession }, async (request) => {
    await request.accessToken()
    return { ok: true }
  })
}

async function replicas(t: Test, prefix: string) {
  const idp = await startMockIdp(t)
  const env = { ...REDIS_TEST_ENV, REDIS_KEY_PREFIX: prefix }
  const [a, b] = await Promise.all([
    buildGatewayForMockIdp(t, idp, env, { register: tokenRoute }),
    buildGatewayForMockIdp(t, idp, env, { register: tokenRoute }),
  ])
  if (!a || !b) throw new Error('two gateways expected')
  idp.behaviour.expiresIn = 5
  const { cookie, done } = await logIn(a, idp)
  t.equal(done.headers.location, '/homepage', 'signed in on the first replica')
  // Every request waits on the provider: each replica sees the other's refresh in flight.
  idp.behaviour.delayMs = 200
  const calls = () =>
    Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? a : b).inject({
          method: 'GET',
          url: '/api/test/needs-token',
          headers: { ...api, cookie },
        }),
      ),
    )
  return { idp, calls }
}

if (requireService(t, 'Redis', await redisAvailable())) {
  const prefix = `test-refresh-${process.pid}-${randomBytes(4).toString('hex')}:`
  const redis = new Redis(REDIS_TEST_URL)
  t.teardown(async () => {
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length > 0) await redis.del(...keys)
    await redis.quit()
  })

  t.test('20 calls over two replicas with an expired access token: one refresh, 20 successes', async (t) => {
    const { idp, calls } = await replicas(t, prefix)
    const answers = await calls()
    t.same(
      answers.map((answer) => answer.statusCode),
      Array(20).fill(200),
    )
    t.equal(idp.calls('refresh_token').length, 1, 'exactly one refresh call')
  })

  t.test('a refused refresh ends the session on both replicas', async (t) => {
    const { idp, calls } = await replicas(t, prefix)
    idp.behaviour.error = 'invalid_grant'
    const answers = await calls()
    t.same(
      answers.map((answer) => answer.statusCode),
      Array(20).fill(401),
    )
    t.match(answers[1]?.json(), { code: 'UNAUTHORISED', loginUrl: '/id/start/enter-card-number' })
    t.equal(idp.calls('refresh_token').length, 1, 'the provider was asked once')
  })

  t.test('a provider that is down fails the calls on both replicas but keeps the session', async (t) => {
    const { idp, calls } = await replicas(t, prefix)
    idp.behaviour.error = 'temporarily_unavailable'
    idp.behaviour.errorStatus = 503
    const failed = await calls()
    t.ok(
      failed.every((answer) => answer.statusCode >= 500),
      'server errors, not sign-outs',
    )
    t.equal(idp.calls('refresh_token').length, 1, 'one attempt for all of them')
    idp.behaviour.error = undefined
    const recovered = await calls()
    t.same(
      recovered.map((answer) => answer.statusCode),
      Array(20).fill(200),
      'the same cookie works once the provider is back',
    )
    t.equal(idp.calls('refresh_token').length, 2)
  })

  t.test('the shared outcome holds no token in clear', async (t) => {
    const { calls } = await replicas(t, prefix)
    await calls()
    const keys = await redis.keys(`${prefix}refresh-outcome:*`)
    t.ok(keys.length > 0, 'the outcome is kept for the other replica')
    for (const key of keys) t.notMatch(String(await redis.get(key)), /access|refresh|Bearer/)
  })
}
