/**
 * The collectors' points transactions and each collector's feed status (spec §3 Transactions
 * response, §4 Activity). A page is a keyset query on (collector, date, id), newest first, so the
 * index leads with the collector and orders by date and id. The collector id is not a foreign key:
 * the history is the scheme's record, kept like the account audit. Written once for both PGlite and
 * PostgreSQL.
 * @see https://kysely.dev/docs/migrations
 * @see https://use-the-index-luke.com/no-offset
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('transactions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('collector_id', 'text', (col) => col.notNull())
    .addColumn('occurred_at', 'timestamptz', (col) => col.notNull())
    .addColumn('brand_key', 'text', (col) => col.notNull())
    .addColumn('partner_name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('points', 'integer', (col) => col.notNull())
    .addCheckConstraint('transactions_points_not_zero', sql`points <> 0`)
    .execute()
  await db.schema
    .createIndex('transactions_collector_occurred_id')
    .on('transactions')
    .columns(['collector_id', 'occurred_at desc', 'id desc'])
    .execute()
  await db.schema
    .createTable('transaction_feeds')
    .addColumn('collector_id', 'text', (col) => col.primaryKey())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('OK'))
    .addCheckConstraint('transaction_feeds_status', sql`status in ('OK', 'DELAYED')`)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('transaction_feeds').execute()
  await db.schema.dropTable('transactions').execute()
}
