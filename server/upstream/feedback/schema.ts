/**
 * The feedback table as Kysely sees it, kept beside the feature and joined to `Database` with
 * `db.withTables<FeedbackTables>()`, as the balances table is.
 */
import type { ColumnType } from 'kysely'
import type { FeedbackKind } from '../../../shared/constants/catalogue.ts'

interface FeedbackTable {
  id: string
  collector_id: string
  kind: FeedbackKind
  route: string
  subject: string | null
  text: string
  created_at: ColumnType<Date, Date | string | undefined, never>
}

export type FeedbackTables = { feedback: FeedbackTable }
