/**
 * The account audit (`fastify.auditRepository`): every change to an account is recorded here by
 * the repository that makes it, inside the same transaction when it has one (pass the transaction
 * as `db`), so a change and its audit row land together or not at all.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { AuditTables } from './schema.ts'

/** What happened: a dotted name such as `profile.name`, `email.change-requested`, `card.replaced`. */
export type AuditEntry = {
  collectorId: string
  action: string
  /** Who made the change: the channel header's value (`web`), or `system` for the scheme itself. */
  channel?: string
  /** Field names and outcomes only: never a password, code, token or the values changed. */
  detail?: Record<string, string | number | boolean | null>
}

/**
 * Writes one audit row through `db`, which may be another area's transaction: any database whose
 * tables include the audit's (Kysely's types are invariant in the table set, hence the one cast).
 */
export async function recordAudit<DB extends AuditTables>(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await (db as unknown as Kysely<AuditTables>)
    .insertInto('account_audit')
    .values({
      id: randomUUID(),
      collector_id: entry.collectorId,
      action: entry.action,
      channel: entry.channel ?? 'web',
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .execute()
}

export function createAuditRepository(db: Kysely<AuditTables>) {
  return {
    record: (entry: AuditEntry) => recordAudit(db, entry),
    /** A collector's audit trail, newest first (what an operator reads; the tests read it too). */
    of: async (collectorId: string) => {
      const rows = await db
        .selectFrom('account_audit')
        .select(['action', 'channel', 'detail', 'created_at'])
        .where('collector_id', '=', collectorId)
        .orderBy('created_at', 'desc')
        .execute()
      return rows.map((row) => ({ ...row, detail: JSON.parse(row.detail) as AuditEntry['detail'] }))
    },
  }
}

export type AuditRepository = ReturnType<typeof createAuditRepository>
