/**
 * Token refresh single flight across gateway replicas, through Redis: the replica that takes the
 * lock of a refresh token (SET NX PX) refreshes; the others wait for its outcome, kept briefly
 * under the refresh token's hash and encrypted (AES-256-GCM, key derived from the session key),
 * since it holds tokens. A refused refresh (invalid_grant) is shared too, so every replica ends
 * the session; a winner that fails otherwise (provider down, timeout, crash) leaves no outcome,
 * and the waiters fail the request without ending the session, as they do once their request's
 * deadline has passed. In a Redis outage the replica refreshes by itself (counted as degraded): the
 * provider's rotation then refuses a second replica's concurrent refresh, which ends that session.
 * @see https://redis.io/docs/latest/develop/use/patterns/distributed-locks/
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Redis } from 'ioredis'
import type { DependencyState } from '../../../dependencies/dependency-state.ts'
import { deadlinePassed, remainingMs } from '../upstream/request-deadline.ts'
import type { Tokens } from './token-refresh.ts'

export type SharedRefreshOptions = {
  redis: Redis
  redisState?: DependencyState | undefined
  /** The session key: the outcome is encrypted under a key derived from it. */
  secret: Buffer
  /** Longest a refresh may take before another replica may try (above the upstream timeout). */
  lockMs?: number
  /** How long the outcome answers replicas that still hold the old refresh token. */
  outcomeMs?: number
  pollMs?: number
}

type Outcome = { tokens: Tokens } | { error: string }

/** The provider refused the refresh on another replica (same shape as openid-client's errors). */
class RefreshRefusedElsewhere extends Error {
  override name = 'RefreshRefusedElsewhere'
  readonly error: string
  constructor(error: string) {
    super(`token refresh refused: ${error}`)
    this.error = error
  }
}

/** An OAuth error code from the provider (`invalid_grant`), as openid-client reports it. */
export const refusalOf = (error: unknown): string | undefined =>
  error instanceof Error && 'error' in error && typeof error.error === 'string' && error.error !== ''
    ? error.error
    : undefined

export function createSharedRefresh({
  redis,
  redisState,
  secret,
  lockMs = 15_000,
  outcomeMs = 30_000,
  pollMs = 25,
}: SharedRefreshOptions) {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'token-refresh-outcome', 32))

  const seal = (outcome: Outcome) => {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', key, iv)
    const sealed = Buffer.concat([cipher.update(JSON.stringify(outcome)), cipher.final()])
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')
  }
  const open = (value: string): Outcome => {
    const bytes = Buffer.from(value, 'base64')
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12))
    decipher.setAuthTag(bytes.subarray(12, 28))
    return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString())
  }
  const settle = (outcome: Outcome): Tokens => {
    if ('error' in outcome) throw new RefreshRefusedElsewhere(outcome.error)
    return outcome.tokens
  }

  return {
    /** One refresh per `id` (the refresh token's hash) across every replica sharing `redis`. */
    async run(id: string, refresh: () => Promise<Tokens>): Promise<Tokens> {
      const lock = `refresh-lock:${id}`
      const outcomeKey = `refresh-outcome:${id}`
      let known: string | null
      let locked: boolean
      try {
        if (redisState?.up === false) throw new Error('redis is down')
        known = await redis.get(outcomeKey)
        locked = !known && (await redis.set(lock, '1', 'PX', lockMs, 'NX')) === 'OK'
      } catch {
        redisState?.failed()
        redisState?.degraded('token-refresh')
        return refresh()
      }
      if (known) return settle(open(known))
      if (locked) {
        // From here Redis only records the outcome: losing it must not fail a refresh that worked.
        const record = (outcome: Outcome) =>
          redis.set(outcomeKey, seal(outcome), 'PX', outcomeMs).catch(() => redisState?.failed())
        try {
          const tokens = await refresh()
          await record({ tokens })
          return tokens
        } catch (error) {
          // Only a final refusal is shared; after a passing failure the next request tries again.
          const refusal = refusalOf(error)
          if (refusal === 'invalid_grant') await record({ error: refusal })
          throw error
        } finally {
          await redis.del(lock).catch(() => redisState?.failed())
        }
      }
      // Another replica is refreshing: wait for its outcome while it holds the lock, and no longer
      // than this request's deadline (the lock outlives it, in case that replica stopped).
      for (;;) {
        if (remainingMs() <= pollMs) throw deadlinePassed()
        await sleep(pollMs)
        const [outcome, locked] = await Promise.all([redis.get(outcomeKey), redis.exists(lock)])
        if (outcome) return settle(open(outcome))
        if (!locked) {
          const late = await redis.get(outcomeKey)
          if (late) return settle(open(late))
          throw new Error('token refresh failed on another replica')
        }
      }
    },
  }
}

export type SharedRefresh = ReturnType<typeof createSharedRefresh>
