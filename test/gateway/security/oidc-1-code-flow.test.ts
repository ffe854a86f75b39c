/**
 * OIDC-1: a confidential client on the authorization code flow only. The authorize URL the
 * gateway builds asks for `response_type=code` and nothing implicit; the provider sees client
 * authentication (client_secret_basic) on the token request, and a wrong secret ends the login.
 */
import t from 'tap'
import { TEST_SECRETS } from '../../upstream/helpers/upstream.ts'
import {
  buildGatewayForMockIdp,
  logIn,
  MOCK_CLIENT_ID,
  MOCK_PUBLIC_ORIGIN,
  startMockIdp,
} from '../login/mock-idp.ts'

t.test('the authorize URL asks for the code flow only', async (t) => {
  const idp = await startMockIdp(t)
  const gateway = await buildGatewayForMockIdp(t, idp)
  const { start, authorizeUrl } = await logIn(gateway, idp)
  t.equal(start.statusCode, 302)
  t.equal(`${authorizeUrl.origin}${authorizeUrl.pathname}`, `${idp.issuer}/auth`)
  const query = authorizeUrl.searchParams
  t.same(query.getAll('response_type'), ['code'], 'response_type=code, once')
  t.equal(query.get('response_mode'), null, 'no response_mode (no fragment or form_post)')
  t.equal(query.get('client_id'), MOCK_CLIENT_ID)
  t.equal(query.get('scope'), 'openid offline')
  t.equal(query.get('redirect_uri'), `${MOCK_PUBLIC_ORIGIN}/oauth_redirect`)
  t.equal(query.get('code_challenge_method'), 'S256')
  for (const secret of ['client_secret', 'code_verifier']) t.equal(query.get(secret), null, `no ${secret}`)
  t.notMatch(authorizeUrl.href, TEST_SECRETS.OIDC_CLIENT_SECRET, 'the secret never goes through the browser')
  t.equal(idp.authRequests.length, 1, 'the provider saw the same request')
  t.equal(idp.authRequests[0]?.get('response_type'), 'code')
})

t.test('the token request carries client authentication', async (t) => {
  const idp = await startMockIdp(t)
  const gateway = await buildGatewayForMockIdp(t, idp)
  const { done, cookie } = await logIn(gateway, idp)
  t.equal(done.statusCode, 303)
  t.equal(done.headers.location, '/homepage')
  t.ok(cookie, 'signed in')
  const [exchange] = idp.calls('authorization_code')
  t.same(exchange?.clientAuth, { id: MOCK_CLIENT_ID, secret: TEST_SECRETS.OIDC_CLIENT_SECRET }, 'Basic auth')
  t.equal(exchange?.params.get('client_secret'), null, 'the secret is not in the body')
  t.equal(exchange?.params.get('redirect_uri'), `${MOCK_PUBLIC_ORIGIN}/oauth_redirect`)
  t.equal(exchange?.status, 200)
})

t.test('a client the provider does not authenticate is not signed in', async (t) => {
  const idp = await startMockIdp(t, { clientSecret: 'another-secret-0123456789abcdef0123456789' })
  const gateway = await buildGatewayForMockIdp(t, idp)
  const { done, cookie } = await logIn(gateway, idp)
  t.equal(done.statusCode, 303)
  t.equal(done.headers.location, '/login-failed')
  t.equal(idp.calls('authorization_code')[0]?.status, 401, 'the provider refused the client')
  const session = await gateway.inject({ method: 'GET', url: '/api/session', headers: { cookie } })
  t.same(session.json(), { signedIn: false })
})
