/**
 * The OpenID Connect provider's records: every model (sessions, interactions, codes, tokens,
 * grants, the provider's own keys) in one table, looked up by id, grant, session uid or user code.
 * Written once for both PGlite and PostgreSQL.
 * @see https://kysely.dev/docs/migrations
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oidc_payloads')
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('oidc_payloads_pkey', ['type', 'id'])
    .execute()
  for (const column of ['grant_id', 'user_code', 'uid', 'expires_at']) {
    await db.schema.createIndex(`oidc_payloads_${column}_idx`).on('oidc_payloads').column(column).execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oidc_payloads').execute()
}
