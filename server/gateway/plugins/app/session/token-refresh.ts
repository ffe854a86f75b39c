/**
 * Access tokens refreshed before they expire, once however many requests need it at the same
 * moment (OIDC-7). Refresh tokens rotate, so a second refresh with the same token would fail (and
 * the provider may then revoke the grant): concurrent callers share one refresh per refresh token,
 * and its result is kept briefly for requests that still carry the old cookie.
 *
 * Single flight in the process first; with Redis, also across replicas (security/shared-refresh.ts),
 * so two requests of one browser that land on different replicas refresh once as well.
 * @see https://datatracker.ietf.org/doc/html/rfc9700#section-4.14.2
 */
import { createHash } from 'node:crypto'
import type { SharedRefresh } from './shared-refresh.ts'

export type Tokens = { access: string; refresh: string; expiresAt: number }

export type TokenRefresherOptions = {
  refresh(refreshToken: string): Promise<Tokens>
  now?: () => number
  /** Refresh this long before expiry, so that a token never expires on the way to the upstream. */
  skewMs?: number
  /** How long a finished refresh answers callers that still hold the old refresh token. */
  reuseMs?: number
  /** Cross-replica single flight (Redis); without it the single flight is per process. */
  shared?: SharedRefresh | undefined
}

type Flight = { promise: Promise<Tokens>; settledAt?: number }

const keyOf = (refreshToken: string) => createHash('sha256').update(refreshToken).digest('base64url')

export function createTokenRefresher({
  refresh,
  now = Date.now,
  skewMs = 30_000,
  reuseMs = 30_000,
  shared,
}: TokenRefresherOptions) {
  const flights = new Map<string, Flight>()

  function prune() {
    for (const [key, flight] of flights) {
      if (flight.settledAt !== undefined && now() - flight.settledAt > reuseMs) flights.delete(key)
    }
  }

  return {
    /** True when the access token must be refreshed before use. */
    isStale: (tokens: Tokens) => tokens.expiresAt - skewMs <= now(),

    /** `tokens` when still fresh, else the refreshed set (one refresh per refresh token). */
    async fresh(tokens: Tokens): Promise<Tokens> {
      if (tokens.expiresAt - skewMs > now()) return tokens
      prune()
      const key = keyOf(tokens.refresh)
      const known = flights.get(key)
      if (known) return known.promise
      const once = () => refresh(tokens.refresh)
      const flight: Flight = { promise: shared ? shared.run(key, once) : once() }
      flights.set(key, flight)
      flight.promise.then(
        () => {
          flight.settledAt = now()
        },
        () => flights.delete(key),
      )
      return flight.promise
    },

    /** In-flight and remembered refreshes (tests). */
    size: () => flights.size,
  }
}

export type TokenRefresher = ReturnType<typeof createTokenRefresher>
