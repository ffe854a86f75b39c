/**
 * OIDC-2: PKCE S256 only. The verifier is 32 random bytes as 43 base64url characters, its
 * challenge is base64url(SHA-256(verifier)), 10 000 of them never repeat; the provider refuses
 * `plain` and a verifier that does not match, and the gateway then signs nobody in.
 */
import { createHash } from 'node:crypto'
import t from 'tap'
import { newLoginTransaction } from '../../../server/gateway/plugins/app/identity/login-transaction.ts'
import { buildGatewayForMockIdp, logIn, startMockIdp } from '../login/mock-idp.ts'

const BASE64URL = /^[A-Za-z0-9_-]+$/
const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

t.test('verifier: 43 base64url characters, the challenge recomputes, no duplicates in 10 000', async (t) => {
  const verifiers = new Set<string>()
  let wrong = 0
  for (let i = 0; i < 10_000; i++) {
    const { login, codeChallenge } = await newLoginTransaction({}, Date.now())
    const verifier = login.codeVerifier
    const valid =
      verifier.length >= 43 &&
      verifier.length <= 128 &&
      BASE64URL.test(verifier) &&
      codeChallenge === challengeOf(verifier)
    if (!valid) wrong++
    verifiers.add(verifier)
  }
  t.equal(wrong, 0, 'every verifier has the length and charset, and its challenge recomputes')
  t.equal(verifiers.size, 10_000, 'no duplicates')
  const { login } = await newLoginTransaction({}, Date.now())
  t.equal(login.codeVerifier.length, 43, '32 bytes of entropy')
})

t.test('the authorize URL carries the S256 challenge of the session verifier', async (t) => {
  const idp = await startMockIdp(t)
  const gateway = await buildGatewayForMockIdp(t, idp)
  const { authorizeUrl, done, cookie } = await logIn(gateway, idp)
  t.equal(authorizeUrl.searchParams.get('code_challenge_method'), 'S256')
  const [exchange] = idp.calls('authorization_code')
  const verifier = exchange?.params.get('code_verifier') ?? ''
  t.match(verifier, BASE64URL)
  t.equal(verifier.length, 43)
  t.equal(authorizeUrl.searchParams.get('code_challenge'), challengeOf(verifier), 'the challenge recomputes')
  t.equal(done.headers.location, '/homepage')
  t.ok(cookie)
})

t.test('a downgrade to plain is refused: no token call, no session', async (t) => {
  const idp = await startMockIdp(t)
  const gateway = await buildGatewayForMockIdp(t, idp)
  const { done, preLogin } = await logIn(gateway, idp, {
    authorize: (url) => {
      url.searchParams.set('code_challenge_method', 'plain')
      return url
    },
  })
  t.equal(done.statusCode, 303)
  t.equal(done.headers.location, '/login-failed')
  t.equal(idp.tokenCalls.length, 0, 'the provider issued no code')
  const session = await gateway.inject({ method: 'GET', url: '/api/session', headers: { cookie: preLogin } })
  t.same(session.json(), { signedIn: false })
})

t.test('a challenge swapped on the way does not match the verifier: refused', async (t) => {
  const idp = await startMockIdp(t)
  const gateway = await buildGatewayForMockIdp(t, idp)
  const { done, cookie } = await logIn(gateway, idp, {
    authorize: (url) => {
      url.searchParams.set('code_challenge', challengeOf('an-attacker-chosen-verifier-of-43-characters'))
      return url
    },
  })
  t.equal(done.headers.location, '/login-failed')
  t.match(idp.calls('authorization_code'), [{ status: 400 }], 'the provider refused the verifier')
  t.same(idp.tokenCalls[0]?.params.get('code_verifier')?.length, 43)
  const session = await gateway.inject({ method: 'GET', url: '/api/session', headers: { cookie } })
  t.same(session.json(), { signedIn: false })
})
