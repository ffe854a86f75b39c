/**
 * The signed-in account settings: communication preferences (e-mail, SMS, phone, post), the
 * online-advertising consent (one row per channel, ONLINEAD today), the sound-effects choice, the
 * key-tag variant of a replacement card, and when an account was anonymised. A collector without a
 * row has given no consent and has sound effects on. Written once for both PGlite and PostgreSQL.
 * @see https://kysely.dev/docs/migrations
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_preferences')
    .addColumn('collector_id', 'text', (col) =>
      col.primaryKey().references('collectors.id').onDelete('cascade'),
    )
    .addColumn('email', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('sms', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('phone', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('post', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createTable('advertising_consents')
    .addColumn('collector_id', 'text', (col) => col.notNull().references('collectors.id').onDelete('cascade'))
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('ONLINEAD')`))
    .addColumn('consent', 'boolean', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('advertising_consents_pk', ['collector_id', 'channel'])
    .execute()
  await db.schema
    .createTable('sound_effect_settings')
    .addColumn('collector_id', 'text', (col) =>
      col.primaryKey().references('collectors.id').onDelete('cascade'),
    )
    .addColumn('enabled', 'boolean', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .alterTable('card_replacements')
    .addColumn('card_type', 'text', (col) => col.check(sql`card_type in ('CARD', 'KEYTAG')`))
    .execute()
  await db.schema.alterTable('collectors').addColumn('anonymised_at', 'timestamptz').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('collectors').dropColumn('anonymised_at').execute()
  await db.schema.alterTable('card_replacements').dropColumn('card_type').execute()
  await db.schema.dropTable('sound_effect_settings').execute()
  await db.schema.dropTable('advertising_consents').execute()
  await db.schema.dropTable('contact_preferences').execute()
}
