/**
 * Events (offer, marketing and homepage-pod "skinny" events, each with its terms) and each
 * collector's year in review, one per collector per year. Written once for PGlite and PostgreSQL.
 * @see https://kysely.dev/docs/migrations
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('offer', 'marketing', 'skinny')`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('body', 'jsonb', (col) => col.notNull())
    .addColumn('terms', 'jsonb', (col) => col.notNull())
    .addColumn('starts_on', 'text', (col) => col.notNull())
    .addColumn('ends_on', 'text', (col) => col.notNull())
    .addCheckConstraint('events_dates', sql`starts_on <= ends_on`)
    .execute()

  await db.schema
    .createTable('years_in_review')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('collector_id', 'text', (col) => col.notNull().references('collectors.id').onDelete('cascade'))
    .addColumn('year', 'integer', (col) => col.notNull().check(sql`year between 2000 and 2100`))
    .addColumn('points_collected', 'integer', (col) => col.notNull().check(sql`points_collected >= 0`))
    .addColumn('points_spent', 'integer', (col) => col.notNull().check(sql`points_spent >= 0`))
    .addColumn('offers_saved', 'integer', (col) => col.notNull().check(sql`offers_saved >= 0`))
    .addColumn('shopping_trips', 'integer', (col) => col.notNull().check(sql`shopping_trips >= 0`))
    .addColumn('top_partner', 'text')
    .addColumn('busiest_month', 'integer', (col) => col.check(sql`busiest_month between 1 and 12`))
    .addUniqueConstraint('years_in_review_collector_year', ['collector_id', 'year'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('years_in_review').execute()
  await db.schema.dropTable('events').execute()
}
