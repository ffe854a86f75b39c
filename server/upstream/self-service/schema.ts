/**
 * The self-service tables as Kysely sees them, kept beside the feature and joined to `Database`
 * with `db.withTables<SelfServiceTables>()`, as the two-factor table is.
 */
import type { ColumnType, Generated } from 'kysely'
import type { SelfServiceFlow } from '../../../shared/contract/upstream/self-service.ts'
import type { CollectorsTable, OutboxChannel } from '../db/schema.ts'

type Timestamp = ColumnType<Date, Date | string, Date | string>
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

interface SelfServiceFlowsTable {
  /** sha-256 of the opaque flow token handed to the gateway. */
  id_hash: string
  kind: SelfServiceFlow
  collector_id: string
  /** sha-256 of the six-digit code last sent; null until the first send. */
  code_hash: string | null
  delivery: OutboxChannel | null
  attempts: Generated<number>
  sends: Generated<number>
  code_expires_at: OptionalTimestamp
  /** When a right code was given: the flow's last step may run. */
  verified_at: OptionalTimestamp
  /** sha-256 of the reset link a reset flow was opened from (migration 014). */
  link_hash: ColumnType<string | null, string | null | undefined, string | null>
  expires_at: Timestamp
  created_at: ColumnType<Date, Date | string | undefined, never>
}

interface SelfServiceSendsTable {
  id: Generated<number>
  /** sha-256 of the address or number a code went to. */
  target_hash: string
  sent_at: Timestamp
}

interface PasswordResetLinksTable {
  /** sha-256 of the link's token. */
  token_hash: string
  collector_id: string
  expires_at: Timestamp
  used_at: OptionalTimestamp
  created_at: Timestamp
}

/** A security code's e-mailed link (migration 014): bound to one flow and one code, used once. */
interface SecurityCodeLinksTable {
  /** sha-256 of the link's token. */
  token_hash: string
  /** The flow's id hash when the code was sent. */
  flow_hash: string
  /** The code the link carries: once the flow's code changes, the link has expired. */
  code_hash: string
  expires_at: Timestamp
  used_at: OptionalTimestamp
}

export type SelfServiceTables = {
  security_code_links: SecurityCodeLinksTable
  self_service_flows: SelfServiceFlowsTable
  self_service_sends: SelfServiceSendsTable
  password_reset_links: PasswordResetLinksTable
  collectors: CollectorsTable
}
