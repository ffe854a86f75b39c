/**
 * Session revocation, which an encrypted cookie cannot do by itself: a denylist of ended session
 * ids and a per-collector cut-off time (account disabled, credentials changed: every session
 * issued before it is refused). Entries live as long as a cookie could (the absolute lifetime),
 * in Redis when configured so that every replica refuses the cookie, else in memory.
 *
 * In a Redis outage (the policy in docs/operations.md): each replica also keeps what it revoked
 * itself, so a revocation is never lost on the replica that made it; for REDIS_FALLBACK_SECONDS a
 * check relies on that record (logged, and counted as degraded) and a signed-in collector keeps
 * working; after that, checks are refused with 503 until Redis is back.
 * @see https://github.com/fastify/fastify-secure-session#security
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import type { DependencyState } from '../../../dependencies/dependency-state.ts'
import { dependencyUnavailable } from '../../../dependencies/dependency-unavailable.ts'
import { ExpiringKeys } from '../expiring-keys.ts'

export type SessionRevocationOptions = {
  redis: Redis | undefined
  /** Redis as this replica sees it (with `redis`). */
  redisState?: DependencyState | undefined
  /** How long into an outage checks rely on this replica's own record. */
  fallbackMs?: number
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
  redisState,
  fallbackMs = 300_000,
  lifetimeSeconds,
  now = Date.now,
  maxEntries = MAX_MEMORY_ENTRIES,
}: SessionRevocationOptions) {
  // With Redis, this replica's own revocations, for an outage.
  const memory = new ExpiringKeys({ maxEntries, now })
  const stopPruning = memory.startPruning(60_000)

  async function store(key: string, value: string) {
    const kept = memory.set(key, value, lifetimeSeconds)
    if (!redis) {
      // Failing here fails the logout request rather than leaving the cookie usable unnoticed.
      if (!kept) throw new Error('session denylist full')
      return
    }
    try {
      if (redisState?.up === false) throw new Error('redis is down')
      await redis.set(key, value, 'EX', lifetimeSeconds)
    } catch {
      // The logout still ends the cookie here; other replicas learn of it only when they share Redis again.
      redisState?.failed()
      redisState?.degraded('session-revocation')
    }
  }

  async function shared(keys: string[]): Promise<Array<string | null>> {
    const local = () => keys.map((key) => memory.get(key) ?? null)
    if (!redis) return local()
    try {
      if (redisState?.up === false) throw new Error('redis is down')
      // A revocation made here during an outage may never have reached Redis: both are read.
      const values = await redis.mget(keys)
      return values.map((value, index) => value ?? memory.get(keys[index] ?? '') ?? null)
    } catch (error) {
      redisState?.failed()
      if ((redisState?.downForMs ?? 0) > fallbackMs) throw dependencyUnavailable('redis', error)
      redisState?.degraded('session-revocation')
      return local()
    }
  }

  async function revocationOf({ sid, iat, collectorId }: RevocationCheck): Promise<Revocation | undefined> {
    const keys = collectorId ? [sidKey(sid), collectorKey(collectorId)] : [sidKey(sid)]
    const [ended, cutoff] = await shared(keys)
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

type SessionRevocationPluginOptions = { now?: () => number; maxEntries?: number }

export default fp(
  async (fastify: FastifyInstance, opts: SessionRevocationPluginOptions) => {
    const revocation = createSessionRevocation({
      redis: fastify.redis,
      redisState: fastify.redisState,
      fallbackMs: fastify.config.REDIS_FALLBACK_SECONDS * 1000,
      lifetimeSeconds: fastify.config.SESSION_ABSOLUTE_SECONDS,
      ...opts,
    })
    fastify.decorate('sessionRevocation', revocation)
    fastify.addHook('onClose', async () => revocation.close())
  },
  { name: 'session-revocation', dependencies: ['redis'] },
)
