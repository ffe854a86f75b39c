/**
 * The two-factor table as Kysely sees it, kept beside the feature and joined to `Database` with
 * `db.withTables<TwoFactorTables>()`, as the OpenID Connect tables are.
 */
import type { ColumnType, Generated } from 'kysely'
import type { CollectorsTable, OutboxChannel } from '../db/schema.ts'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

interface TwoFactorChallengesTable {
  /** sha-256 of the opaque `encryptedSessionJwt` handed to the gateway. */
  id_hash: string
  collector_id: string
  /** sha-256 of the six-digit code last sent; null until the first send. */
  code_hash: string | null
  delivery: OutboxChannel
  attempts: Generated<number>
  sends: Generated<number>
  expires_at: Timestamp
  created_at: Timestamp
}

export type TwoFactorTables = {
  two_factor_challenges: TwoFactorChallengesTable
  collectors: CollectorsTable
}
