/**
 * Spending points: the rewards a collector may redeem (a redeem brand's reward, its points cost,
 * 0 for zero-point rewards), the vouchers issued to collectors (by a redemption or by the scheme),
 * and each collector's redemption lock (no row: unlocked). A redemption's idempotency key is unique
 * per collector, so the same confirm sent twice issues one voucher and spends once. Written once for
 * both PGlite and PostgreSQL.
 * @see https://kysely.dev/docs/migrations
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rewards')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('brand_details_key', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('points_cost', 'integer', (col) => col.notNull().check(sql`points_cost >= 0`))
    .addColumn('value_pence', 'integer', (col) => col.notNull().check(sql`value_pence >= 0`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute()
  await db.schema
    .createTable('vouchers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('collector_id', 'text', (col) => col.notNull().references('collectors.id').onDelete('cascade'))
    .addColumn('transaction_id', 'text', (col) => col.notNull().unique())
    .addColumn('reward_id', 'text', (col) => col.references('rewards.id'))
    .addColumn('brand_details_key', 'text', (col) => col.notNull())
    .addColumn('item_description', 'text', (col) => col.notNull())
    .addColumn('voucher_code', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('points_spent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('value_pence', 'integer', (col) => col.notNull())
    .addColumn('used', 'boolean')
    .addColumn('answered_at', 'timestamptz')
    .addColumn('issued_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('idempotency_key', 'text')
    .addUniqueConstraint('vouchers_collector_idempotency_key', ['collector_id', 'idempotency_key'])
    .execute()
  await db.schema
    .createIndex('vouchers_collector_issued')
    .on('vouchers')
    .columns(['collector_id', 'issued_at'])
    .execute()
  await db.schema
    .createTable('redemption_locks')
    .addColumn('collector_id', 'text', (col) =>
      col.primaryKey().references('collectors.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('LOCKED', 'UNLOCKED')`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('redemption_locks').execute()
  await db.schema.dropTable('vouchers').execute()
  await db.schema.dropTable('rewards').execute()
}
