/**
 * What the gateway refuses of a bearer token: another client's token, a malformed one, one past
 * its expiry, a revoked one (access token or the grant behind it), a token beside the session
 * cookie, a token on a page, and a token on a browser-only operation. Each refusal is one security
 * event on the log, which never carries the token.
 */
import { Writable } from 'node:stream'
import t from 'tap'
import { sameOriginHeaders } from '../../helpers/gateway.ts'
import {
  authorizationCode,
  Browser,
  codeGrant,
  DEMO,
  gatewayLoginCookie,
  PUBLIC_ORIGIN,
  pkcePair,
} from '../../upstream/oidc/helper.ts'
import { appApi, appSignIn, appStand, oidcPost } from './helpers.ts'

const lines: Record<string, unknown>[] = []
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
    done()
  },
})
let offsetMs = 0
const { stand, gateway, base, viaGateway } = await appStand(t, {
  logStream,
  now: () => Date.now() + offsetMs,
})
const SIGNED_OUT = {
  code: 'UNAUTHORISED',
  message: 'Please log in to continue',
  loginUrl: '/id/start/enter-card-number',
}
const refusalsFor = (reason: string) =>
  lines.filter(
    (line) => (line.securityEvent as { kind?: string; reason?: string } | undefined)?.reason === reason,
  )

t.test(
  'a signed-out answer with the challenge: malformed, unknown, JWT-shaped, another client’s token',
  async (t) => {
    const malformed = await appApi(base, 'not a token')('GET', '/api/card/balance')
    t.equal(malformed.status, 401)
    t.same(malformed.body, SIGNED_OUT)
    t.equal(malformed.headers.get('www-authenticate'), 'Bearer error="invalid_request"')

    const unknown = await appApi(base, 'a'.repeat(43))('GET', '/api/card/balance')
    t.equal(unknown.status, 401)
    t.same(unknown.body, SIGNED_OUT)
    t.equal(unknown.headers.get('www-authenticate'), 'Bearer error="invalid_token"')

    // A JWT-shaped string, which the provider refuses to introspect at all (unsupported_token_type).
    const jwtShaped = await appApi(base, 'eyJhbGciOiJub25lIn0.e30.')('GET', '/api/card/balance')
    t.equal(jwtShaped.status, 401, 'a token the provider will not introspect is refused, not a 503')
    t.same(jwtShaped.body, SIGNED_OUT)
    t.equal(jwtShaped.headers.get('www-authenticate'), 'Bearer error="invalid_token"')

    // The gateway's own client's access token, from the browser's sign-in: not the app's.
    const { verifier, challenge } = pkcePair()
    const { code } = await authorizationCode(new Browser(stand), challenge)
    const web = await codeGrant(stand, code, verifier)
    t.equal(web.status, 200, 'the web client has a token')
    const foreign = await appApi(base, String(web.body.access_token))('GET', '/api/card/balance')
    t.equal(foreign.status, 401, 'another client’s token is refused')
    t.same(foreign.body, SIGNED_OUT)
    t.ok(refusalsFor('inactive').length >= 2, 'security events: the provider knows neither as the app’s')
  },
)

t.test('a token past its expiry is refused by the gateway’s own clock', async (t) => {
  const tokens = await appSignIn(viaGateway)
  const app = appApi(base, tokens.access)
  t.equal((await app('GET', '/api/card/balance')).status, 200)
  offsetMs = (tokens.expiresIn + 1) * 1000
  t.teardown(() => {
    offsetMs = 0
  })
  const expired = await app('GET', '/api/card/balance')
  t.equal(expired.status, 401)
  t.same(expired.body, SIGNED_OUT)
  t.equal(refusalsFor('expired').length, 1, 'one security event')
})

t.test('a revoked access token, and the access token of a revoked refresh token, are refused', async (t) => {
  for (const revoke of ['access', 'refresh'] as const) {
    const tokens = await appSignIn(viaGateway)
    const app = appApi(base, tokens.access)
    t.equal((await app('GET', '/api/card/balance')).status, 200, `${revoke}: accepted before`)
    const revoked = await oidcPost(viaGateway, '/token/revocation', {
      client_id: stand.config.APP_CLIENT_ID,
      token: revoke === 'access' ? tokens.access : tokens.refresh,
    })
    t.equal(revoked.status, 200, `${revoke}: the app revokes its own token without a secret`)
    // Past the few seconds a checked token is trusted without asking the provider again.
    offsetMs += 5_000
    const after = await app('GET', '/api/card/balance')
    t.equal(after.status, 401, `${revoke}: refused after`)
    t.same(after.body, SIGNED_OUT)
  }
  offsetMs = 0
})

