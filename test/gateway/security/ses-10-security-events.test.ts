/**
 * SES-10: a refused session cookie (tampered, expired) is a security event: logged at info or
 * above with reason `session_invalid`, never at debug only, and without the cookie itself.
 */
import t from 'tap'
import { buildTestGateway } from '../../helpers/gateway.ts'
import { buildSessionCore, captureLogs, sessionCookieOf, testRoutes } from './helpers.ts'

t.test('a tampered cookie is logged at info with reason session_invalid', async (t) => {
  const logs = captureLogs()
  const app = await buildTestGateway(t, {}, { register: testRoutes, logStream: logs.stream })
  const forged = 'session=QUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFB%3BQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFB'
  const response = await app.inject({ method: 'GET', url: '/api/test/session', headers: { cookie: forged } })
  t.equal(response.json().collectorId, null)
  const events = logs.records().filter((record) => record.reason === 'session_invalid')
  t.equal(events.length, 1)
  t.match(events[0], { level: 30, detail: 'undecodable_or_idle', msg: 'session cookie refused' })
  t.notOk(logs.raw.join('').includes('QUFBQUFB'), 'the cookie is not in the log')
})

t.test('an expired cookie is logged at info with reason session_invalid', async (t) => {
  const clock = { now: Date.now() }
  const { app, logs } = await buildSessionCore(t, () => clock.now)
  const login = await app.inject({ method: 'POST', url: '/api/test/session', payload: { collectorId: 'c1' } })
  clock.now += 3 * 3600 * 1000
  const cookie = sessionCookieOf(login.headers)
  await app.inject({ method: 'GET', url: '/api/test/session', headers: { cookie } })
  const events = logs.records().filter((record) => record.reason === 'session_invalid')
  t.equal(events.length, 1)
  t.match(events[0], { level: 30, detail: 'idle' })
})

t.test('no cookie, no event', async (t) => {
  const logs = captureLogs()
  const app = await buildTestGateway(t, {}, { register: testRoutes, logStream: logs.stream })
  await app.inject({ method: 'GET', url: '/api/test/session' })
  t.same(
    logs.records().filter((record) => record.reason === 'session_invalid'),
    [],
  )
})
