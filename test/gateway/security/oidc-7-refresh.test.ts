/**
 * OIDC-7: a refresh the provider refuses (invalid_grant) ends the session: 401 JSON with the
 * login URL, the cookie cleared and the old cookie refused afterwards. Twenty requests that all
 * need a refresh at the same moment make exactly one /token refresh call, and all succeed.
 * The real gateway against the mock provider; the signed-in route uses `request.accessToken()`.
 */
import type { FastifyInstance } from 'fastify'
import t, { type Test } from 'tap'
import { sameOriginHeaders } from '../../helpers/gateway.ts'
import { buildGatewayForMockIdp, logIn, MOCK_PUBLIC_ORIGIN, startMockIdp } from '../login/mock-idp.ts'
import { parseSetCookie, setCookies } from './helpers.ts'

const api = sameOriginHeaders({ PUBLIC_ORIGIN: MOCK_PUBLIC_ORIGIN })

/** A signed-in API route that needs a fresh access token, as the account routes do. */
async function tokenRoute(fastify: FastifyInstance) {
  fastify.get('/api/test/needs-token', { preHandler: fastify.requireSession }, async (request) => {
    const token = await request.accessToken()
    return { tokenLength: token.length }
  })
}

/** Signed in with an access token that is already inside the refresh margin. */
async function staleSession(t: Test) {
  const idp = await startMockIdp(t)
  const gateway = await buildGatewayForMockIdp(t, idp, {}, { register: tokenRoute })
  idp.behaviour.expiresIn = 5
  const { cookie, done } = await logIn(gateway, idp)
  t.equal(done.headers.location, '/homepage', 'signed in')
  const call = () =>
    gateway.inject({ method: 'GET', url: '/api/test/needs-token', headers: { ...api, cookie } })
  return { idp, gateway, cookie, call }
}

t.test('invalid_grant on refresh: 401 with the login URL, cookie cleared, old cookie refused', async (t) => {
  const { idp, gateway, cookie, call } = await staleSession(t)
  idp.behaviour.error = 'invalid_grant'
  const refused = await call()
  t.equal(refused.statusCode, 401)
  t.match(refused.json(), { code: 'UNAUTHORISED', loginUrl: '/id/start/enter-card-number' })
  t.equal(idp.calls('refresh_token').length, 1, 'the provider was asked once')
  const cleared = setCookies(refused.headers).map(parseSetCookie)
  t.equal(cleared.length, 1, 'one Set-Cookie')
  t.equal(cleared[0]?.value, '', 'the session cookie is emptied')
  t.ok(
    cleared[0]?.attributes.get('max-age') === '0' ||
      new Date(cleared[0]?.attributes.get('expires') ?? '').getTime() <= Date.now(),
    'and expired',
  )
  idp.behaviour.error = undefined
  const replay = await gateway.inject({ method: 'GET', url: '/api/session', headers: { ...api, cookie } })
  t.same(replay.json(), { signedIn: false }, 'the old cookie no longer signs in')
  const again = await call()
  t.equal(again.statusCode, 401, 'nor reaches a signed-in route')
  t.equal(idp.calls('refresh_token').length, 1, 'without another refresh')
})

t.test('20 parallel calls with an expired access token: one /token refresh, 20 successes', async (t) => {
  const { idp, call } = await staleSession(t)
  // Hold the provider's answer so that every request is waiting on the refresh at once.
  idp.behaviour.delayMs = 200
  const answers = await Promise.all(Array.from({ length: 20 }, call))
  t.same(
    answers.map((answer) => answer.statusCode),
    Array(20).fill(200),
    'all 20 succeed',
  )
  t.equal(idp.calls('refresh_token').length, 1, 'exactly one refresh call')
  t.equal(idp.calls('authorization_code').length, 1)
})

t.test(
  'without the single flight each of the 20 would refresh: the mock rotates refresh tokens',
  async (t) => {
    // The control for the test above: a second refresh with the same refresh token is refused.
    const { idp, cookie, gateway } = await staleSession(t)
    const first = await gateway.inject({
      method: 'GET',
      url: '/api/test/needs-token',
      headers: { ...api, cookie },
    })
    t.equal(first.statusCode, 200)
    const used = idp.tokenCalls.at(-1)?.params.get('refresh_token') ?? ''
    const direct = await fetch(`${idp.issuer}/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`loyalty-web:${idp.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: used }),
    })
    t.equal(direct.status, 400)
    t.match(await direct.json(), { error: 'invalid_grant' })
  },
)

t.test('a provider that is down fails the call but keeps the session', async (t) => {
  const { idp, call } = await staleSession(t)
  idp.behaviour.error = 'temporarily_unavailable'
  idp.behaviour.errorStatus = 503
  const failed = await call()
  t.ok(failed.statusCode >= 500, `a server error (${failed.statusCode}), not a sign-out`)
  t.same(setCookies(failed.headers), [], 'the session cookie is left alone')
  idp.behaviour.error = undefined
  const recovered = await call()
  t.equal(recovered.statusCode, 200, 'the next call refreshes and succeeds')
  t.equal(idp.calls('refresh_token').length, 2)
})
