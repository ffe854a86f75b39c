/**
 * The account audit table as Kysely sees it, joined to `Database` with
 * `db.withTables<AuditTables>()`, as the balances table is.
 */
import type { ColumnType } from 'kysely'

export interface AccountAuditTable {
  id: string
  collector_id: string
  action: string
  channel: string
  /** JSON text: field names and outcomes, never secrets. */
  detail: ColumnType<string, string | undefined, never>
  created_at: ColumnType<Date, Date | string | undefined, never>
}

export type AuditTables = { account_audit: AccountAuditTable }
