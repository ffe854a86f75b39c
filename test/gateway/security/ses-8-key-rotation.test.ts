/**
 * SES-8: keys rotate. With [A, B] a cookie made under B is accepted and re-issued under A (which
 * [A] alone then accepts); with [A] alone a B cookie gives an empty session. At most two keys.
 */
import { randomBytes } from 'node:crypto'
import t from 'tap'
import { ConfigError, loadConfig } from '../../../config/env.ts'
import { buildTestGateway } from '../../helpers/gateway.ts'
import { captureLogs, sessionCookieOf, setCookies, signIn, testRoutes } from './helpers.ts'

const keyA = randomBytes(32).toString('base64')
const keyB = randomBytes(32).toString('base64')

t.test('rotation from B to A', async (t) => {
  const underB = await buildTestGateway(t, { SESSION_KEYS: keyB }, { register: testRoutes })
  const { cookie: cookieB } = await signIn(underB)

  const rotating = await buildTestGateway(t, { SESSION_KEYS: `${keyA},${keyB}` }, { register: testRoutes })
  const accepted = await rotating.inject({
    method: 'GET',
    url: '/api/test/session',
    headers: { cookie: cookieB },
  })
  t.equal(accepted.statusCode, 200)
  t.equal(accepted.json().collectorId, 'c1', 'the B cookie is accepted by [A, B]')
  t.equal(setCookies(accepted.headers).length, 1, 'and re-issued')
  const cookieA = sessionCookieOf(accepted.headers)

  const logs = captureLogs()
  const onlyA = await buildTestGateway(
    t,
    { SESSION_KEYS: keyA },
    { register: testRoutes, logStream: logs.stream },
  )
  const reissued = await onlyA.inject({
    method: 'GET',
    url: '/api/test/session',
    headers: { cookie: cookieA },
  })
  t.equal(reissued.json().collectorId, 'c1', 'the re-issued cookie is under A')
  t.same(setCookies(reissued.headers), [], 'and not re-issued again')

  const stale = await onlyA.inject({ method: 'GET', url: '/api/test/session', headers: { cookie: cookieB } })
  t.equal(stale.json().collectorId, null, 'a B cookie is refused once B is retired')
  t.match(
    logs.records().find((record) => record.reason === 'session_invalid'),
    { detail: 'undecodable_or_idle' },
  )
})

t.test('at most two keys', async (t) => {
  const keyC = randomBytes(32).toString('base64')
  t.throws(() => loadConfig({ DATA_DIR: t.testdir(), SESSION_KEYS: `${keyA},${keyB},${keyC}` }), ConfigError)
})
