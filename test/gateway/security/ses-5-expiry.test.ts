/**
 * SES-5: the idle timeout slides with use, and the absolute lifetime holds however often the
 * session is used (plain @fastify/secure-session slides forever). Fake clock, no waiting: on the
 * session core, then on the whole gateway with a session made by identity login (the mock
 * provider keeps refreshing the access token, yet the session still ends).
 */
import type { FastifyInstance } from 'fastify'
import t, { type Test } from 'tap'
import { sameOriginHeaders } from '../../helpers/gateway.ts'
import { buildGatewayForMockIdp, logIn, MOCK_PUBLIC_ORIGIN, startMockIdp } from '../login/mock-idp.ts'
import { buildSessionCore, sessionCookieOf, setCookies } from './helpers.ts'

const IDLE = 1800
const ABSOLUTE = 43_200
const MINUTE = 60_000

async function startedSession(t: Test) {
  const clock = { now: Date.now() }
  const { app, logs } = await buildSessionCore(t, () => clock.now)
  const started = await app.inject({
    method: 'POST',
    url: '/api/test/session',
    payload: { collectorId: 'c1' },
  })
  const read = async (cookie: string) => {
    const response = await app.inject({ method: 'GET', url: '/api/test/session', headers: { cookie } })
    return { collectorId: response.json().collectorId as string | null, headers: response.headers }
  }
  return { clock, logs, read, cookie: sessionCookieOf(started.headers) }
}

t.test('idle longer than the expiry: the session is empty', async (t) => {
  const { clock, logs, read, cookie } = await startedSession(t)
  clock.now += (IDLE - 1) * 1000
  t.equal((await read(cookie)).collectorId, 'c1', 'one second before the idle limit it still works')
  clock.now += 1000
  const expired = await read(cookie)
  t.equal(expired.collectorId, null, 'at the idle limit it is refused')
  t.match(logs.records().at(-2), { level: 30, reason: 'session_invalid', detail: 'idle' })
})

t.test('use slides the idle expiry: the re-issued cookie lives on', async (t) => {
  const { clock, read, cookie } = await startedSession(t)
  clock.now += 20 * MINUTE
  const used = await read(cookie)
  t.equal(used.collectorId, 'c1')
  const renewed = sessionCookieOf(used.headers)
  clock.now += 20 * MINUTE
  t.equal((await read(renewed)).collectorId, 'c1', '40 minutes after login, 20 after last use')
  t.equal((await read(cookie)).collectorId, null, 'the first cookie, unused for 40 minutes, has expired')
})

t.test('no re-issue within a minute of the last one', async (t) => {
  const { clock, read, cookie } = await startedSession(t)
  clock.now += 59_000
  t.same(setCookies((await read(cookie)).headers), [])
  clock.now += 1000
  t.equal(setCookies((await read(cookie)).headers).length, 1)
})

t.test('touched every 20 minutes, the session still ends at the absolute lifetime', async (t) => {
  const { clock, logs, read, cookie: first } = await startedSession(t)
  const started = clock.now
  let cookie = first
  let lastAccepted = 0
  while (clock.now - started < (ABSOLUTE + 3600) * 1000) {
    clock.now += 20 * MINUTE
    const response = await read(cookie)
    if (response.collectorId === null) break
    lastAccepted = clock.now - started
    if (setCookies(response.headers).length > 0) cookie = sessionCookieOf(response.headers)
  }
  t.equal(lastAccepted, ABSOLUTE * 1000, 'accepted up to exactly 12 hours')
  t.equal(clock.now - started, ABSOLUTE * 1000 + 20 * MINUTE, 'refused at the first use after it')
  t.match(logs.records().at(-2), { level: 30, reason: 'session_invalid', detail: 'absolute_lifetime' })
})

/** A signed-in API route that needs a fresh access token, as the account routes do. */
async function tokenRoute(fastify: FastifyInstance) {
  fastify.get('/api/test/needs-token', { preHandler: fastify.requireSession }, async (request) => {
    await request.accessToken()
    return { ok: true }
  })
}

async function identitySession(t: Test) {
  const clock = { now: Date.now() }
  const now = () => clock.now
  const idp = await startMockIdp(t)
  const gateway = await buildGatewayForMockIdp(
    t,
    idp,
    {},
    { register: tokenRoute, now, identityLogin: { now } },
  )
  const { cookie, done } = await logIn(gateway, idp)
  t.equal(done.headers.location, '/homepage', 'signed in through the provider')
  const call = (sessionCookie: string) =>
    gateway.inject({
      method: 'GET',
      url: '/api/test/needs-token',
      headers: { ...sameOriginHeaders({ PUBLIC_ORIGIN: MOCK_PUBLIC_ORIGIN }), cookie: sessionCookie },
    })
  return { clock, idp, cookie, call }
}

t.test('login-made session: idle past the expiry answers 401 with the login URL', async (t) => {
  const { clock, cookie, call } = await identitySession(t)
  clock.now += (IDLE - 1) * 1000
  t.equal((await call(cookie)).statusCode, 200, 'one second before the idle limit it works')
  clock.now += 1000
  const idle = await call(cookie)
  t.equal(idle.statusCode, 401)
  t.match(idle.json(), { code: 'UNAUTHORISED', loginUrl: '/id/start/enter-card-number' })
})

t.test('login-made session: used every 20 minutes, refused after the absolute lifetime', async (t) => {
  const { clock, idp, cookie: first, call } = await identitySession(t)
  const started = clock.now
  let cookie = first
  let lastAccepted = 0
  let status = 200
  while (clock.now - started < (ABSOLUTE + 3600) * 1000) {
    clock.now += 20 * MINUTE
    const response = await call(cookie)
    status = response.statusCode
    if (status !== 200) break
    lastAccepted = clock.now - started
    if (setCookies(response.headers).length > 0) cookie = sessionCookieOf(response.headers)
  }
  t.equal(status, 401, 'refused')
  t.equal(lastAccepted, ABSOLUTE * 1000, 'accepted up to exactly 12 hours')
  t.equal(clock.now - started, ABSOLUTE * 1000 + 20 * MINUTE, 'refused at the first use after it')
  t.equal(idp.calls('refresh_token').length, ABSOLUTE / 1200, 'the provider refreshed the token on every use')
})
