/**
 * The balances table as Kysely sees it, kept beside the feature and joined to `Database` with
 * `db.withTables<BalancesTables>()`, as the two-factor table is.
 */
import type { ColumnType } from 'kysely'
import type { CollectorsTable, SeedRunsTable } from '../db/schema.ts'

export interface BalancesTable {
  collector_id: string
  points: number
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export type BalancesTables = {
  balances: BalancesTable
  collectors: CollectorsTable
  seed_runs: SeedRunsTable
}
