/**
 * With REDIS_URL, two gateway processes behave as one: they spend one rate-limit budget, accept
 * each other's session cookies, refuse a cookie the other logged out, and share single-use
 * records. Real processes, real Redis, a key prefix of this run's own, removed afterwards.
 */
import { type ChildProcess, fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import t, { type Test } from 'tap'
import { REDIS_TEST_ENV, REDIS_TEST_URL, redisAvailable, requireService } from '../../helpers/services.ts'
import { LIMITED_MAX } from './helpers.ts'

const ENTRY = join(import.meta.dirname, 'fixtures/gateway-process.ts')
const ORIGIN = 'http://localhost:3000'
const CSRF = { 'x-requested-with': 'fetch', 'sec-fetch-site': 'same-origin', origin: ORIGIN }

function startGateway(t: Test, env: Record<string, string>): Promise<string> {
  const child: ChildProcess = fork(ENTRY, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  t.teardown(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.disconnect()
      }),
  )
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(`http://127.0.0.1:${message.port}`))
    child.once('exit', (code) => reject(new Error(`gateway process exited with ${code} before listening`)))
  })
}

async function call(
  base: string,
  path: string,
  init: { method?: string; cookie?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = { ...CSRF }
  if (init.cookie) headers.cookie = init.cookie
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0]
  return { status: response.status, body: await response.json(), cookie }
}

if (requireService(t, 'Redis', await redisAvailable())) {
  const prefix = `test-security-${process.pid}-${randomBytes(4).toString('hex')}:`
  const redis = new Redis(REDIS_TEST_URL)
  t.teardown(async () => {
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length > 0) await redis.del(...keys)
    await redis.quit()
  })
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-replicas-'))
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }))
  const env = {
    DATA_DIR: dataDir,
    ...REDIS_TEST_ENV,
    REDIS_KEY_PREFIX: prefix,
    SESSION_KEYS: randomBytes(32).toString('base64'),
    PUBLIC_ORIGIN: ORIGIN,
    LOG_LEVEL: 'silent',
    UPSTREAM_PORT: '9',
  }
  const [a, b] = await Promise.all([startGateway(t, env), startGateway(t, env)])

  t.test('the two processes spend one rate-limit budget', async (t) => {
    const statuses = []
    for (let i = 0; i <= LIMITED_MAX; i++)
      statuses.push((await call(i % 2 ? b : a, '/api/test/limited')).status)
    t.same(statuses, [200, 200, 200, 429])
    t.ok(
      (await redis.keys(`${prefix}rate-limit:*`)).length > 0,
      'the counter lives in Redis under the prefix',
    )
  })

  t.test('a session made by one is accepted by the other, and a logout by either ends it', async (t) => {
    const login = await call(a, '/api/test/session', { method: 'POST', body: { collectorId: 'c1' } })
    t.ok(login.cookie)
    const onB = await call(b, '/api/test/session', { cookie: login.cookie })
    t.same(onB.body, { collectorId: 'c1', login: null })
    t.equal((await call(b, '/api/test/logout', { method: 'POST', cookie: login.cookie })).status, 200)
    const replayOnA = await call(a, '/api/test/session', { cookie: login.cookie })
    t.same(replayOnA.body, { collectorId: null, login: null }, 'the other process refuses the ended session')
  })

  t.test('a single-use record claimed on one is refused on the other', async (t) => {
    const key = `solution-${randomBytes(4).toString('hex')}`
    t.same((await call(a, '/api/test/claim', { method: 'POST', body: { key } })).body, { claimed: true })
    t.same((await call(b, '/api/test/claim', { method: 'POST', body: { key } })).body, { claimed: false })
  })
}
