/**
 * The confirmation e-mail's link expires: when it stops working is kept beside its hash.
 * @see https://kysely.dev/docs/migrations
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('registrations').addColumn('email_token_expires_at', 'timestamptz').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('registrations').dropColumn('email_token_expires_at').execute()
}
