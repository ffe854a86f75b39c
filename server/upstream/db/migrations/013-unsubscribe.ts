/**
 * E-mailed links and e-mail preferences. The collectors table holds no marketing preferences, so
 * preferences are kept per address and e-mail type (an address receives e-mails before it belongs
 * to a collector: the registration's confirmation). Every link token is stored as its sha256 with
 * its one purpose, its expiry and when it was used. The outbox keeps each e-mail's headers
 * (List-Unsubscribe), and collectors get the time their address was verified. Written once for
 * both PGlite and PostgreSQL.
 * @see https://kysely.dev/docs/migrations
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_preferences')
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_type', 'text', (col) => col.notNull())
    .addColumn('subscribed', 'boolean', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('email_preferences_pk', ['email', 'email_type'])
    .execute()
  await db.schema
    .createTable('email_links')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_type', 'text')
    .addColumn('collector_id', 'text', (col) => col.references('collectors.id').onDelete('cascade'))
    .addColumn('new_email', 'text')
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('email_links_collector_id').on('email_links').column('collector_id').execute()
  await db.schema
    .alterTable('outbox')
    .addColumn('headers', 'text', (col) => col.notNull().defaultTo('{}'))
    .execute()
  await db.schema.alterTable('collectors').addColumn('email_verified_at', 'timestamptz').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('collectors').dropColumn('email_verified_at').execute()
  await db.schema.alterTable('outbox').dropColumn('headers').execute()
  await db.schema.dropTable('email_links').execute()
  await db.schema.dropTable('email_preferences').execute()
}
