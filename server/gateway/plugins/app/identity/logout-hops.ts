/**
 * `fastify.logoutHops`: the provider's end-session URL (it carries the ID token as id_token_hint)
 * kept on the server for the one top-level navigation that goes there after logout. The browser
 * only ever holds a random ticket; the ticket works once, for a minute. Redis when REDIS_URL is
 * set, so that any replica can answer the hop; otherwise a bounded in-memory map.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import { ExpiringKeys } from '../expiring-keys.ts'

/** Long enough for the browser to follow the logout answer, short enough to be useless later. */
export const LOGOUT_HOP_TTL_SECONDS = 60
const MAX_MEMORY_ENTRIES = 10_000
const PRUNE_INTERVAL_MS = 60_000

export type LogoutHopsOptions = {
  redis: Redis | undefined
  claimOnce: (key: string, ttlSeconds: number) => Promise<boolean>
  now?: () => number
}

/** Hashed: the stored key never equals the ticket the browser holds. */
const keyOf = (ticket: string) => `logout-hop:${createHash('sha256').update(ticket).digest('base64url')}`

export function createLogoutHops({ redis, claimOnce, now = Date.now }: LogoutHopsOptions) {
  const memory = new ExpiringKeys({ maxEntries: MAX_MEMORY_ENTRIES, now })
  const stopPruning = redis ? () => {} : memory.startPruning(PRUNE_INTERVAL_MS)

  return {
    /** A ticket for `url`, or undefined when it could not be kept (the caller skips the hop). */
    async keep(url: string): Promise<string | undefined> {
      const ticket = randomBytes(32).toString('base64url')
      const key = keyOf(ticket)
      if (redis) {
        // In a Redis outage the hop is skipped, as when it cannot be kept: the logout itself goes on.
        const stored = await redis.set(key, url, 'EX', LOGOUT_HOP_TTL_SECONDS).catch(() => undefined)
        return stored === 'OK' ? ticket : undefined
      }
      return memory.set(key, url, LOGOUT_HOP_TTL_SECONDS) ? ticket : undefined
    },

    /** The URL for a ticket, the first time only. */
    async take(ticket: string): Promise<string | undefined> {
      const key = keyOf(ticket)
      if (!(await claimOnce(key, LOGOUT_HOP_TTL_SECONDS).catch(() => false))) return undefined
      if (redis) return (await redis.getdel(key).catch(() => null)) ?? undefined
      return memory.get(key)
    },

    close: stopPruning,
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    logoutHops: ReturnType<typeof createLogoutHops>
  }
}

export default fp(
  async (fastify: FastifyInstance) => {
    const hops = createLogoutHops({
      redis: fastify.redis,
      claimOnce: (key, ttl) => fastify.singleUse.claim(key, ttl),
    })
    fastify.decorate('logoutHops', hops)
    fastify.addHook('onClose', async () => hops.close())
  },
  { name: 'logout-hops', dependencies: ['redis', 'single-use-store'] },
)
