/**
 * The end-session hop store: a ticket gives its URL once, within its minute, and a made-up ticket
 * nothing; in memory, and in Redis (the store every replica shares), with a key prefix of this
 * run's own, removed afterwards.
 */
import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import t, { type Test } from 'tap'
import {
  createLogoutHops,
  LOGOUT_HOP_TTL_SECONDS,
} from '../../../server/gateway/plugins/app/identity/logout-hops.ts'
import { createSingleUseStore } from '../../../server/gateway/plugins/app/single-use-store.ts'
import { REDIS_TEST_URL, redisAvailable, requireService } from '../../helpers/services.ts'

const silent = { warn() {} } as never
const URL_WITH_HINT = 'https://www.loyalty.test/oidc/session/end?id_token_hint=eyJhbGciOi.eyJzdWIi.sig'

async function behavesOnce(
  t: Test,
  hops: ReturnType<typeof createLogoutHops>,
  advance?: (ms: number) => void,
) {
  const ticket = await hops.keep(URL_WITH_HINT)
  t.match(ticket, /^[\w-]{43}$/, 'a random 32-byte ticket')
  t.notMatch(ticket, /eyJ/)
  t.equal(await hops.take(ticket ?? ''), URL_WITH_HINT, 'the first visit gets the URL')
  t.equal(await hops.take(ticket ?? ''), undefined, 'a second visit gets nothing')
  t.equal(await hops.take('made-up'), undefined, 'a made-up ticket gets nothing')
  if (!advance) return
  const late = await hops.keep(URL_WITH_HINT)
  advance(LOGOUT_HOP_TTL_SECONDS * 1000)
  t.equal(await hops.take(late ?? ''), undefined, 'an expired ticket gets nothing')
}

t.test('in memory', async (t) => {
  let clock = 1_000_000
  const now = () => clock
  const singleUse = createSingleUseStore({ redis: undefined, log: silent, now })
  const hops = createLogoutHops({ redis: undefined, claimOnce: singleUse.claim, now })
  t.teardown(() => {
    hops.close()
    singleUse.close()
  })
  await behavesOnce(t, hops, (ms) => {
    clock += ms
  })
})

t.test('in Redis', async (t) => {
  if (!requireService(t, 'Redis', await redisAvailable())) return
  const prefix = `test-logout-hops-${process.pid}-${randomBytes(4).toString('hex')}:`
  const redis = new Redis(REDIS_TEST_URL, { keyPrefix: prefix })
  const cleaner = new Redis(REDIS_TEST_URL)
  t.teardown(async () => {
    const keys = await cleaner.keys(`${prefix}*`)
    if (keys.length > 0) await cleaner.del(...keys)
    await redis.quit()
    await cleaner.quit()
  })
  const singleUse = createSingleUseStore({ redis, log: silent })
  const hops = createLogoutHops({ redis, claimOnce: singleUse.claim })
  await behavesOnce(t, hops)
  const ticket = await hops.keep(URL_WITH_HINT)
  const [key] = await cleaner.keys(`${prefix}logout-hop:*`)
  const ttl = await cleaner.ttl(key ?? '')
  t.ok(ttl > 0 && ttl <= LOGOUT_HOP_TTL_SECONDS, `kept for at most a minute (${ttl} s)`)
  t.equal(await hops.take(ticket ?? ''), URL_WITH_HINT)
})
