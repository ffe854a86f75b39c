/**
 * `fastify.singleUse.claim(key, ttlSeconds)`: true only for the first claim of a key within its
 * lifetime (captcha solutions, login states). Redis `SET NX EX` when REDIS_URL is set, so every
 * replica agrees; otherwise a bounded in-memory map.
 * @see https://redis.io/docs/latest/commands/set/
 */
import { createHash } from 'node:crypto'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import type { DependencyState } from '../../dependencies/dependency-state.ts'
import { dependencyUnavailable } from '../../dependencies/dependency-unavailable.ts'
import { ExpiringKeys } from './expiring-keys.ts'

export type SingleUseStoreOptions = {
  redis: Redis | undefined
  redisState?: DependencyState | undefined
  log: FastifyBaseLogger
  now?: () => number
  maxEntries?: number
}

/** Far above the expected claims per TTL window; a proof-of-work captcha makes each one costly. */
const MAX_MEMORY_ENTRIES = 100_000
const PRUNE_INTERVAL_MS = 60_000

export function createSingleUseStore({
  redis,
  redisState,
  log,
  now = Date.now,
  maxEntries = MAX_MEMORY_ENTRIES,
}: SingleUseStoreOptions) {
  const memory = new ExpiringKeys({ maxEntries, now })
  const stopPruning = redis ? () => {} : memory.startPruning(PRUNE_INTERVAL_MS)

  return {
    async claim(key: string, ttlSeconds: number): Promise<boolean> {
      if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1) {
        throw new RangeError(`ttlSeconds must be a positive integer, got ${ttlSeconds}`)
      }
      // Hashed: keys may be long (a captcha payload) and must not be readable in Redis.
      const id = `single-use:${createHash('sha256').update(key).digest('base64url')}`
      if (redis) {
        // Fails closed: a solution or login state that could be used twice must not be accepted.
        if (redisState?.up === false) throw dependencyUnavailable('redis')
        try {
          return (await redis.set(id, '1', 'EX', ttlSeconds, 'NX')) === 'OK'
        } catch (error) {
          redisState?.failed()
          throw dependencyUnavailable('redis', error)
        }
      }
      const claimed = memory.set(id, '1', ttlSeconds, true)
      if (!claimed && memory.size >= maxEntries)
        log.warn({ maxEntries }, 'single-use store full: claim refused')
      return claimed
    },
    close: stopPruning,
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    singleUse: ReturnType<typeof createSingleUseStore>
  }
}

type SingleUsePluginOptions = { now?: () => number; maxEntries?: number }

export default fp(
  async (fastify: FastifyInstance, opts: SingleUsePluginOptions) => {
    const store = createSingleUseStore({
      redis: fastify.redis,
      redisState: fastify.redisState,
      log: fastify.log,
      ...opts,
    })
    fastify.decorate('singleUse', store)
    fastify.addHook('onClose', async () => store.close())
  },
  { name: 'single-use-store', dependencies: ['redis'] },
)
