/**
 * SES-4: starting a session (at login) issues a new id, keeps none of the pre-login data, and
 * revokes the pre-login cookie, so data planted before login does not survive it. A request that
 * left the browser before the login finished still carries the pre-login cookie: it is refused
 * without clearing the cookie, which would delete the signed-in one that replaced it.
 */
import t from 'tap'
import { buildTestGateway, sameOriginHeaders } from '../../helpers/gateway.ts'
import { sessionCookieOf, signIn, testRoutes } from './helpers.ts'

t.test('a new session replaces the pre-login one and the old cookie is refused', async (t) => {
  const app = await buildTestGateway(t, {}, { register: testRoutes })
  const headers = sameOriginHeaders(app.config)
  const before = await app.inject({ method: 'POST', url: '/api/test/login-state', headers })
  const preLogin = sessionCookieOf(before.headers)
  const planted = await app.inject({ method: 'GET', url: '/api/test/session', headers: { cookie: preLogin } })
  t.match(planted.json(), { collectorId: null, login: { state: 's', nonce: 'n' } }, 'pre-login data is there')

  const { cookie: session } = await signIn(app, { cookie: preLogin })
  t.not(session, preLogin)
  const after = await app.inject({ method: 'GET', url: '/api/test/session', headers: { cookie: session } })
  t.same(after.json(), { collectorId: 'c1', login: null }, 'the pre-login data is gone')

  const old = await app.inject({ method: 'GET', url: '/api/test/session', headers: { cookie: preLogin } })
  t.same(old.json(), { collectorId: null, login: null }, 'the pre-login cookie no longer works')
  t.equal(old.headers['set-cookie'], undefined, 'and its answer leaves the signed-in cookie alone')
  const still = await app.inject({ method: 'GET', url: '/api/test/session', headers: { cookie: session } })
  t.same(still.json(), { collectorId: 'c1', login: null }, 'the new session works on')
})
