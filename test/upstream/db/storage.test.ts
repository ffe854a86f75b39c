/**
 * The store, run on PGlite and on PostgreSQL: migrations, the one-time seed, password hashes,
 * a restart that reuses the data, then the routes that read it (routes/over-store.ts).
 */
import { sql } from 'kysely'
import t, { type Test } from 'tap'
import { verifyPassword } from '../../../server/upstream/auth/passwords.ts'
import { seedSandbox } from '../../../server/upstream/seed/index.ts'
import { buildUpstream } from '../../../server/upstream/server.ts'
import { freshSchemaUrl, postgresUnavailable } from '../helpers/postgres.ts'
import { buildTestUpstream, type Store, testConfig } from '../helpers/upstream.ts'
import { checkRoutesOverStore } from '../routes/over-store.ts'

type Upstream = Awaited<ReturnType<typeof buildTestUpstream>>

const CORE_TABLES = [
  'addresses',
  'address_faults',
  'brand_categories',
  'brands',
  'collectors',
  'documents',
  'outbox',
  'seed_runs',
]

async function counts(app: Upstream) {
  const count = async (
    table: 'collectors' | 'brands' | 'brand_categories' | 'addresses' | 'documents' | 'seed_runs',
  ) =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  return {
    collectors: await count('collectors'),
    brands: await count('brands'),
    brandCategories: await count('brand_categories'),
    addresses: await count('addresses'),
    documents: await count('documents'),
    seedRuns: await count('seed_runs'),
  }
}

async function suite(t: Test, store: Store) {
  const env = { DATABASE_URL: store === 'postgresql' ? await freshSchemaUrl(t) : undefined }
  const dataDir = t.testdir()
  const first = await buildTestUpstream(t, { ...env, DATA_DIR: dataDir })

  await t.test('migrations apply', async (t) => {
    const applied = await first.db
      .selectFrom(sql<{ name: string }>`kysely_migration`.as('m'))
      .select('name')
      .orderBy('name')
      .execute()
    t.ok(
      applied.some(({ name }) => name === '001-core'),
      '001-core recorded',
    )
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = current_schema()`.execute(
      first.db,
    )
    const names = tables.rows.map((row) => row.table_name)
    for (const table of CORE_TABLES) t.ok(names.includes(table), `table ${table}`)
  })

  const seeded = await counts(first)
  await t.test('the sandbox is seeded on first start', async (t) => {
    t.same(seeded, {
      // The demo collectors, the login sandbox's two and the card self-service's Casey Morgan.
      collectors: 7,
      brands: 587,
      brandCategories: 15,
      addresses: 15,
      documents: 3,
      // Every seed marker of the sandbox (listed in test/upstream/server.test.ts).
      seedRuns: 13,
    })
  })

  // Awaited: the store closes right after, and the query must not race its closing.
  await t.test('a demo password verifies and a wrong one fails', async (t) => {
    const alex = await first.db
      .selectFrom('collectors')
      .select(['password_hash', 'email', 'first_name', 'status', 'user_type'])
      .where('card_number', '=', '10000000001')
      .executeTakeFirstOrThrow()
    t.match(alex, {
      email: 'alex.taylor@example.com',
      first_name: 'Alex',
      status: 'active',
      user_type: 'personal',
    })
    t.match(alex.password_hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    t.equal(await verifyPassword(alex.password_hash ?? '', 'Points&Prizes42'), true)
    t.equal(await verifyPassword(alex.password_hash ?? '', 'Points&Prizes43'), false)
  })

  await first.close()
  const second = await buildTestUpstream(t, { ...env, DATA_DIR: dataDir })

  t.test('a second start reuses the data and does not seed again', async (t) => {
    t.same(await counts(second), seeded)
    t.equal(await seedSandbox(second.db, { schemeName: 'Nectar' }), false)
  })

  checkRoutesOverStore(t, second)
}

t.test('storage on PGlite', (t) => suite(t, 'pglite'))

const postgresSkip = await postgresUnavailable()
t.test('storage on PostgreSQL', { skip: postgresSkip ?? false }, (t) => suite(t, 'postgresql'))

t.test(
  'two upstreams starting together on one PostgreSQL seed once',
  { skip: postgresSkip ?? false },
  async (t) => {
    const config = testConfig(t, { DATABASE_URL: await freshSchemaUrl(t) })
    const [a, b] = await Promise.all([buildUpstream(config), buildUpstream(config)])
    t.teardown(() => Promise.all([a.close(), b.close()]))
    await Promise.all([a.ready(), b.ready()])
    t.same(await counts(a), {
      // The demo collectors, the login sandbox's two and the card self-service's Casey Morgan.
      collectors: 7,
      brands: 587,
      brandCategories: 15,
      addresses: 15,
      documents: 3,
      // Every seed marker of the sandbox (listed in test/upstream/server.test.ts).
      seedRuns: 13,
    })
  },
)
