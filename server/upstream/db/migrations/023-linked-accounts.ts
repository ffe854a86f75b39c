/**
 * Linked partner accounts (routes specification §3, §4, §9): the partner's own accounts (the
 * sandbox's stand-in for the airline: member number, surname, a hashed PIN, its points and how it
 * behaves), the links between a collector and an account (one live link per account and per
 * collector and partner), every link and unlink (the linking cap counts them), and the conversions
 * of points between the collector's balance and the partner account. Written once for both PGlite
 * and PostgreSQL.
 * @see https://kysely.dev/docs/migrations
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partner_accounts')
    .addColumn('partner', 'text', (col) => col.notNull())
    .addColumn('member_number', 'text', (col) => col.notNull())
    .addColumn('surname', 'text', (col) => col.notNull())
    .addColumn('pin_hash', 'text', (col) => col.notNull())
    .addColumn('points', 'integer', (col) => col.notNull().check(sql`points >= 0`))
    // normal, unlink-fails (the partner refuses to unlink), slow (conversions settle later) or
    // declines (conversions settle later as ERROR, the points given back).
    .addColumn('behaviour', 'text', (col) => col.notNull().defaultTo('normal'))
    .addPrimaryKeyConstraint('partner_accounts_pk', ['partner', 'member_number'])
    .execute()
  await db.schema
    .createTable('linked_accounts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('collector_id', 'text', (col) => col.notNull().references('collectors.id').onDelete('cascade'))
    .addColumn('partner', 'text', (col) => col.notNull())
    .addColumn('member_number', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('COMPLETE'))
    .addColumn('linked_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('unlinked_at', 'timestamptz')
    .addForeignKeyConstraint(
      'linked_accounts_partner_account',
      ['partner', 'member_number'],
      'partner_accounts',
      ['partner', 'member_number'],
    )
    .execute()
  // One live link per partner account, and one per collector and partner.
  await db.schema
    .createIndex('linked_accounts_live_account')
    .on('linked_accounts')
    .columns(['partner', 'member_number'])
    .unique()
    .where(sql.ref('unlinked_at'), 'is', null)
    .execute()
  await db.schema
    .createIndex('linked_accounts_live_collector')
    .on('linked_accounts')
    .columns(['collector_id', 'partner'])
    .unique()
    .where(sql.ref('unlinked_at'), 'is', null)
    .execute()
  await db.schema
    .createTable('link_history')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('collector_id', 'text', (col) => col.notNull())
    .addColumn('partner', 'text', (col) => col.notNull())
    .addColumn('member_number', 'text', (col) => col.notNull())
    // linked, relinked or unlinked
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('operation', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('link_history_account')
    .on('link_history')
    .columns(['partner', 'member_number'])
    .execute()
  await db.schema
    .createIndex('link_history_collector')
    .on('link_history')
    .columns(['collector_id', 'partner'])
    .execute()
  await db.schema
    .createTable('partner_conversions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('linked_account_id', 'text', (col) =>
      col.notNull().references('linked_accounts.id').onDelete('cascade'),
    )
    .addColumn('collector_id', 'text', (col) => col.notNull())
    .addColumn('direction', 'text', (col) => col.notNull())
    .addColumn('points', 'integer', (col) => col.notNull().check(sql`points > 0`))
    .addColumn('converted_points', 'integer', (col) => col.notNull().check(sql`converted_points > 0`))
    .addColumn('result', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('settles_at', 'timestamptz')
    .execute()
  await db.schema
    .createIndex('partner_conversions_link_created')
    .on('partner_conversions')
    .columns(['linked_account_id', 'created_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('partner_conversions').execute()
  await db.schema.dropTable('link_history').execute()
  await db.schema.dropTable('linked_accounts').execute()
  await db.schema.dropTable('partner_accounts').execute()
}
