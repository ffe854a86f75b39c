/**
 * Session revocation, which an encrypted cookie cannot do by itself: a denylist of ended session
 * ids and a per-collector cut-off time (account disabled, credentials changed: every session
 * issued before it is refused). Entries live as long as a cookie could (the absolute lifetime),
 * in Redis when configured so that every replica refuses the cookie, else in memory.
 * @see https://github.com/fastify/fastify-secure-session#security
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import { ExpiringKeys } from '../expiring-keys.ts'

export type SessionRevocationOptions = {
  redis: Redis | undefined
  lifetimeSeconds: number
  now?: () => number
  maxEntries?: number
}

export type RevocationCheck = { sid: string; iat: number; collectorId?: string | undefined }

/** Why a cookie is refused: its session ended (logout), was replaced at login, or predates a cut-off. */
export type Revocation = 'ended' | 'replaced' | 'cut-off'

const MAX_MEMORY_ENTRIES = 200_000
const sidKey = (sid: string) => `session:ended:${sid}`
const collectorKey = (collectorId: string) => `session:cutoff:${collectorId}`

export function createSessionRevocation({
  redis,
  lifetimeSeconds,
  now = Date.now,
  maxEntries = MAX_MEMORY_ENTRIES,
}: SessionRevocationOptions) {
  const memory = new ExpiringKeys({ maxEntries, now })
  const stopPruning = redis ? () => {} : memory.startPruning(60_000)

  async function store(key: string, value: string) {
    if (redis) {
      await redis.set(key, value, 'EX', lifetimeSeconds)
    } else if (!memory.set(key, value, lifetimeSeconds)) {
      // Failing here fails the logout request rather than leaving the cookie usable unnoticed.
      throw new Error('session denylist full')
    }
  }

  async function revocationOf({ sid, iat, collectorId }: RevocationCheck): Promise<Revocation | undefined> {
    const keys = collectorId ? [sidKey(sid), collectorKey(collectorId)] : [sidKey(sid)]
    const [ended, cutoff] = redis ? await redis.mget(keys) : keys.map((key) => memory.get(key) ?? null)
    if (ended) return ended === 'replaced' ? 'replaced' : 'ended'
    if (cutoff !== undefined && cutoff !== null && iat <= Number(cutoff)) return 'cut-off'
    return undefined
  }

  return {
    /** Refuses this session id from now on (logout). */
    revoke: (sid: string) => store(sidKey(sid), 'ended'),

    /** Refuses this session id from now on: a new session replaced it at login. */
    replace: (sid: string) => store(sidKey(sid), 'replaced'),

    /** Refuses every session of this collector issued up to now. */
    revokeCollector: (collectorId: string) => store(collectorKey(collectorId), String(now())),

    revocationOf,

    isRevoked: async (check: RevocationCheck) => (await revocationOf(check)) !== undefined,

    close: stopPruning,
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionRevocation: ReturnType<typeof createSessionRevocation>
  }
}

export type SessionRevocationPluginOptions = { now?: () => number; maxEntries?: number }

export default fp(
  async (fastify: FastifyInstance, opts: SessionRevocationPluginOptions) => {
    const revocation = createSessionRevocation({
      redis: fastify.redis,
      lifetimeSeconds: fastify.config.SESSION_ABSOLUTE_SECONDS,
      ...opts,
    })
    fastify.decorate('sessionRevocation', revocation)
    fastify.addHook('onClose', async () => revocation.close())
  },
  { name: 'session-revocation', dependencies: ['redis'] },
)
