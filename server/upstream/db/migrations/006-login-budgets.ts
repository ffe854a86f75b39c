/**
 * Login budgets: failed password checks counted per account and per client address, in the store
 * every process shares, so that no number of addresses or replicas raises them. Written once for
 * both PGlite and PostgreSQL.
 * @see https://kysely.dev/docs/migrations
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_budgets')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('window_ends_at', 'timestamptz', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('login_budgets_window_ends_at')
    .on('login_budgets')
    .column('window_ends_at')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_budgets').execute()
}
