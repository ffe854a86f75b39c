/**
 * Signed-out self-service (password reset, card retrieval, card replacement): the flow a two-factor
 * code belongs to, every code sent (the per-address limit counts them) and the password-reset links.
 * Only hashes of tokens and codes are stored. Written once for both PGlite and PostgreSQL.
 * @see https://kysely.dev/docs/migrations
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('self_service_flows')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('reset', 'retrieve-card', 'replace-card')`),
    )
    .addColumn('collector_id', 'text', (col) => col.notNull().references('collectors.id').onDelete('cascade'))
    .addColumn('code_hash', 'text')
    .addColumn('delivery', 'text', (col) => col.check(sql`delivery in ('email', 'sms')`))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sends', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('code_expires_at', 'timestamptz')
    .addColumn('verified_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createTable('self_service_sends')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('target_hash', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('self_service_sends_target')
    .on('self_service_sends')
    .columns(['target_hash', 'sent_at'])
    .execute()
  await db.schema
    .createTable('password_reset_links')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('collector_id', 'text', (col) => col.notNull().references('collectors.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('password_reset_links_collector')
    .on('password_reset_links')
    .columns(['collector_id', 'created_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_reset_links').execute()
  await db.schema.dropTable('self_service_sends').execute()
  await db.schema.dropTable('self_service_flows').execute()
}
