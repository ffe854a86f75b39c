/**
 * PostgreSQL for the storage suites: a fresh schema per run, selected through the connection's
 * search_path, dropped afterwards. When the server does not answer, suites skip with a loud line,
 * except in CI where they must fail.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { Test } from 'tap'

const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

const HOW_TO = `PostgreSQL suites SKIPPED: no server at ${POSTGRES_URL}. Start one (trust auth, database "test"), e.g. \`docker run -p 5432:5432 -e POSTGRES_HOST_AUTH_METHOD=trust -e POSTGRES_DB=test postgres:17\`.`

async function query(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** undefined when PostgreSQL answers; otherwise the reason to skip (or throws when CI=true). */
export async function postgresUnavailable(): Promise<string | undefined> {
  try {
    await query('select 1')
    return undefined
  } catch (error) {
    if (process.env.CI === 'true')
      throw new Error(`CI=true and PostgreSQL is unreachable at ${POSTGRES_URL}`, { cause: error })
    console.warn(`\n*** ${HOW_TO} ***\n`)
    return HOW_TO
  }
}

/** Creates schema `t_<random>` for this test and returns a DATABASE_URL that works inside it. */
export async function freshSchemaUrl(t: Test): Promise<string> {
  const schema = `t_${randomBytes(6).toString('hex')}`
  await query(`create schema ${schema}`)
  t.teardown(() => query(`drop schema ${schema} cascade`))
  const url = new URL(POSTGRES_URL)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return url.toString()
}
