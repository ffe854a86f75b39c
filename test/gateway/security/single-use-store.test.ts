/**
 * The single-use store in memory: the first claim of a key wins until its lifetime ends; the map
 * is bounded and refuses (fails closed) when full; lifetimes must be whole positive seconds.
 */
import pino from 'pino'
import t from 'tap'
import { createSingleUseStore } from '../../../server/gateway/plugins/app/single-use-store.ts'
import { captureLogs } from './helpers.ts'

t.test('a key is claimed once within its lifetime', async (t) => {
  const clock = { now: 1_000_000 }
  const store = createSingleUseStore({
    redis: undefined,
    log: pino({ level: 'silent' }),
    now: () => clock.now,
  })
  t.teardown(store.close)
  t.equal(await store.claim('solution-1', 300), true)
  t.equal(await store.claim('solution-1', 300), false, 'the replay is refused')
  t.equal(await store.claim('solution-2', 300), true, 'another key is independent')
  clock.now += 299_999
  t.equal(await store.claim('solution-1', 300), false, 'still refused just before expiry')
  clock.now += 1
  t.equal(await store.claim('solution-1', 300), true, 'claimable again once expired')
})

t.test('a full store refuses new keys and says so', async (t) => {
  const clock = { now: 0 }
  const logs = captureLogs()
  const log = pino({ level: 'info' }, logs.stream)
  const store = createSingleUseStore({ redis: undefined, log, now: () => clock.now, maxEntries: 2 })
  t.teardown(store.close)
  t.equal(await store.claim('a', 10), true)
  t.equal(await store.claim('b', 10), true)
  t.equal(await store.claim('c', 10), false, 'full: refused rather than forgetting a claim')
  t.match(logs.records()[0], { level: 40, msg: 'single-use store full: claim refused', maxEntries: 2 })
  clock.now += 10_000
  t.equal(await store.claim('c', 10), true, 'expired entries are pruned to make room')
})

t.test('the lifetime must be whole positive seconds', async (t) => {
  const store = createSingleUseStore({ redis: undefined, log: pino({ level: 'silent' }) })
  t.teardown(store.close)
  for (const ttl of [0, -1, 1.5, Number.NaN]) {
    await t.rejects(store.claim('k', ttl), {
      name: 'RangeError',
      message: `ttlSeconds must be a positive integer, got ${ttl}`,
    })
  }
})
