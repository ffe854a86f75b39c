/**
 * A partner brand's page (spec §3 Brand, §7 "Brands and documents"): its description and terms, and
 * the rates of the collect and redeem panels (a brand without a rate is not on that panel). One row
 * per brand of `brands`, kept beside it so that the core table stays as the other areas read it.
 * And the area's other content (`brand_documents`): bonus pages, posts and spend documents.
 * @see https://kysely.dev/docs/migrations
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brand_details')
    .addColumn('brand_details_key', 'text', (col) =>
      col.primaryKey().references('brands.brand_details_key').onDelete('cascade'),
    )
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('terms', 'text', (col) => col.notNull())
    .addColumn('collect_rate', 'text')
    .addColumn('redeem_rate', 'text')
    .addCheckConstraint('brand_details_on_a_panel', sql`collect_rate is not null or redeem_rate is not null`)
    .execute()
  // The brands area's other content, by kind: bonus pages, posts (in order) and spend documents.
  await db.schema
    .createTable('brand_documents')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('brand_details_key', 'text', (col) => col.references('brands.brand_details_key'))
    .addPrimaryKeyConstraint('brand_documents_pk', ['kind', 'key'])
    .addCheckConstraint('brand_documents_kind', sql`kind in ('bonus', 'post', 'spend-document')`)
    .addUniqueConstraint('brand_documents_position', ['kind', 'position'])
    .execute()
  // The brands search matches names case-insensitively.
  await sql`create index brands_lower_name_idx on brands (lower(name))`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists brands_lower_name_idx`.execute(db)
  await db.schema.dropTable('brand_documents').execute()
  await db.schema.dropTable('brand_details').execute()
}
