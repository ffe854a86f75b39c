/**
 * The offers tables as Kysely sees them, kept beside the feature and joined to `Database` with
 * `db.withTables<OffersTables>()`, as the two-factor and OpenID Connect tables are.
 */
import type { ColumnType } from 'kysely'
import type { OfferState } from '../../../shared/constants/states.ts'
import type { Database } from '../db/schema.ts'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export type OfferSourceType = 'COALITION' | 'PIANO' | 'NECTAR_PRICE'
type OfferStatus = 'ACTIVE' | 'LOCKED'

export interface OffersTable {
  id: string
  /** The id, or for an id that is not a UUID its part before the first dash (spec §7). */
  state_key: string
  source_type: OfferSourceType
  type: string
  status: OfferStatus
  title: string
  description: string
  sponsor_display_name: string
  brand_details_key: string | null
  how_to: string
  ends_at: Timestamp
  /** Shown to every collector of its source (`GET shared/offers?source=`). */
  is_shared: ColumnType<boolean, boolean | undefined, boolean>
}

/** A row makes the offer the collector's; its state is theirs alone. */
export interface OfferStatesTable {
  collector_id: string
  offer_id: string
  state: OfferState
  changed_at: Timestamp
  /** When the offer was saved (LOADED, OPTEDIN or PINNED); null while it is not. */
  saved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export interface OfferBookmarksTable {
  collector_id: string
  offer_id: string
  created_at: Timestamp
}

export type OffersTables = {
  offers: OffersTable
  offer_states: OfferStatesTable
  offer_bookmarks: OfferBookmarksTable
  collectors: Database['collectors']
  brands: Database['brands']
  seed_runs: Database['seed_runs']
}
