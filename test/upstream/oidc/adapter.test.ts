import { PGlite } from '@electric-sql/pglite'
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely'
import type { AdapterPayload } from 'oidc-provider'
import pg from 'pg'
import t, { type Test } from 'tap'
import * as migration from '../../../server/upstream/db/migrations/002-oidc.ts'
import { createAdapterFactory, purgeExpired } from '../../../server/upstream/oidc/adapter.ts'
import { loadProviderKeys } from '../../../server/upstream/oidc/keys.ts'
import { issueLoginToken, redeemLoginToken } from '../../../server/upstream/oidc/login-tokens.ts'
import type { OidcTables } from '../../../server/upstream/oidc/schema.ts'
import { POSTGRES_TEST_URL, postgresAvailable, requireService } from '../../helpers/services.ts'

const token = (extra: Partial<AdapterPayload> = {}): AdapterPayload => ({
  jti: 'x',
  kind: 'AccessToken',
  accountId: 'collector-1',
  ...extra,
})

/** The same tests on PGlite and on PostgreSQL: one migration, one adapter, both stores. */
function adapterTests(t: Test, raw: Kysely<unknown>) {
  const db = raw.withTables<OidcTables>()
  t.before(() => migration.up(raw))

  // Each test starts from an empty table and its own clock.
  async function store() {
    await db.deleteFrom('oidc_payloads').execute()
    let clock = Date.UTC(2026, 0, 1)
    const now = () => clock
    const advance = (seconds: number) => {
      clock += seconds * 1000
    }
    return { db, adapter: createAdapterFactory(db, now), now, advance }
  }

  t.test('stores, finds, consumes and destroys a model in oidc_payloads', async (t) => {
    const { db, adapter } = await store()
    const codes = adapter('AuthorizationCode')
    await codes.upsert('code-1', token({ kind: 'AuthorizationCode', grantId: 'grant-1' }), 60)

    const row = await db.selectFrom('oidc_payloads').selectAll().executeTakeFirstOrThrow()
    t.match(row, {
      id: 'code-1',
      type: 'AuthorizationCode',
      grant_id: 'grant-1',
      uid: null,
      consumed_at: null,
    })
    t.same(await codes.find('code-1'), token({ kind: 'AuthorizationCode', grantId: 'grant-1' }))
    t.equal(await adapter('AccessToken').find('code-1'), undefined, 'another model does not see it')

    await codes.consume('code-1')
    t.equal((await codes.find('code-1'))?.consumed, Math.floor(Date.UTC(2026, 0, 1) / 1000))

    await codes.destroy('code-1')
    t.equal(await codes.find('code-1'), undefined)
  })

  t.test('upsert replaces the payload of the same id', async (t) => {
    const { adapter } = await store()
    const sessions = adapter('Session')
    await sessions.upsert('s1', { uid: 'uid-1', accountId: 'a' }, 600)
    await sessions.upsert('s1', { uid: 'uid-2', accountId: 'b' }, 600)
    t.same(await sessions.find('s1'), { uid: 'uid-2', accountId: 'b' })
    t.equal(await sessions.findByUid('uid-1'), undefined)
    t.same(await sessions.findByUid('uid-2'), { uid: 'uid-2', accountId: 'b' })
  })

  t.test('finds by user code', async (t) => {
    const { adapter } = await store()
    await adapter('DeviceCode').upsert('d1', { userCode: 'ABCD-EFGH' }, 600)
    t.same(await adapter('DeviceCode').findByUserCode('ABCD-EFGH'), { userCode: 'ABCD-EFGH' })
    t.equal(await adapter('DeviceCode').findByUserCode('ZZZZ-ZZZZ'), undefined)
  })

  t.test('expired rows read as absent and are purged; rows without expiry stay', async (t) => {
    const { db, adapter, now, advance } = await store()
    await adapter('AccessToken').upsert('short', token(), 300)
    await adapter('Grant').upsert('forever', { accountId: 'a' })
    advance(299)
    t.ok(await adapter('AccessToken').find('short'), 'still valid a second before expiry')
    advance(1)
    t.equal(await adapter('AccessToken').find('short'), undefined, 'expired at its expiry')
    t.equal(await purgeExpired(db, now), 1)
    t.same(await db.selectFrom('oidc_payloads').select('id').execute(), [{ id: 'forever' }])
  })

  t.test('revokeByGrantId deletes every model of the grant and nothing else', async (t) => {
    const { db, adapter } = await store()
    await adapter('AccessToken').upsert('at-1', token({ grantId: 'g1' }), 300)
    await adapter('RefreshToken').upsert('rt-1', token({ kind: 'RefreshToken', grantId: 'g1' }), 3000)
    await adapter('RefreshToken').upsert('rt-2', token({ kind: 'RefreshToken', grantId: 'g2' }), 3000)
    await adapter('RefreshToken').revokeByGrantId('g1')
    t.same(await db.selectFrom('oidc_payloads').select(['type', 'id']).execute(), [
      { type: 'RefreshToken', id: 'rt-2' },
    ])
  })

  t.test('the provider keys are generated once and then reused', async (t) => {
    const { db } = await store()
    const [first, second] = await Promise.all([loadProviderKeys(db), loadProviderKeys(db)])
    const again = await loadProviderKeys(db)
    t.same(second, first, 'a concurrent start reads the keys the first writer stored')
    t.same(again, first)
    t.match(first.jwks.keys[0], { kty: 'RSA', alg: 'RS256', use: 'sig', d: String })
    t.equal(first.cookieKeys[0]?.length, 43)
  })
  t.test('login tokens: stored as a hash, redeemed once, not after five minutes', async (t) => {
    const { db, now, advance } = await store()
    const token = await issueLoginToken(db, 'collector-1', { now })
    t.match(token, /^[\w-]{43}$/)
    t.same(
      await db.selectFrom('oidc_payloads').select('id').where('id', '=', token).execute(),
      [],
      'not stored in clear',
    )
    t.equal(await redeemLoginToken(db, token, now), 'collector-1')
    t.equal(await redeemLoginToken(db, token, now), undefined, 'once')
    const late = await issueLoginToken(db, 'collector-1', { now })
    advance(300)
    t.equal(await redeemLoginToken(db, late, now), undefined, 'expired')
    t.equal(await redeemLoginToken(db, 'unknown', now), undefined)
  })
}

t.test('PGlite', async (t) => {
  // In memory, one instance for the suite: it takes seconds to start.
  const raw = new Kysely<unknown>({ dialect: new PGliteDialect({ pglite: () => PGlite.create() }) })
  t.teardown(() => raw.destroy())
  adapterTests(t, raw)
})

t.test('PostgreSQL', async (t) => {
  if (!requireService(t, 'PostgreSQL', await postgresAvailable())) return
  // A schema of its own, so that other suites sharing the database are not disturbed.
  const schema = `oidc_adapter_${process.pid}_${Date.now()}`
  const pool = new pg.Pool({
    connectionString: POSTGRES_TEST_URL,
    options: `-c search_path=${schema}`,
    max: 2,
  })
  const raw = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) })
  await pool.query(`create schema ${schema}`)
  t.teardown(async () => {
    await pool.query(`drop schema ${schema} cascade`)
    await raw.destroy()
  })
  adapterTests(t, raw)
})
