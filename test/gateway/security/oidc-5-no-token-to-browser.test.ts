/**
 * OIDC-5 at the HTTP level: through a whole identity login, the session call, a token refresh and
 * logout, no response the browser gets (status line headers including Location and Set-Cookie,
 * and bodies) carries a JWT. The mock provider issues JWT-shaped access and refresh tokens so that
 * one leaking would show. The browser suite covers storage and page source.
 */
import t from 'tap'
import { sameOriginHeaders } from '../../helpers/gateway.ts'
import { buildGatewayForMockIdp, logIn, MOCK_PUBLIC_ORIGIN, startMockIdp } from '../login/mock-idp.ts'

const JWT = /eyJ[\w-]+\.[\w-]+\./
const api = sameOriginHeaders({ PUBLIC_ORIGIN: MOCK_PUBLIC_ORIGIN })

/** A JWT-shaped token with a unique body. */
const jwtShaped = (kind: string) => () =>
  [
    Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'at+jwt' })).toString('base64url'),
    Buffer.from(JSON.stringify({ kind, jti: crypto.randomUUID() })).toString('base64url'),
    'c2lnbmF0dXJl',
  ].join('.')

type Seen = { label: string; headers: Record<string, unknown>; body: string }

t.test('no token in any response of a login, session call, refresh and logout', async (t) => {
  const idp = await startMockIdp(t)
  const gateway = await buildGatewayForMockIdp(t, idp)
  idp.behaviour.accessToken = jwtShaped('access')
  idp.behaviour.refreshToken = jwtShaped('refresh')
  // Inside the refresh margin at once: logout refreshes before calling the upstream.
  idp.behaviour.expiresIn = 5
  const seen: Seen[] = []
  const keep = (label: string, answer: { headers: Record<string, unknown>; body: string }) =>
    seen.push({ label, headers: answer.headers, body: answer.body })

  const steps = await logIn(gateway, idp, { next: '/account' })
  keep('start', steps.start)
  keep('callback', steps.done)
  t.equal(steps.done.headers.location, '/account', 'signed in')
  const cookie = steps.cookie
  const session = await gateway.inject({ method: 'GET', url: '/api/session', headers: { ...api, cookie } })
  keep('session', session)
  t.match(session.json(), { signedIn: true })
  const page = await gateway.inject({ method: 'GET', url: '/account', headers: { cookie } })
  keep('page', page)
  const logout = await gateway.inject({
    method: 'POST',
    url: '/api/session/logout',
    headers: { ...api, cookie },
    payload: {},
  })
  keep('logout', logout)
  t.equal(logout.statusCode, 200)

  t.equal(idp.calls('refresh_token').length, 1, 'a refresh happened on the way')
  const issued = [
    ...idp.tokenCalls.map((call) => call.params.get('refresh_token')),
    idp.behaviour.accessToken(),
  ]
  t.ok(
    issued.filter(Boolean).every((token) => JWT.test(token ?? '')),
    'the issued tokens are JWT-shaped (the scan would see them)',
  )
  for (const { label, headers, body } of seen) {
    t.notMatch(JSON.stringify(headers), JWT, `${label}: no JWT in the headers`)
    t.notMatch(body, JWT, `${label}: no JWT in the body`)
  }
})
