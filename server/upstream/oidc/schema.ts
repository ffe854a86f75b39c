/**
 * The provider's table as Kysely sees it. Kept beside the provider rather than in the upstream's
 * `Database`, and joined to it with `db.withTables<OidcTables>()`.
 * @see https://kysely.dev/docs/recipes/schemas
 */
import type { ColumnType, JSONColumnType } from 'kysely'
import type { AdapterPayload } from 'oidc-provider'

type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>

type OidcPayloadsTable = {
  id: string
  /** The oidc-provider model name: Session, AccessToken, Grant, Interaction… */
  type: string
  payload: JSONColumnType<AdapterPayload, string, string>
  grant_id: string | null
  user_code: string | null
  /** Sessions only: their browser-facing uid. */
  uid: string | null
  /** Null: never expires (the provider's keys). */
  expires_at: NullableTimestamp
  consumed_at: NullableTimestamp
}

export type OidcTables = {
  oidc_payloads: OidcPayloadsTable
}
