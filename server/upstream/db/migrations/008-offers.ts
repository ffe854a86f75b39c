/**
 * Offers: the catalogue, each collector's offers with their state (a row means the offer is
 * theirs), and coalition bookmarks. Written once for both PGlite and PostgreSQL.
 * @see https://kysely.dev/docs/migrations
 */
import { type Kysely, sql } from 'kysely'

const STATES = sql`('LOADED', 'UNLOADED', 'OPTEDIN', 'NOTOPTEDIN', 'HIDDEN', 'PINNED')`

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('offers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // What `PUT offer/state` names the offer by: the id, or its part before the first dash.
    .addColumn('state_key', 'text', (col) => col.notNull().unique())
    .addColumn('source_type', 'text', (col) =>
      col.notNull().check(sql`source_type in ('COALITION', 'PIANO', 'NECTAR_PRICE')`),
    )
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('ACTIVE', 'LOCKED')`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('sponsor_display_name', 'text', (col) => col.notNull())
    .addColumn('brand_details_key', 'text')
    .addColumn('how_to', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'timestamptz', (col) => col.notNull())
    .addColumn('is_shared', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute()

  await db.schema
    .createTable('offer_states')
    .addColumn('collector_id', 'text', (col) => col.notNull().references('collectors.id').onDelete('cascade'))
    .addColumn('offer_id', 'text', (col) => col.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('state', 'text', (col) => col.notNull().check(sql`state in ${STATES}`))
    .addColumn('changed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('offer_states_pk', ['collector_id', 'offer_id'])
    .execute()

  await db.schema
    .createTable('offer_bookmarks')
    .addColumn('collector_id', 'text', (col) => col.notNull().references('collectors.id').onDelete('cascade'))
    .addColumn('offer_id', 'text', (col) => col.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('offer_bookmarks_pk', ['collector_id', 'offer_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('offer_bookmarks').execute()
  await db.schema.dropTable('offer_states').execute()
  await db.schema.dropTable('offers').execute()
}
