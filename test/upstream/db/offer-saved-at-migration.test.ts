/**
 * Migration 010-offer-saved-at on PGlite and on PostgreSQL: a store whose offers were saved before
 * the column existed gets each saved offer's (LOADED, OPTEDIN, PINNED) last change as its savedAt,
 * and none for the others; the migration goes back down.
 */
import { sql } from 'kysely'
import t, { type Test } from 'tap'
import { createDatabase } from '../../../server/upstream/db/database.ts'
import { createMigrator, migrateToLatest } from '../../../server/upstream/db/migrate.ts'
import type { OffersTables } from '../../../server/upstream/offers/schema.ts'
import { seedSandbox } from '../../../server/upstream/seed/index.ts'
import { offerCatalogue } from '../../../server/upstream/seed/offer-catalogue.ts'
import { freshSchemaUrl, postgresUnavailable } from '../helpers/postgres.ts'

const BEFORE = '009-feedback'
const STATES = ['LOADED', 'OPTEDIN', 'PINNED', 'UNLOADED', 'NOTOPTEDIN', 'HIDDEN'] as const

async function suite(t: Test, databaseUrl: string | undefined) {
  const db = createDatabase({ databaseUrl, dataDir: t.testdir() })
  t.teardown(() => db.destroy())
  const migrator = await createMigrator(db)
  t.notOk((await migrator.migrateTo(BEFORE)).error, `migrated up to ${BEFORE}`)
  await seedSandbox(db, { schemeName: 'Nectar' })
  const collector = await db.selectFrom('collectors').select('id').executeTakeFirstOrThrow()
  const offers = db.withTables<OffersTables>()
  const catalogue = offerCatalogue(new Date()).slice(0, STATES.length)
  await offers.insertInto('offers').values(catalogue).execute()
  const changedAt = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 9, 30))
  await offers
    .insertInto('offer_states')
    .values(
      STATES.map((state, n) => ({
        collector_id: collector.id,
        offer_id: catalogue[n]?.id ?? '',
        state,
        changed_at: changedAt(n),
      })),
    )
    .execute()

  t.ok((await migrateToLatest(db)).includes('010-offer-saved-at'), '010 applied over the saved offers')
  const rows = await offers
    .selectFrom('offer_states')
    .select(['offer_id', 'state', 'changed_at', 'saved_at'])
    .where('collector_id', '=', collector.id)
    .execute()
  for (const [n, state] of STATES.entries()) {
    const row = rows.find((candidate) => candidate.offer_id === catalogue[n]?.id)
    const saved = n < 3
    t.same(
      row?.saved_at ? new Date(row.saved_at).toISOString() : null,
      saved ? changedAt(n).toISOString() : null,
      `${state}: ${saved ? 'saved when it last changed' : 'not saved'}`,
    )
  }

  t.notOk((await migrator.migrateTo(BEFORE)).error, 'and back down')
  const columns = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = 'offer_states'`.execute(db)
  t.notOk(
    columns.rows.some((column) => column.column_name === 'saved_at'),
    'no saved_at column after down',
  )
}

t.test('on PGlite', (t) => suite(t, undefined))

const postgresSkip = await postgresUnavailable()
t.test('on PostgreSQL', { skip: postgresSkip ?? false }, async (t) => suite(t, await freshSchemaUrl(t)))
