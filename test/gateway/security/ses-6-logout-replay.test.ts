/**
 * SES-6: after logout a captured copy of the cookie is refused (sid denylist), the cookie is
 * cleared, and the logout response carries Clear-Site-Data.
 */
import t from 'tap'
import { buildTestGateway, sameOriginHeaders } from '../../helpers/gateway.ts'
import { captureLogs, parseSetCookie, sessionCookieOf, setCookies, signIn, testRoutes } from './helpers.ts'

t.test('a cookie replayed after logout is refused', async (t) => {
  const logs = captureLogs()
  const app = await buildTestGateway(t, {}, { register: testRoutes, logStream: logs.stream })
  const headers = sameOriginHeaders(app.config)
  const { cookie: captured } = await signIn(app)
  const before = await app.inject({ method: 'GET', url: '/api/test/session', headers: { cookie: captured } })
  t.equal(before.json().collectorId, 'c1')

  const logout = await app.inject({
    method: 'POST',
    url: '/api/test/logout',
    headers: { ...headers, cookie: captured },
  })
  t.equal(logout.statusCode, 200)
  t.equal(logout.headers['clear-site-data'], '"cache", "cookies", "storage"')
  const [cleared] = setCookies(logout.headers).map(parseSetCookie)
  t.equal(cleared?.name, 'session')
  t.equal(cleared?.value, '')
  t.equal(cleared?.attributes.get('max-age'), '0')

  const replay = await app.inject({ method: 'GET', url: '/api/test/session', headers: { cookie: captured } })
  t.same(replay.json(), { collectorId: null, login: null }, 'the replayed cookie is not authenticated')
  t.equal(setCookies(replay.headers).map(parseSetCookie)[0]?.value, '', 'and is cleared again')
  t.match(
    logs.records().find((record) => record.detail === 'revoked'),
    { level: 30, reason: 'session_invalid', msg: 'session cookie refused' },
  )
})

t.test('logging out twice is harmless and a new login works', async (t) => {
  const app = await buildTestGateway(t, {}, { register: testRoutes })
  const headers = sameOriginHeaders(app.config)
  const { cookie } = await signIn(app)
  for (const attempt of [1, 2]) {
    const logout = await app.inject({
      method: 'POST',
      url: '/api/test/logout',
      headers: { ...headers, cookie },
    })
    t.equal(logout.statusCode, 200, `logout ${attempt}`)
  }
  const again = await app.inject({
    method: 'POST',
    url: '/api/test/session',
    headers,
    payload: { collectorId: 'c1' },
  })
  const fresh = sessionCookieOf(again.headers)
  const read = await app.inject({ method: 'GET', url: '/api/test/session', headers: { cookie: fresh } })
  t.equal(read.json().collectorId, 'c1')
})
