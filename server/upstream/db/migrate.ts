/**
 * Brings the schema to the latest migration in `migrations/`. Engineers add migrations in
 * parallel, so one numbered below an applied one may arrive later: it is still run.
 * @see https://kysely.dev/docs/migrations
 */
import { promises as fs } from 'node:fs'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { FileMigrationProvider, Migrator } from 'kysely/migration'
import type { Database } from './schema.ts'

export const migrationFolder = path.join(import.meta.dirname, 'migrations')

export class MigrationError extends Error {
  override name = 'MigrationError'
}

/** Runs every pending migration; returns the names it applied. Throws when one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder }),
    allowUnorderedMigrations: true,
  })
  const { error, results = [] } = await migrator.migrateToLatest()
  if (error) {
    const failed = results.find((result) => result.status === 'Error')
    throw new MigrationError(`migration ${failed?.migrationName ?? '(none)'} failed`, { cause: error })
  }
  return results.map((result) => result.migrationName)
}
