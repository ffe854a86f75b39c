/**
 * The account audit: one row per change a collector (or the scheme, for them) made to their account:
 * who, what, through which channel, when, and a short detail with no secrets (never a password, code
 * or token; an e-mail change names the field, not the addresses). Rows outlive an anonymised account,
 * so the collector id is not a foreign key. Written once for both PGlite and PostgreSQL.
 * @see https://kysely.dev/docs/migrations
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_audit')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('collector_id', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('detail', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('account_audit_collector_created')
    .on('account_audit')
    .columns(['collector_id', 'created_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_audit').execute()
}
