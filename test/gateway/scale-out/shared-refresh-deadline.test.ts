/**
 * A replica waiting on another's token refresh (shared-refresh.ts) waits no longer than its own
 * request's deadline: the lock outlives that deadline (in case the refreshing replica stopped), so
 * without this check the collector would wait on the lock. Real Redis; two single-flight clients
 * with the same session key stand for two replicas.
 */
import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { Redis } from 'ioredis'
import t from 'tap'
import { createSharedRefresh } from '../../../server/gateway/plugins/app/session/shared-refresh.ts'
import { withDeadline } from '../../../server/gateway/plugins/app/upstream/request-deadline.ts'
import { REDIS_TEST_URL, redisAvailable, requireService } from '../../helpers/services.ts'

const TOKENS = { access: 'access-2', refresh: 'refresh-2', expiresAt: 0 }

if (requireService(t, 'Redis', await redisAvailable())) {
  const redis = new Redis(REDIS_TEST_URL)
  t.teardown(() => redis.quit())
  const secret = randomBytes(32)
  const replica = () => createSharedRefresh({ redis, secret, lockMs: 60_000, pollMs: 10 })
  const [refreshing, waiting] = [replica(), replica()]
  const neverCalled = async () => {
    throw new Error('the waiting replica must not refresh')
  }
  /** The first replica refreshes `id`, taking `ms`; resolves once it holds the lock. */
  async function refreshElsewhere(ms: number) {
    const id = randomBytes(8).toString('hex')
    const done = refreshing.run(id, () => sleep(ms).then(() => TOKENS))
    while (!(await redis.exists(`refresh-lock:${id}`))) await sleep(5)
    return { id, done }
  }

  t.test('the request deadline passes while another replica refreshes: a timeout', async (t) => {
    const { id, done } = await refreshElsewhere(1_000)
    const started = performance.now()
    await t.rejects(
      withDeadline(started + 150, () => waiting.run(id, neverCalled)),
      { name: 'TimeoutError' },
      'the waiter gives up at its deadline',
    )
    t.equal(await redis.exists(`refresh-lock:${id}`), 1, 'the other replica was still refreshing')
    t.same(await done, TOKENS, 'which ends as it would have')
  })

  t.test('with time left, the waiter takes the other replica’s tokens', async (t) => {
    const { id, done } = await refreshElsewhere(200)
    t.same(await withDeadline(performance.now() + 5_000, () => waiting.run(id, neverCalled)), TOKENS)
    await done
  })

  t.test('outside a request there is no deadline: the waiter waits for the outcome', async (t) => {
    const { id, done } = await refreshElsewhere(400)
    t.same(await waiting.run(id, neverCalled), TOKENS)
    await done
  })
}
