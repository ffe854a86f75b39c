/**
 * The rewards, vouchers and redemption-lock tables (migration 018) as Kysely sees them, joined to
 * `Database` with `db.withTables<VouchersTables>()`, as the balances table is.
 */
import type { ColumnType } from 'kysely'
import type { AuditTables } from '../audit/schema.ts'
import type { BalancesTables } from '../balances/schema.ts'
import type { Database } from '../db/schema.ts'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export interface RewardsTable {
  id: string
  brand_details_key: string
  title: string
  /** 0 for a zero-point reward. */
  points_cost: number
  value_pence: number
  expires_at: Timestamp
}

export interface VouchersTable {
  id: string
  collector_id: string
  /** The transaction that issued it (`/voucher-details/:transactionID`). */
  transaction_id: string
  reward_id: string | null
  brand_details_key: string
  item_description: string
  voucher_code: string
  url: string
  points_spent: ColumnType<number, number | undefined, number>
  value_pence: number
  /** The answer to 'Did you use this voucher?'; null until answered. */
  used: ColumnType<boolean | null, boolean | null | undefined, boolean | null>
  answered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  issued_at: Timestamp
  expires_at: Timestamp
  /** The client's key of the confirm that redeemed it; unique per collector. */
  idempotency_key: string | null
}

export interface RedemptionLocksTable {
  collector_id: string
  status: 'LOCKED' | 'UNLOCKED'
  updated_at: Timestamp
}

export type VouchersTables = {
  rewards: RewardsTable
  vouchers: VouchersTable
  redemption_locks: RedemptionLocksTable
  brands: Database['brands']
  collectors: Database['collectors']
  seed_runs: Database['seed_runs']
} & Pick<BalancesTables, 'balances' | 'transactions'> &
  AuditTables
