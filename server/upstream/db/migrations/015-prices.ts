/**
 * The price-promotion records (spec §3 Price record): a product with its category, SKU and
 * amounts in pence. The Nectar price is the base price less the discount, and the non-Nectar price
 * is the base price; the checks keep the store to that whatever writes to it. Written once for
 * both PGlite and PostgreSQL.
 * @see https://kysely.dev/docs/migrations
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('price_records')
    .addColumn('sku', 'text', (col) => col.primaryKey())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('category_key', 'text', (col) => col.notNull())
    .addColumn('base_price_pence', 'integer', (col) => col.notNull())
    .addColumn('discount_pence', 'integer', (col) => col.notNull())
    .addColumn('nectar_price_pence', 'integer', (col) => col.notNull())
    .addColumn('non_nectar_price_pence', 'integer', (col) => col.notNull())
    .addCheckConstraint(
      'price_records_nectar_price',
      sql`nectar_price_pence = base_price_pence - discount_pence`,
    )
    .addCheckConstraint('price_records_non_nectar_price', sql`non_nectar_price_pence = base_price_pence`)
    .addCheckConstraint('price_records_positive', sql`discount_pence > 0 and nectar_price_pence > 0`)
    .execute()
  // The listing pages through one category in description order.
  await db.schema
    .createIndex('price_records_category_description')
    .on('price_records')
    .columns(['category_key', 'description', 'sku'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('price_records').execute()
}
