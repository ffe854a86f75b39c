/**
 * Ends a collector at the OpenID Connect provider: its sessions, grants and every token issued
 * under them, refresh tokens included (each record carries the account it belongs to). Run it in
 * the transaction of the change that calls for it: a new password, a deletion.
 */
import { type Kysely, sql } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: any database: the table is named in the SQL
export async function endProviderRecords(db: Kysely<any>, collectorId: string): Promise<void> {
  await sql`delete from oidc_payloads where payload->>'accountId' = ${collectorId}`.execute(db)
}
