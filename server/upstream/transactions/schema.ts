/**
 * The transactions tables as Kysely sees them, kept beside the feature and joined to `Database`
 * with `db.withTables<TransactionsTables>()`, as the balances table is.
 */
import type { ColumnType } from 'kysely'
import type { BalancesTable } from '../balances/schema.ts'
import type { CollectorsTable, SeedRunsTable } from '../db/schema.ts'

export interface TransactionsTable {
  id: string
  collector_id: string
  occurred_at: ColumnType<Date, Date | string, Date | string>
  brand_key: string
  partner_name: string
  description: string
  /** Earned (positive) or spent (negative); never 0. */
  points: number
  /** One of a card replacement's pair of rows: moves points between the collector's cards, neither earned nor spent. */
  card_transfer: ColumnType<boolean, boolean | undefined, boolean>
}

interface TransactionFeedsTable {
  collector_id: string
  status: ColumnType<'OK' | 'DELAYED', 'OK' | 'DELAYED' | undefined, 'OK' | 'DELAYED'>
}

export type TransactionsTables = {
  transactions: TransactionsTable
  transaction_feeds: TransactionFeedsTable
  balances: BalancesTable
  collectors: CollectorsTable
  seed_runs: SeedRunsTable
}
