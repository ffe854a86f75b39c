/**
 * Savings: each collector's shops with Nectar Prices (what was spent, what Nectar Prices saved,
 * the points earned), the source of the savings pages, the monthly chart and the totals; and the
 * digital receipts of some of those shops with their lines. Written once for PGlite and PostgreSQL.
 * @see https://kysely.dev/docs/migrations
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('nectar_prices_transactions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('collector_id', 'text', (col) => col.notNull().references('collectors.id').onDelete('cascade'))
    .addColumn('occurred_at', 'timestamptz', (col) => col.notNull())
    .addColumn('store', 'text', (col) => col.notNull())
    .addColumn('spend_pence', 'integer', (col) => col.notNull().check(sql`spend_pence >= 0`))
    .addColumn('saved_pence', 'integer', (col) => col.notNull().check(sql`saved_pence >= 0`))
    .addColumn('points_earned', 'integer', (col) => col.notNull().check(sql`points_earned >= 0`))
    .execute()
  await db.schema
    .createIndex('nectar_prices_transactions_by_collector')
    .on('nectar_prices_transactions')
    .columns(['collector_id', 'occurred_at'])
    .execute()

  await db.schema
    .createTable('digital_receipts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('collector_id', 'text', (col) => col.notNull().references('collectors.id').onDelete('cascade'))
    .addColumn('transaction_id', 'text', (col) =>
      col.notNull().unique().references('nectar_prices_transactions.id').onDelete('cascade'),
    )
    .execute()

  await db.schema
    .createTable('digital_receipt_lines')
    .addColumn('receipt_id', 'text', (col) =>
      col.notNull().references('digital_receipts.id').onDelete('cascade'),
    )
    .addColumn('line_no', 'integer', (col) => col.notNull())
    .addColumn('item', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity >= 1`))
    .addColumn('price_pence', 'integer', (col) => col.notNull().check(sql`price_pence >= 0`))
    .addColumn('nectar_price_saving_pence', 'integer', (col) =>
      col.notNull().check(sql`nectar_price_saving_pence >= 0 and nectar_price_saving_pence <= price_pence`),
    )
    .addPrimaryKeyConstraint('digital_receipt_lines_pk', ['receipt_id', 'line_no'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('digital_receipt_lines').execute()
  await db.schema.dropTable('digital_receipts').execute()
  await db.schema.dropTable('nectar_prices_transactions').execute()
}
