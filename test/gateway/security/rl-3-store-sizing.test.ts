/**
 * RL-3: the in-memory store holds more keys than a flood of 6000 distinct addresses, so the
 * flood cannot evict a victim's counter and reset its limit. A control run shows that the
 * library's default size (5000) would have been evicted by the same flood.
 */
import rateLimit from '@fastify/rate-limit'
import Fastify from 'fastify'
import t from 'tap'
import { RATE_LIMIT_CACHE_SIZE } from '../../../server/gateway/plugins/external/rate-limit.ts'
import { buildTestGateway } from '../../helpers/gateway.ts'
import { LIMITED_MAX, testRoutes } from './helpers.ts'

const FLOOD = 6000
const VICTIM = '198.51.100.77'

/** Spends the victim's budget, floods with distinct addresses, then tries the victim again. */
async function victimAfterFlood(inject: (remoteAddress: string) => Promise<number>) {
  for (let i = 0; i < LIMITED_MAX; i++) await inject(VICTIM)
  for (let i = 0; i < FLOOD; i++) await inject(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`)
  return inject(VICTIM)
}

t.test('the gateway keeps the victim limited after the flood', async (t) => {
  t.ok(RATE_LIMIT_CACHE_SIZE > FLOOD, 'the store is sized above the flood')
  const app = await buildTestGateway(t, {}, { register: testRoutes })
  const status = await victimAfterFlood(
    async (remoteAddress) =>
      (await app.inject({ method: 'GET', url: '/api/test/limited', remoteAddress })).statusCode,
  )
  t.equal(status, 429)
})

t.test('control: the library default would forget the victim', async (t) => {
  const app = Fastify()
  await app.register(rateLimit, { global: false })
  app.get('/limited', { config: { rateLimit: { max: LIMITED_MAX, timeWindow: 60_000 } } }, async () => ({}))
  t.teardown(() => app.close())
  const status = await victimAfterFlood(
    async (remoteAddress) => (await app.inject({ method: 'GET', url: '/limited', remoteAddress })).statusCode,
  )
  t.equal(status, 200, 'evicted: the flood reset the limit')
})
