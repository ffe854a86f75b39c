/**
 * The linked partner accounts' tables as Kysely sees them, joined to `Database` with
 * `db.withTables<LinkedAccountsTables>()`, as the balances table is.
 */
import type { ColumnType, Generated } from 'kysely'
import type { AuditTables } from '../audit/schema.ts'
import type { BalancesTables } from '../balances/schema.ts'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>

export interface PartnerAccountsTable {
  partner: string
  member_number: string
  surname: string
  pin_hash: string
  points: number
  behaviour: Generated<'normal' | 'unlink-fails' | 'slow' | 'declines'>
}

interface LinkedAccountsTable {
  id: string
  collector_id: string
  partner: string
  member_number: string
  state: Generated<string>
  linked_at: ColumnType<Date, Date | string | undefined, never>
  unlinked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

interface LinkHistoryTable {
  id: string
  collector_id: string
  partner: string
  member_number: string
  event: 'linked' | 'relinked' | 'unlinked'
  operation: string | null
  created_at: CreatedAt
}

export interface PartnerConversionsTable {
  id: string
  linked_account_id: string
  collector_id: string
  direction: string
  points: number
  converted_points: number
  result: string
  created_at: CreatedAt
  settles_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export type LinkedAccountsTables = BalancesTables &
  AuditTables & {
    partner_accounts: PartnerAccountsTable
    linked_accounts: LinkedAccountsTable
    link_history: LinkHistoryTable
    partner_conversions: PartnerConversionsTable
  }
