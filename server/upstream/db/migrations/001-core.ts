/**
 * Collectors, the outbox, brands and their categories, addresses, documents and the seed marker.
 * Written once for both PGlite and PostgreSQL.
 * @see https://kysely.dev/docs/migrations
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('collectors')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('card_number', 'text', (col) => col.notNull().unique().check(sql`card_number ~ '^[0-9]{11}$'`))
    .addColumn('email', 'text', (col) => col.unique().check(sql`email = lower(email)`))
    .addColumn('password_hash', 'text')
    .addColumn('title', 'text')
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('date_of_birth', 'text', (col) =>
      col.check(sql`date_of_birth ~ '^[0-9]{2}-[0-9]{2}-[0-9]{4}$'`),
    )
    .addColumn('phone_number', 'text')
    .addColumn('country_code', 'text')
    .addColumn('memorable_name', 'text')
    .addColumn('user_type', 'text', (col) =>
      col.notNull().check(sql`user_type in ('personal', 'business', 'analog', 'ghost')`),
    )
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('active').check(sql`status in ('active', 'inactivated')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('to', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('links', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('outbox_to_idx').on('outbox').column('to').execute()

  await db.schema
    .createTable('brand_categories')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createTable('brands')
    .addColumn('brand_details_key', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('logo_image_url', 'text', (col) => col.notNull())
    .addColumn('is_vldx', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('category_key', 'text', (col) => col.notNull().references('brand_categories.key'))
    .execute()
  await db.schema.createIndex('brands_category_idx').on('brands').column('category_key').execute()

  await db.schema
    .createTable('addresses')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('postcode', 'text', (col) => col.notNull().check(sql`postcode ~ '^[A-Z0-9]{5,7}$'`))
    .addColumn('building', 'text')
    .addColumn('lines', 'jsonb', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('addresses_postcode_idx').on('addresses').column('postcode').execute()
  await db.schema
    .createTable('address_faults')
    .addColumn('postcode', 'text', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('documents')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('seed_runs')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('ran_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'seed_runs',
    'documents',
    'address_faults',
    'addresses',
    'brands',
    'brand_categories',
    'outbox',
  ]
  for (const table of [...tables, 'collectors']) await db.schema.dropTable(table).execute()
}
