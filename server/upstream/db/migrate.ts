/**
 * Brings the schema to the latest migration in `migrations/`. Engineers add migrations in
 * parallel, so one numbered below an applied one may arrive later: it is still run.
 * @see https://kysely.dev/docs/migrations
 */
import { promises as fs } from 'node:fs'
import path from 'node:path'
import { type Kysely, sql } from 'kysely'
import { DEFAULT_MIGRATION_TABLE, FileMigrationProvider, Migrator } from 'kysely/migration'
import type { Database } from './schema.ts'

const migrationFolder = path.join(import.meta.dirname, 'migrations')

class MigrationError extends Error {
  override name = 'MigrationError'
}

/**
 * The migrator over `migrations/`, keeping its own tables in the connection's current schema:
 * Kysely looks for them in every schema unless told which, so another schema of the same database
 * that has them (a second installation, a parallel test run) would pass for ours.
 */
export async function createMigrator(db: Kysely<Database>): Promise<Migrator> {
  const schema = await currentSchema(db)
  return new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder }),
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  })
}

async function currentSchema(db: Kysely<Database>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db)
  return rows[0]?.schema ?? undefined
}

/** The migrations in the folder, named as Kysely's FileMigrationProvider names them. */
async function migrationNames(): Promise<string[]> {
  const files = await fs.readdir(migrationFolder)
  return files
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
}

/**
 * True when every migration in the folder is recorded as applied: the usual start, which then
 * neither loads the migration modules nor takes the migrator's lock. False when the table is
 * missing (a new store), so the migrator creates it.
 */
async function allApplied(db: Kysely<Database>): Promise<boolean> {
  const schema = await currentSchema(db)
  if (!schema) return false
  const table = sql.table(`${schema}.${DEFAULT_MIGRATION_TABLE}`)
  const applied = await sql<{ name: string }>`select name from ${table}`.execute(db).then(
    ({ rows }) => new Set(rows.map((row) => row.name)),
    () => undefined,
  )
  if (!applied) return false
  return (await migrationNames()).every((name) => applied.has(name))
}

/** Runs every pending migration; returns the names it applied. Throws when one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  if (await allApplied(db)) return []
  const { error, results = [] } = await (await createMigrator(db)).migrateToLatest()
  if (error) {
    const failed = results.find((result) => result.status === 'Error')
    throw new MigrationError(`migration ${failed?.migrationName ?? '(none)'} failed`, { cause: error })
  }
  return results.map((result) => result.migrationName)
}
