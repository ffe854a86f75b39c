/**
 * The card self-service tables as Kysely sees them, kept beside the feature and joined to
 * `Database` with `db.withTables<CardSelfServiceTables>()`, as the two-factor table is.
 */
import type { ColumnType, Generated } from 'kysely'
import type { AccountAuditTable } from '../audit/schema.ts'
import type { BalancesTable } from '../balances/schema.ts'
import type { CollectorsTable, OutboxTable } from '../db/schema.ts'
import type { TransactionsTable } from '../transactions/schema.ts'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export type FlowKind = 'retrieve' | 'replace'

interface CardSelfServiceFlowsTable {
  /** sha-256 of the `jti` inside the `encryptedCollectorJwt`. */
  id_hash: string
  flow: FlowKind
  collector_id: string | null
  /** Wrong codes given to a flow that matched nobody. */
  attempts: Generated<number>
  expires_at: Timestamp
  created_at: Timestamp
}

interface RegisteredPostcodesTable {
  collector_id: string
  /** Upper case, no spaces: `SW1A1AA`. */
  postcode: string
}

export interface CardReplacementsTable {
  id: string
  collector_id: string
  old_card_number: string
  new_card_number: string
  replacement_type: 'LOST' | 'STOLEN' | 'DAMAGED'
  /** KEYTAG for the key-tag variant; null (a card) for replacements made before it existed. */
  card_type?: ColumnType<'CARD' | 'KEYTAG' | null, 'CARD' | 'KEYTAG' | null | undefined, never>
  points_moved: number
  /** YYYY-MM-DD. */
  expected_arrival: string
  created_at: Timestamp
}

export type CardSelfServiceTables = {
  card_self_service_flows: CardSelfServiceFlowsTable
  registered_postcodes: RegisteredPostcodesTable
  card_replacements: CardReplacementsTable
  collectors: CollectorsTable
  balances: BalancesTable
  transactions: TransactionsTable
  outbox: OutboxTable
  account_audit: AccountAuditTable
}
