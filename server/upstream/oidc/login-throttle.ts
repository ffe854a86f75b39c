/**
 * Slows password guessing on the provider's login page: after `limit` failures for one address
 * and identifier within `windowMs`, further attempts are refused until the window ends. In memory:
 * the reference upstream runs as one process (the gateway rate-limits in Redis in front of it).
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Authentication_Cheat_Sheet.html#login-throttling
 */

export type LoginThrottleOptions = { limit?: number; windowMs?: number; now?: () => number; maxKeys?: number }

export type LoginThrottle = {
  isBlocked(key: string): boolean
  recordFailure(key: string): void
  reset(key: string): void
}

type Entry = { failures: number; resetAt: number }

export function createLoginThrottle({
  limit = 5,
  windowMs = 15 * 60_000,
  now = Date.now,
  maxKeys = 10_000,
}: LoginThrottleOptions = {}): LoginThrottle {
  const entries = new Map<string, Entry>()

  const current = (key: string) => {
    const entry = entries.get(key)
    if (entry && entry.resetAt <= now()) {
      entries.delete(key)
      return undefined
    }
    return entry
  }

  const prune = () => {
    for (const [key, entry] of entries) if (entry.resetAt <= now()) entries.delete(key)
    // Still full: forget the oldest first (Map keeps insertion order).
    for (const key of entries.keys()) {
      if (entries.size < maxKeys) break
      entries.delete(key)
    }
  }

  return {
    isBlocked: (key) => (current(key)?.failures ?? 0) >= limit,
    recordFailure(key) {
      const entry = current(key)
      if (entry) {
        entry.failures += 1
        return
      }
      if (entries.size >= maxKeys) prune()
      entries.set(key, { failures: 1, resetAt: now() + windowMs })
    },
    reset: (key) => {
      entries.delete(key)
    },
  }
}

/** One key per client address and identifier (normalised by the caller, e.g. with parseIdentifier). */
export const throttleKey = (ip: string, identifier: string) => `${ip}|${identifier}`
