/**
 * The security-code links: an e-mailed code also carries a link that opens its code entry in any
 * browser. Only the link token's hash is stored, with the flow and the code it belongs to; a row
 * outlives its flow so a second opening can say the link was used. A reset flow remembers the
 * hash of the reset link it was opened from, so the browser that gives the code can go on to set
 * the password. Written once for both PGlite and PostgreSQL.
 * @see https://kysely.dev/docs/migrations
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('security_code_links')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('flow_hash', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute()
  await db.schema.alterTable('self_service_flows').addColumn('link_hash', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('self_service_flows').dropColumn('link_hash').execute()
  await db.schema.dropTable('security_code_links').execute()
}
