/**
 * OIDC-4: the ID token is checked before anyone is signed in: signature against the provider's
 * keys, RS256 only (no `none`, no HS256 keyed with the public key), `iss` exact, `aud` the client,
 * `exp` and `nbf`, and `azp` when there are several audiences. The mock provider mints one token
 * per broken field; each ends on /login-failed with no session.
 */
import t from 'tap'
import {
  BROKEN_ID_TOKENS,
  buildGatewayForMockIdp,
  type IdTokenFault,
  logIn,
  startMockIdp,
} from '../login/mock-idp.ts'
import { captureLogs } from './helpers.ts'

/** What openid-client says for each fault: the token is refused for that fault, not another. */
const REASONS: Record<IdTokenFault, RegExp> = {
  'alg-none': /"alg" header/,
  'hs256-with-public-key': /"alg" header/,
  'foreign-iss': /"iss"/,
  'wrong-aud': /"aud"/,
  expired: /"exp"/,
  'future-nbf': /"nbf"/,
  'wrong-nonce': /"nonce"/,
  'several-aud-without-azp': /additional untrusted audiences/,
  'signed-by-another-key': /signature verification failed/,
}

const idp = await startMockIdp(t)
const logs = captureLogs()
const gateway = await buildGatewayForMockIdp(t, idp, {}, { logStream: logs.stream })

const signedIn = async (cookie: string) => {
  const answer = await gateway.inject({ method: 'GET', url: '/api/session', headers: { cookie } })
  return (answer.json() as { signedIn: boolean }).signedIn
}

t.test('a well-formed ID token signs in (the control)', async (t) => {
  idp.behaviour.idTokenFault = undefined
  const { done, cookie } = await logIn(gateway, idp)
  t.equal(done.headers.location, '/homepage')
  t.ok(await signedIn(cookie))
})

for (const fault of BROKEN_ID_TOKENS) {
  t.test(`ID token refused: ${fault}`, async (t) => {
    idp.behaviour.idTokenFault = fault
    const exchanges = idp.calls('authorization_code').length
    const logged = logs.raw.length
    const { done, cookie, preLogin } = await logIn(gateway, idp)
    t.equal(done.statusCode, 303)
    t.equal(done.headers.location, '/login-failed')
    const exchange = idp.calls('authorization_code')
    t.equal(exchange.length, exchanges + 1, 'the provider issued the token')
    t.equal(exchange.at(-1)?.status, 200)
    t.notOk(await signedIn(cookie || preLogin), 'nobody is signed in')
    const refusal = logs
      .records()
      .slice(logged)
      .find((record) => record.reason === 'callback_refused')
    t.match((refusal?.err as { message?: string } | undefined)?.message, REASONS[fault], 'for that fault')
  })
}
