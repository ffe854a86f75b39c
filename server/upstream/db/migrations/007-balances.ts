/**
 * Points balances, one row per collector (a collector without a row has no points yet). Written
 * once for both PGlite and PostgreSQL.
 * @see https://kysely.dev/docs/migrations
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('balances')
    .addColumn('collector_id', 'text', (col) =>
      col.primaryKey().references('collectors.id').onDelete('cascade'),
    )
    .addColumn('points', 'integer', (col) => col.notNull().check(sql`points >= 0`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('balances').execute()
}
