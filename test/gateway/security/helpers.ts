/**
 * Test-only routes that exercise the session, CSRF and rate-limit plugins, a bare gateway core
 * (config, redis, session, revocation) for fake-clock tests, and Set-Cookie parsing.
 */
import { Writable } from 'node:stream'
import Fastify, { type FastifyInstance } from 'fastify'
import type { Test } from 'tap'
import { loadConfig } from '../../../config/env.ts'
import sessionRevocation from '../../../server/gateway/plugins/app/session/session-revocation.ts'
import redis from '../../../server/gateway/plugins/external/redis.ts'
import session, { clearSiteData } from '../../../server/gateway/plugins/external/session.ts'
import { sameOriginHeaders } from '../../helpers/gateway.ts'

/** A JWT-shaped access token: if it reached the cookie in clear, `eyJ` would show. */
export const FAKE_ACCESS_TOKEN =
  'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjb2xsZWN0b3ItMSIsImV4cCI6NDEwMjQ0NDgwMH0.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg'
const FAKE_REFRESH_TOKEN = 'eyJyZWZyZXNoIjoidG9rZW4tb2YtdGhlLWNvbGxlY3RvciJ9.refresh.token'

export const LIMITED_MAX = 3

/** Starts a test session for `collectorId` through POST /api/test/session; answers the reply and its cookie. */
export async function signIn(
  app: FastifyInstance,
  options: { cookie?: string; collectorId?: string; cookieName?: string } = {},
) {
  const { cookie, collectorId = 'c1', cookieName } = options
  const reply = await app.inject({
    method: 'POST',
    url: '/api/test/session',
    headers: { ...sameOriginHeaders(app.config), ...(cookie ? { cookie } : {}) },
    payload: { collectorId },
  })
  return { reply, cookie: sessionCookieOf(reply.headers, cookieName) }
}

/** Routes under /api/test: start, read and end a session; a limited route; a failing route. */
export async function testRoutes(fastify: FastifyInstance) {
  fastify.post('/api/test/session', { config: { stateChanging: true } }, async (request) => {
    const { collectorId } = request.body as { collectorId: string }
    await request.startSession({
      collectorId,
      firstName: 'Ada',
      tokens: { access: FAKE_ACCESS_TOKEN, refresh: FAKE_REFRESH_TOKEN, expiresAt: 4102444800000 },
    })
    return { started: true }
  })
  fastify.post('/api/test/login-state', { config: { stateChanging: true } }, async (request) => {
    request.session.set('login', { state: 's', nonce: 'n', codeVerifier: 'v', startedAt: Date.now() })
    return { stored: true }
  })
  fastify.get('/api/test/session', async (request) => ({
    collectorId: request.session.get('collectorId') ?? null,
    login: request.session.get('login') ?? null,
  }))
  fastify.post('/api/test/logout', { config: { stateChanging: true } }, async (request, reply) => {
    await request.endSession()
    clearSiteData(reply)
    return { ended: true }
  })
  fastify.post('/api/test/claim', { config: { stateChanging: true } }, async (request) => {
    const { key } = request.body as { key: string }
    return { claimed: await fastify.singleUse.claim(key, 60) }
  })
  fastify.post('/api/test/echo', async (request) => ({ body: request.body ?? null }))
  fastify.get(
    '/api/test/limited',
    { config: { rateLimit: { max: LIMITED_MAX, timeWindow: 60_000 } } },
    async () => ({
      ok: true,
    }),
  )
  fastify.get('/api/test/boom', async () => {
    throw new Error('forced failure')
  })
  fastify.get('/test/page', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send('<p>page</p>'),
  )
  fastify.get('/test/asset', async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('text/javascript; charset=utf-8')
      .send(`export const collector = ${JSON.stringify(request.session.get('collectorId') ?? null)}\n`),
  )
}

type LogRecord = {
  level: number
  msg?: string
  reason?: string
  detail?: string
  [key: string]: unknown
}

/** A pino destination that keeps every line, raw and parsed. */
export function captureLogs() {
  const raw: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      raw.push(String(chunk))
      done()
    },
  })
  return { raw, stream, records: () => raw.map((line) => JSON.parse(line) as LogRecord) }
}

/** Session, revocation and Redis plugins on a bare Fastify, with an injected clock. */
export async function buildSessionCore(t: Test, now: () => number, env: Record<string, string> = {}) {
  const logs = captureLogs()
  const app = Fastify({ logger: { level: 'info', stream: logs.stream } })
  app.decorate('config', loadConfig({ DATA_DIR: t.testdir(), ...env }))
  await app.register(redis)
  await app.register(session, { now })
  await app.register(sessionRevocation, { now })
  await app.register(testRoutes)
  t.teardown(() => app.close())
  await app.ready()
  return { app, logs }
}

export type SetCookie = { name: string; value: string; attributes: Map<string, string> }

/** Parses one Set-Cookie header; attribute names lower-cased, flags map to ''. */
export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...parts] = header.split(';').map((part) => part.trim())
  const at = pair.indexOf('=')
  const attributes = new Map<string, string>()
  for (const part of parts) {
    const eq = part.indexOf('=')
    attributes.set((eq === -1 ? part : part.slice(0, eq)).toLowerCase(), eq === -1 ? '' : part.slice(eq + 1))
  }
  return { name: pair.slice(0, at), value: pair.slice(at + 1), attributes }
}

export function setCookies(headers: Record<string, unknown>): string[] {
  const value = headers['set-cookie']
  if (value === undefined) return []
  return Array.isArray(value) ? value.map(String) : [String(value)]
}

/** The `name=value` to send back for the session cookie of a response. */
export function sessionCookieOf(headers: Record<string, unknown>, name = 'session'): string {
  const cookie = setCookies(headers)
    .map(parseSetCookie)
    .find((c) => c.name === name)
  if (!cookie) throw new Error(`no ${name} cookie in the response`)
  return `${cookie.name}=${cookie.value}`
}
