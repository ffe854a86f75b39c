/**
 * When each collector saved each offer (loaded, opted in or pinned it), for the saved offers'
 * 'recently saved' sort (routes specification §4). Kept while the offer stays saved (pinning and
 * unpinning do not move it), cleared when it is unsaved. Offers already saved take the time their
 * state last changed, the closest record there is. Written once for both PGlite and PostgreSQL.
 * @see https://kysely.dev/docs/migrations
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('offer_states').addColumn('saved_at', 'timestamptz').execute()
  await sql`update offer_states set saved_at = changed_at where state in ('LOADED', 'OPTEDIN', 'PINNED')`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('offer_states').dropColumn('saved_at').execute()
}
