/**
 * The API calls that the signed-in home, offers and activity screens make when they open (their
 * queries in client/features/{card,offers,activity}/api/), as one cycle that a simulated collector
 * repeats: each autocannon connection is one collector's session, browsing the three screens in turn.
 */
import type autocannon from 'autocannon'
import type { Session } from './signed-in-product.ts'

/** Every screen reads the session first (the shell), then its own data. */
export const SCREEN_CALLS: Readonly<Record<'home' | 'offers' | 'activity', readonly string[]>> = {
  home: ['/api/session', '/api/card/balance', '/api/card/digital-card', '/api/offers'],
  offers: ['/api/session', '/api/offers', '/api/offers/filters/all'],
  activity: ['/api/session', '/api/activity/summary', '/api/activity/transactions'],
}

/**
 * How long a simulated browser waits for an answer: the gateway's own request deadline
 * (requestTimeout in server/gateway/server.ts), so that a slow answer is counted as the product's
 * error, never cut short by a client more impatient than the product (autocannon's default is 10 s).
 */
export const CLIENT_TIMEOUT_SECONDS = 30

type Context = { session?: Session }

/**
 * autocannon's request cycle over the three screens. Each connection takes the next session (and
 * that session's client address) on its first request and keeps it.
 */
export function screenRequests(sessions: readonly Session[]): autocannon.Request[] {
  let next = 0
  const paths = [...SCREEN_CALLS.home, ...SCREEN_CALLS.offers, ...SCREEN_CALLS.activity]
  return paths.map((path) => ({
    method: 'GET',
    path,
    setupRequest: (request: autocannon.Request, context: Context) => {
      context.session ??= sessions[next++ % sessions.length]
      const { cookie = '', address = '' } = context.session ?? {}
      return {
        ...request,
        headers: { ...request.headers, cookie, 'x-forwarded-for': address, accept: 'application/json' },
      }
    },
  }))
}
