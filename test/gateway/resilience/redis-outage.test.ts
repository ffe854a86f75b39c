/**
 * The gateway's policy for a Redis outage (docs/operations.md), against a real Redis stopped and
 * started inside the test: a signed-in collector's limited routes count in memory, every other
 * limit and single-use record fails closed with 503 DEPENDENCY_UNAVAILABLE at once, revocation
 * checks rely on this replica's record for REDIS_FALLBACK_SECONDS, the state is exported, and the
 * first call after Redis returns works.
 */
import { Writable } from 'node:stream'
import { Redis } from 'ioredis'
import t from 'tap'
import { DEPENDENCY_UNAVAILABLE_MESSAGE } from '../../../server/gateway/dependencies/dependency-unavailable.ts'
import { buildTestGateway, sameOriginHeaders } from '../../helpers/gateway.ts'
import { requireService } from '../../helpers/services.ts'
import { redisServerInstalled, throwawayRedis } from '../../helpers/throwaway-redis.ts'

const LIMIT = { max: 100, timeWindow: 60_000 }

t.test(
  'a Redis outage under a running gateway',
  { skip: !requireService(t, 'Redis', redisServerInstalled()) },
  async (t) => {
    const redisServer = await throwawayRedis(t)
    const lines: Array<{ level: number; msg: string; use?: string }> = []
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)))
        done()
      },
    })
    const gateway = await buildTestGateway(
      t,
      { REDIS_URL: redisServer.url, REDIS_FALLBACK_SECONDS: '60', METRICS_PORT: '0' },
      {
        logStream,
        register(instance) {
          // A signed-in collector's limited route (the session check itself is not the point here).
          instance.get(
            '/api/test/collector-read',
            { config: { access: 'session', rateLimit: LIMIT } },
            async () => ({
              ok: true,
            }),
          )
          // A guessable public step.
          instance.post('/api/test/guessable', { config: { rateLimit: LIMIT } }, async () => ({ ok: true }))
          instance.post('/api/test/claim', async () => ({
            claimed: await instance.singleUse.claim('once', 60),
          }))
        },
      },
    )
    const headers = sameOriginHeaders(gateway.config)
    const collectorRead = () => gateway.inject({ method: 'GET', url: '/api/test/collector-read', headers })
    const guessable = () => gateway.inject({ method: 'POST', url: '/api/test/guessable', headers })
    const claim = () => gateway.inject({ method: 'POST', url: '/api/test/claim', headers })
    const state = gateway.redisState
    if (!state) throw new Error('the gateway has no Redis state')

    t.equal((await guessable()).statusCode, 200, 'the guessable step answers while Redis is up')
    t.equal((await collectorRead()).statusCode, 401, 'the collector route reaches its session check')
    const revocation = gateway.sessionRevocation

    await redisServer.stop()
    await new Promise((resolve) => setImmediate(resolve))
    const refused = await guessable()
    t.equal(refused.statusCode, 503, 'a guessable step fails closed')
    t.same(refused.json(), { code: 'DEPENDENCY_UNAVAILABLE', message: DEPENDENCY_UNAVAILABLE_MESSAGE })
    t.equal(
      (await claim()).statusCode,
      503,
      'a single-use record cannot be claimed, so nothing is used twice',
    )
    t.equal(
      (await collectorRead()).statusCode,
      401,
      "the signed-in collector's limit counts in memory: the request goes on to its session check",
    )
    t.equal(state.up, false, 'the replica knows Redis is down')
    t.ok(
      lines.some((line) => line.msg.startsWith('redis unavailable')),
      'the outage is logged once, in words an operator can act on',
    )

    // Revocation: what this replica revoked during the outage is refused here, and checks go on.
    await revocation.revoke('sid-during-outage')
    t.equal(
      await revocation.revocationOf({ sid: 'sid-during-outage', iat: 0 }),
      'ended',
      'a logout during the outage is refused on this replica',
    )
    t.equal(
      await revocation.revocationOf({ sid: 'another', iat: 0 }),
      undefined,
      'other sessions keep working',
    )
    t.ok(
      lines.some((line) => line.msg === 'answering without redis' && line.use === 'session-revocation'),
      'the degraded revocation check is logged',
    )

    await redisServer.start()
    await new Promise<void>((resolve) => (state.up ? resolve() : state.onChange((up) => up && resolve())))
    t.equal((await guessable()).statusCode, 200, 'the first guessable step after Redis returns works')
    t.same((await claim()).json(), { claimed: true }, 'single-use records work again')
    t.equal(
      await revocation.revocationOf({ sid: 'sid-during-outage', iat: 0 }),
      'ended',
      "the outage's revocation is still refused once Redis is back",
    )
    t.ok(
      lines.some((line) => line.msg === 'redis available again'),
      'the recovery is logged',
    )
  },
)

t.test(
  'past REDIS_FALLBACK_SECONDS, revocation checks are refused',
  { skip: !redisServerInstalled() },
  async (t) => {
    const redisServer = await throwawayRedis(t)
    let now = Date.now()
    const gateway = await buildTestGateway(
      t,
      { REDIS_URL: redisServer.url, REDIS_FALLBACK_SECONDS: '60', METRICS_PORT: '0' },
      {},
    )
    const { sessionRevocation, redisState } = gateway
    await redisServer.stop()
    await t.resolves(
      sessionRevocation.revocationOf({ sid: 'x', iat: 0 }),
      'inside the window the check answers',
    )
    // The state's clock is the real one: wait until it has been down for over a minute is not an
    // option in a test, so the state is told it went down long ago.
    now -= 61_000
    Object.defineProperty(redisState, 'downForMs', { get: () => Date.now() - now })
    await t.rejects(
      sessionRevocation.revocationOf({ sid: 'x', iat: 0 }),
      { statusCode: 503, code: 'DEPENDENCY_UNAVAILABLE' },
      'after the window the check is refused',
    )
  },
)

t.test(
  'a command that gets no answer on an open connection: down, then up again once Redis answers',
  { skip: !redisServerInstalled() },
  async (t) => {
    const redisServer = await throwawayRedis(t)
    const gateway = await buildTestGateway(
      t,
      { REDIS_URL: redisServer.url, REDIS_BUDGET_MS: '200', METRICS_PORT: '0' },
      {
        register(instance) {
          instance.post('/api/test/claim', async () => ({
            claimed: await instance.singleUse.claim(`once-${Math.random()}`, 60),
          }))
        },
      },
    )
    const state = gateway.redisState
    if (!state) throw new Error('the gateway has no Redis state')
    const headers = sameOriginHeaders(gateway.config)
    const claim = () => gateway.inject({ method: 'POST', url: '/api/test/claim', headers })
    t.same((await claim()).json(), { claimed: true }, 'claims work while Redis answers')

    // Redis stalls (as on a busy machine): it keeps the connection and answers nothing for 2 s.
    const operator = new Redis(redisServer.url)
    t.teardown(() => operator.quit())
    await operator.call('CLIENT', 'PAUSE', '2000', 'ALL')
    t.equal((await claim()).statusCode, 503, 'a claim that gets no answer within the budget fails closed')
    t.equal(state.up, false, 'the replica counts Redis down')
    t.equal(gateway.redis?.status, 'ready', 'its connection stayed open')

    await new Promise<void>((resolve) => (state.up ? resolve() : state.onChange((up) => up && resolve())))
    t.same(
      (await claim()).json(),
      { claimed: true },
      'once Redis answers again, claims work: no reconnection was needed',
    )
  },
)
