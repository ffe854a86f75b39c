/**
 * A Set-Cookie the route did not ask for (renewing the idle expiry, re-keying, clearing a refused
 * cookie) only goes on responses no shared cache may store: the API (no-store) or private ones.
 * A cached asset carrying someone's session cookie would hand it to the next visitor.
 */
import t from 'tap'
import { buildSessionCore, sessionCookieOf, setCookies } from './helpers.ts'

t.test('renewal waits for a private response', async (t) => {
  const clock = { now: Date.now() }
  const { app } = await buildSessionCore(t, () => clock.now)
  const login = await app.inject({ method: 'POST', url: '/api/test/session', payload: { collectorId: 'c1' } })
  const cookie = sessionCookieOf(login.headers)
  clock.now += 5 * 60_000

  const asset = await app.inject({ method: 'GET', url: '/test/asset', headers: { cookie } })
  t.equal(asset.body, 'export const collector = "c1"\n', 'the session is read')
  t.same(setCookies(asset.headers), [], 'but no cookie on a publicly cacheable response')

  const api = await app.inject({ method: 'GET', url: '/api/test/session', headers: { cookie } })
  t.equal(setCookies(api.headers).length, 1, 'the API response renews it')
})

t.test('a refused cookie is cleared only on a private response', async (t) => {
  const { app, logs } = await buildSessionCore(t, () => Date.now())
  const cookie = 'session=QUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFB%3BQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFB'
  const asset = await app.inject({ method: 'GET', url: '/test/asset', headers: { cookie } })
  t.equal(asset.body, 'export const collector = null\n')
  t.same(setCookies(asset.headers), [])
  const api = await app.inject({ method: 'GET', url: '/api/test/session', headers: { cookie } })
  t.match(setCookies(api.headers), [/^session=; Max-Age=0; /])
  t.equal(
    logs.records().filter((record) => record.reason === 'session_invalid').length,
    2,
    'both were logged',
  )
})
