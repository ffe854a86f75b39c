/**
 * The balances table as Kysely sees it, kept beside the feature and joined to `Database` with
 * `db.withTables<BalancesTables>()`, as the two-factor table is.
 */
import type { ColumnType } from 'kysely'
import type { CollectorsTable, SeedRunsTable } from '../db/schema.ts'
import type { TransactionsTable } from '../transactions/schema.ts'

export interface BalancesTable {
  collector_id: string
  /** The points held on the activity start date; the balance is these plus every transaction since. */
  opening_points: number
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export type BalancesTables = {
  balances: BalancesTable
  transactions: TransactionsTable
  collectors: CollectorsTable
  seed_runs: SeedRunsTable
}