t.test('refresh rotates: a new pair, the old one refused, and its reuse ends the grant', async (t) => {
  const tokens = await appSignIn(viaGateway)
  const refresh = (token: string) =>
    oidcPost(viaGateway, '/token', {
      grant_type: 'refresh_token',
      client_id: stand.config.APP_CLIENT_ID,
      refresh_token: token,
    })
  const fresh = await refresh(tokens.refresh)
  t.equal(fresh.status, 200)
  t.not(fresh.body.refresh_token, tokens.refresh, 'a new refresh token')
  t.equal((await appApi(base, String(fresh.body.access_token))('GET', '/api/card/balance')).status, 200)
  const reused = await refresh(tokens.refresh)
  t.equal(reused.status, 400)
  t.equal(reused.body.error, 'invalid_grant', 'the old one is spent')
  // A spent refresh token used again is taken for a theft: the provider ends the grant.
  offsetMs += 5_000
  t.teardown(() => {
    offsetMs = 0
  })
  t.equal((await appApi(base, String(fresh.body.access_token))('GET', '/api/card/balance')).status, 401)
  t.equal((await refresh(String(fresh.body.refresh_token))).status, 400, 'and the new refresh token with it')
})

t.test('a bearer token beside the session cookie: 400, whichever would have worked', async (t) => {
  const tokens = await appSignIn(viaGateway)
  const cookie = await gatewayLoginCookie(gateway, stand, DEMO.card)
  for (const [method, url] of [
    ['GET', '/api/card/balance'],
    ['PUT', '/api/account-settings/sound-effects'],
    ['GET', '/api/session'],
  ] as const) {
    const both = await gateway.inject({
      method,
      url,
      headers: { cookie, authorization: `Bearer ${tokens.access}`, ...sameOriginHeaders({ PUBLIC_ORIGIN }) },
      ...(method === 'PUT' ? { payload: { enabled: true } } : {}),
    })
    t.equal(both.statusCode, 400, `${method} ${url}`)
    t.same(both.json(), {
      code: 'BEARER_WITH_COOKIE',
      message: 'Send either the session cookie or a bearer token, not both',
    })
    t.equal(both.headers['set-cookie'], undefined, 'the cookie is left alone')
  }
  t.equal(refusalsFor('with_cookie').length, 3)
})

t.test('a bearer token never opens a page: a page, a redirect, a forwarded file', async (t) => {
  const tokens = await appSignIn(viaGateway)
  const app = appApi(base, tokens.access)
  for (const path of [
    '/homepage',
    '/',
    '/logout',
    '/oauth_redirect?code=x&state=y',
    '/content/offers/x.png',
  ]) {
    const page = await app('GET', path, undefined, { 'x-forwarded-host': new URL(PUBLIC_ORIGIN).host })
    t.equal(page.status, 401, path)
    t.same(page.body, { code: 'BEARER_NOT_ACCEPTED', message: 'A bearer token is accepted by the API only' })
    t.notMatch(page.headers.get('content-type') ?? '', /html/, `${path}: no HTML`)
    t.equal(page.headers.get('location'), null, `${path}: no redirect`)
  }
})

t.test(
  'a browser-only operation answers 403 BROWSER_SESSION_ONLY; a public one ignores the token',
  async (t) => {
    const tokens = await appSignIn(viaGateway)
    const app = appApi(base, tokens.access)
    const only = await app('PUT', '/api/account/password', {
      currentPassword: DEMO.password,
      newPassword: 'x',
    })
    t.equal(only.status, 403)
    t.same(only.body, {
      code: 'BROWSER_SESSION_ONLY',
      message: 'This can only be done in the browser, signed in',
    })
    const publicAnswer = await app('GET', '/api/session')
    t.equal(publicAnswer.status, 200)
    t.same(publicAnswer.body, { signedIn: false }, 'the browser’s session operation: no session here')
    t.equal(publicAnswer.headers.get('set-cookie'), null, 'and no cookie')
  },
)

t.test('the log never carries a token', async (t) => {
  const text = JSON.stringify(lines)
  t.ok(lines.length > 0)
  t.notMatch(text, /Bearer [A-Za-z0-9]/, 'no Authorization value')
  t.notMatch(text, /"access_token"|"refresh_token"/, 'no token field')
})
