/**
 * SES-7: a per-collector cut-off (account disabled, password changed) ends every session that
 * collector had, on every device, and no one else's; a login after the cut-off works.
 */
import t from 'tap'
import { buildSessionCore, sessionCookieOf } from './helpers.ts'

t.test('revokeCollector ends every earlier session of that collector only', async (t) => {
  const clock = { now: Date.now() }
  const { app, logs } = await buildSessionCore(t, () => clock.now)
  const login = async (collectorId: string) =>
    sessionCookieOf(
      (await app.inject({ method: 'POST', url: '/api/test/session', payload: { collectorId } })).headers,
    )
  const who = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/test/session', headers: { cookie } })).json().collectorId

  const phone = await login('c1')
  clock.now += 1000
  const laptop = await login('c1')
  const other = await login('c2')
  clock.now += 1000
  await app.sessionRevocation.revokeCollector('c1')

  t.equal(await who(phone), null, 'the first device is signed out')
  t.equal(await who(laptop), null, 'the second device is signed out')
  t.equal(await who(other), 'c2', 'another collector is untouched')
  t.match(
    logs.records().find((record) => record.detail === 'revoked'),
    { reason: 'session_invalid' },
  )

  clock.now += 1
  t.equal(await who(await login('c1')), 'c1', 'a login after the cut-off works')
})
