/**
 * The events and years-in-review tables as Kysely sees them, kept beside the feature and joined
 * to `Database` with `db.withTables<EventsTables>()`, as the prices table is.
 */
import type { JSONColumnType } from 'kysely'
import type { CollectorsTable, SeedRunsTable } from '../db/schema.ts'

export type EventKind = 'offer' | 'marketing' | 'skinny'

export interface EventsTable {
  /** Lower-case letters, digits and dashes, e.g. summer-double-points. */
  id: string
  kind: EventKind
  title: string
  summary: string
  /** Paragraphs. */
  body: JSONColumnType<string[]>
  /** Numbered terms, one paragraph each. */
  terms: JSONColumnType<string[]>
  /** YYYY-MM-DD, inclusive. */
  starts_on: string
  ends_on: string
}

export interface YearsInReviewTable {
  /** A UUID: the id in /dataplayback/:year/:yirId. */
  id: string
  collector_id: string
  year: number
  points_collected: number
  points_spent: number
  offers_saved: number
  shopping_trips: number
  top_partner: string | null
  /** 1 to 12. */
  busiest_month: number | null
}

export type EventsTables = {
  events: EventsTable
  years_in_review: YearsInReviewTable
  collectors: CollectorsTable
  seed_runs: SeedRunsTable
}
