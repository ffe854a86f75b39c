/**
 * Two stores in two schemas of one PostgreSQL database (two installations, or test runs in
 * parallel): each keeps its own migration tables, so the second migrates fully instead of taking
 * the first's tables for its own.
 */
import { sql } from 'kysely'
import t from 'tap'
import { createDatabase } from '../../../server/upstream/db/database.ts'
import { migrateToLatest } from '../../../server/upstream/db/migrate.ts'
import { freshSchemaUrl, postgresUnavailable } from '../helpers/postgres.ts'

const skip = await postgresUnavailable()

t.test('each schema migrates on its own', { skip: skip ?? false }, async (t) => {
  const first = createDatabase({ databaseUrl: await freshSchemaUrl(t), dataDir: t.testdir() })
  const second = createDatabase({ databaseUrl: await freshSchemaUrl(t), dataDir: t.testdir() })
  t.teardown(() => Promise.all([first.destroy(), second.destroy()]))
  const applied = await migrateToLatest(first)
  t.ok(applied.length > 0, 'the first schema migrated')
  t.same(await migrateToLatest(second), applied, 'the second ran every migration too')
  const tables = async (db: typeof first) =>
    (
      await sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_name like 'kysely_migration%' order by 1`.execute(db)
    ).rows.map((row) => row.name)
  t.same(await tables(second), ['kysely_migration', 'kysely_migration_lock'], 'its own migration tables')
})
