/**
 * External services some suites need (PostgreSQL, Redis; Chromium is test/browser/helpers/chromium.ts). When one is missing, the
 * suite is skipped with a loud line saying how to get it, except under CI=true, where it fails:
 * CI must run every suite.
 */
import { connect } from 'node:net'
import pg from 'pg'
import type { Test } from 'tap'

export const REDIS_TEST_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
/**
 * What a test gateway on the test Redis is given: its URL, and a command budget that a loaded CI
 * machine keeps. The 200 ms default, and what a missed budget does, are tested on their own
 * (test/gateway/resilience/redis-outage.test.ts); elsewhere a slow moment must not count Redis down.
 */
export const REDIS_TEST_ENV = { REDIS_URL: REDIS_TEST_URL, REDIS_BUDGET_MS: '2000' } as const
export const POSTGRES_TEST_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

const HOW_TO: Record<ServiceName, string> = {
  PostgreSQL: `start PostgreSQL at ${POSTGRES_TEST_URL} with trust auth (apt-get install postgresql && createdb -U postgres test, or docker run -d -p 5432:5432 -e POSTGRES_HOST_AUTH_METHOD=trust -e POSTGRES_DB=test postgres:16)`,
  Redis: `start Redis at ${REDIS_TEST_URL} (apt-get install redis-server && redis-server --save '' --daemonize yes, or docker run -d -p 6379:6379 redis:7)`,
}

export type ServiceName = 'PostgreSQL' | 'Redis'

/** True when Redis answers PING within the timeout. */
export function redisAvailable(url = REDIS_TEST_URL, timeoutMs = 1000): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) })
    const finish = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(timeoutMs, () => finish(false))
    socket.on('error', () => finish(false))
    socket.on('connect', () => socket.write('PING\r\n'))
    socket.on('data', (data) => finish(data.toString().startsWith('+PONG')))
  })
}

/** True when PostgreSQL accepts a connection and a query. */
export async function postgresAvailable(url = POSTGRES_TEST_URL, timeoutMs = 2000): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * True when the service is there. Otherwise prints what is missing and how to get it, and then
 * records a skip, or a failure when CI=true. Callers run the suite only when this is true.
 */
export function requireService(t: Test, name: ServiceName, available: boolean): boolean {
  if (available) return true
  const line = `${name} is not available: ${HOW_TO[name]}`
  if (process.env.CI === 'true') {
    t.fail(`${line} (required when CI=true)`)
    return false
  }
  console.error(`\n*** SKIPPED: ${line} ***\n`)
  t.skip(`${name} suite skipped: ${name} is not available`, () => {})
  return false
}
