/**
 * Issue 14: application load keeps working after the access token's 300 s. With an injected clock,
 * app load past the token's lifetime refreshes it once (the provider's /token) and calls the hotels
 * endpoint with the new token, as every upstream call on a collector's behalf must; a refresh the
 * provider refuses ends the session, and app load answers `sso` like /api/session.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import t, { type Test } from 'tap'
import { sameOriginHeaders } from '../../helpers/gateway.ts'
import { loopbackServer } from '../switches/helpers.ts'
import { buildGatewayForMockIdp, logIn, MOCK_PUBLIC_ORIGIN, startMockIdp } from './mock-idp.ts'

const api = sameOriginHeaders({ PUBLIC_ORIGIN: MOCK_PUBLIC_ORIGIN })
const TOKEN_SECONDS = 300
const REDIRECT_URL = 'https://hotels.example.test/book'

/** The management API as the issue saw it: an expired access token gets a 401. */
async function hotelsUpstream(t: Test, live: (bearer: string) => boolean) {
  const server = await loopbackServer(t, (req: IncomingMessage, res: ServerResponse) => {
    if (req.url !== '/customer/session/hotels') {
      res.writeHead(404)
      return res.end()
    }
    const fresh = live(req.headers.authorization ?? '')
    res.writeHead(fresh ? 204 : 401, fresh ? { 'x-hotels-session-token': 'hotel-1' } : {})
    return res.end()
  })
  // Sign-in's profile calls go here too; only the hotels calls matter.
  const calls = () => server.seen.filter((call) => call.url === '/customer/session/hotels')
  return { ...server, calls }
}

async function signedIn(t: Test) {
  let clock = Date.now()
  // Access tokens by the clock time they expire at, as the provider's own introspection would.
  const expiries = new Map<string, number>()
  const idp = await startMockIdp(t)
  idp.behaviour.expiresIn = TOKEN_SECONDS
  idp.behaviour.accessToken = () => {
    const token = `access-${expiries.size + 1}`
    expiries.set(`Bearer ${token}`, clock + TOKEN_SECONDS * 1000)
    return token
  }
  const hotels = await hotelsUpstream(t, (bearer) => (expiries.get(bearer) ?? 0) > clock)
  const gateway = await buildGatewayForMockIdp(
    t,
    idp,
    { MANAGEMENT_API_URL: hotels.url, UPSTREAM_RETRIES: '0' },
    { identityLogin: { now: () => clock }, now: () => clock },
  )
  const { cookie } = await logIn(gateway, idp)
  t.ok(cookie, 'signed in')
  const get = (url: string, sessionCookie = cookie) =>
    gateway.inject({ method: 'GET', url, headers: { ...api, cookie: sessionCookie } })
  const appLoad = (sessionCookie?: string) =>
    get(`/api/app-load?redirectUrl=${encodeURIComponent(REDIRECT_URL)}`, sessionCookie)
  const advance = (seconds: number) => {
    clock += seconds * 1000
  }
  return { idp, hotels, gateway, cookie, get, appLoad, advance }
}

const redirect = {
  action: 'redirect',
  location: `/redirect.html?token=hotel-1&redirectUrl=${encodeURIComponent(REDIRECT_URL)}`,
}

t.test('app load past the access token lifetime refreshes it and still hands off to hotels', async (t) => {
  const { idp, hotels, cookie, get, appLoad, advance } = await signedIn(t)
  t.strictSame((await appLoad()).json(), redirect, 'right after sign-in')

  advance(TOKEN_SECONDS + 1)
  const later = await appLoad()
  t.strictSame(later.json(), redirect, '301 s later: still the hotels hand-off')
  t.equal(idp.calls('refresh_token').length, 1, 'one refresh at the provider')
  t.strictSame(
    hotels.calls().map((call) => call.headers.authorization),
    ['Bearer access-1', 'Bearer access-2'],
    'the hotels call carried the refreshed token',
  )
  t.match((await get('/api/session')).json(), { signedIn: true }, '/api/session agrees')

  // The refreshed tokens travel in the re-issued cookie: no second refresh for the next load.
  const refreshed = String(later.headers['set-cookie'] ?? '').split(';', 1)[0] || cookie
  t.strictSame((await appLoad(refreshed)).json(), redirect)
  t.equal(idp.calls('refresh_token').length, 1, 'no further refresh with the re-issued cookie')
})

t.test('a refused refresh on app load ends the session: sso, like /api/session', async (t) => {
  const { idp, hotels, get, appLoad, advance } = await signedIn(t)
  advance(TOKEN_SECONDS + 1)
  idp.behaviour.error = 'invalid_grant'
  const answer = await appLoad()
  t.equal(answer.statusCode, 200)
  t.strictSame(answer.json(), { action: 'sso' })
  t.match(String(answer.headers['set-cookie']), /=;/, 'the session cookie is cleared')
  t.equal(hotels.calls().length, 0, 'no hotels call with a dead token')
  idp.behaviour.error = undefined
  t.same((await get('/api/session')).json(), { signedIn: false }, 'the old cookie is signed out too')
})

t.test('a provider that cannot be reached: no hand-off this time, the session stays', async (t) => {
  const { idp, hotels, get, appLoad, advance } = await signedIn(t)
  advance(TOKEN_SECONDS + 1)
  idp.behaviour.error = 'temporarily_unavailable'
  idp.behaviour.errorStatus = 503
  t.strictSame((await appLoad()).json(), { action: 'none' })
  t.equal(hotels.calls().length, 0)
  idp.behaviour.error = undefined
  t.match((await get('/api/session')).json(), { signedIn: true })
})
