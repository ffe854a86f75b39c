/**
 * The API calls that the signed-in home, offers, activity, vouchers and account screens make when
 * they open (their queries in client/features/{card,offers,activity,vouchers,account}/api/), as one
 * cycle that a simulated collector repeats: each autocannon connection is one collector's session,
 * browsing the five screens in turn.
 */
import type { IncomingHttpHeaders } from 'node:http'
import type autocannon from 'autocannon'
import type { Session } from './signed-in-product.ts'

/** Every screen reads the session first (the shell), then its own data. */
const SCREEN_CALLS: Readonly<
  Record<'home' | 'offers' | 'activity' | 'vouchers' | 'account', readonly string[]>
> = {
  home: ['/api/session', '/api/card/balance', '/api/card/digital-card', '/api/offers'],
  offers: ['/api/session', '/api/offers', '/api/offers/filters/all'],
  activity: ['/api/session', '/api/activity/summary', '/api/activity/transactions'],
  vouchers: ['/api/session', '/api/vouchers'],
  account: ['/api/session', '/api/account/details'],
}

/**
 * How long a simulated browser waits for an answer: the gateway's own request deadline
 * (requestTimeout in server/gateway/server.ts), so that a slow answer is counted as the product's
 * error, never cut short by a client more impatient than the product (autocannon's default is 10 s).
 */
export const CLIENT_TIMEOUT_SECONDS = 30

const SCREEN_CYCLE = Object.values(SCREEN_CALLS).flat()

const sessionPairOf = (setCookie: string | string[] | undefined) =>
  ([] as string[])
    .concat(setCookie ?? [])
    .map((line) => line.split(';', 1)[0] ?? '')
    .find((pair) => /^(__Host-)?session=./.test(pair))

/**
 * autocannon's `setupClient`: each connection is one session for the whole run, cycling through
 * the five screens' calls. Like a browser, it keeps the cookie the gateway re-issues (after a
 * token refresh, which rotates the refresh token: an old copy would soon be refused), in the
 * session itself, so a later run goes on with it. Sessions must be at least as many as
 * connections, so that no two connections share one.
 */
export function browsingSessions(sessions: readonly Session[]): (client: autocannon.Client) => void {
  let next = 0
  return (client) => {
    const session = sessions[next++]
    if (!session) throw new Error('fewer sessions than connections')
    client.setRequests(
      SCREEN_CYCLE.map((path) => ({
        method: 'GET',
        path,
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          headers: {
            ...request.headers,
            cookie: session.cookie,
            'x-forwarded-for': session.address,
            accept: 'application/json',
          },
        }),
        onResponse: (_status: number, _body: string, _context: object, headers?: IncomingHttpHeaders) => {
          const reissued = sessionPairOf(headers?.['set-cookie'])
          if (reissued) session.cookie = reissued
        },
      })),
    )
  }
}
