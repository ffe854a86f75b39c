/**
 * The price records table as Kysely sees it, kept beside the feature and joined to `Database` with
 * `db.withTables<PricesTables>()`, as the balances table is.
 */
import type { SeedRunsTable } from '../db/schema.ts'

export interface PriceRecordsTable {
  sku: string
  description: string
  category: string
  /** The category's name lower-cased with spaces removed (spec §3). */
  category_key: string
  base_price_pence: number
  discount_pence: number
  nectar_price_pence: number
  non_nectar_price_pence: number
}

export type PricesTables = {
  price_records: PriceRecordsTable
  seed_runs: SeedRunsTable
}
