/**
 * Brings the schema to the latest migration in `migrations/`. Engineers add migrations in
 * parallel, so one numbered below an applied one may arrive later: it is still run.
 * @see https://kysely.dev/docs/migrations
 */
import { promises as fs } from 'node:fs'
import path from 'node:path'
import { type Kysely, sql } from 'kysely'
import { FileMigrationProvider, Migrator } from 'kysely/migration'
import type { Database } from './schema.ts'

export const migrationFolder = path.join(import.meta.dirname, 'migrations')

export class MigrationError extends Error {
  override name = 'MigrationError'
}

/**
 * The migrator over `migrations/`, keeping its own tables in the connection's current schema:
 * Kysely looks for them in every schema unless told which, so another schema of the same database
 * that has them (a second installation, a parallel test run) would pass for ours.
 */
export async function createMigrator(db: Kysely<Database>): Promise<Migrator> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  return new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder }),
    allowUnorderedMigrations: true,
    ...(rows[0]?.schema ? { migrationTableSchema: rows[0].schema } : {}),
  })
}

/** Runs every pending migration; returns the names it applied. Throws when one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results = [] } = await (await createMigrator(db)).migrateToLatest()
  if (error) {
    const failed = results.find((result) => result.status === 'Error')
    throw new MigrationError(`migration ${failed?.migrationName ?? '(none)'} failed`, { cause: error })
  }
  return results.map((result) => result.migrationName)
}
