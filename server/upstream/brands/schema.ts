/**
 * The brands' tables as Kysely sees them: the core `brands` and `brand_categories` (migration 001)
 * and each brand's page, `brand_details` (migration 017), joined with `db.withTables<BrandsTables>()`.
 */
import type { BrandCategoriesTable, BrandsTable, SeedRunsTable } from '../db/schema.ts'

export interface BrandDetailsTable {
  brand_details_key: string
  description: string
  terms: string
  /** e.g. '1 point per £1'; null: not on the collect panel. */
  collect_rate: string | null
  /** e.g. '500 points = £2.50'; null: not on the redeem panel. */
  redeem_rate: string | null
}

type BrandDocumentKind = 'bonus' | 'post' | 'spend-document'

/** A bonus page, a post or a spend document; posts are read in `position` order. */
export interface BrandDocumentsTable {
  kind: BrandDocumentKind
  key: string
  position: number
  title: string
  body: string
  brand_details_key: string | null
}

export type BrandsTables = {
  brand_documents: BrandDocumentsTable
  brands: BrandsTable
  brand_categories: BrandCategoriesTable
  brand_details: BrandDetailsTable
  seed_runs: SeedRunsTable
}
