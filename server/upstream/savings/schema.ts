/**
 * The savings tables as Kysely sees them, kept beside the feature and joined to `Database` with
 * `db.withTables<SavingsTables>()`, as the balances and offers tables are.
 */
import type { ColumnType } from 'kysely'
import type { CollectorsTable, SeedRunsTable } from '../db/schema.ts'
import type { TransactionsTable } from '../transactions/schema.ts'

export interface NectarPricesTransactionsTable {
  id: string
  collector_id: string
  occurred_at: ColumnType<Date, Date | string, Date | string>
  store: string
  spend_pence: number
  saved_pence: number
  points_earned: number
}

/** A digital receipt is one transaction's; its store, time and points are the transaction's. */
export interface DigitalReceiptsTable {
  id: string
  collector_id: string
  transaction_id: string
}

export interface DigitalReceiptLinesTable {
  receipt_id: string
  line_no: number
  item: string
  quantity: number
  /** The line's price before its Nectar Price saving. */
  price_pence: number
  nectar_price_saving_pence: number
}

export type SavingsTables = {
  nectar_prices_transactions: NectarPricesTransactionsTable
  digital_receipts: DigitalReceiptsTable
  digital_receipt_lines: DigitalReceiptLinesTable
  /** The ledger, where each shop's points are written under the shop's id. */
  transactions: TransactionsTable
  collectors: CollectorsTable
  seed_runs: SeedRunsTable
}
