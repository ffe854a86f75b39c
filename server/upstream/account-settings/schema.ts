/**
 * The account settings tables as Kysely sees them (migration 022), joined to `Database` with
 * `db.withTables<AccountSettingsTables>()`, as the balances table is.
 */
import type { ColumnType } from 'kysely'
import type { AccountAuditTable } from '../audit/schema.ts'
import type { CollectorsTable } from '../db/schema.ts'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

interface ContactPreferencesTable {
  collector_id: string
  email: boolean
  sms: boolean
  phone: boolean
  post: boolean
  updated_at: Timestamp
}

interface AdvertisingConsentsTable {
  collector_id: string
  channel: 'ONLINEAD'
  consent: boolean
  updated_at: Timestamp
}

interface SoundEffectSettingsTable {
  collector_id: string
  enabled: boolean
  updated_at: Timestamp
}

export type AccountSettingsTables = {
  contact_preferences: ContactPreferencesTable
  advertising_consents: AdvertisingConsentsTable
  sound_effect_settings: SoundEffectSettingsTable
  collectors: CollectorsTable
  account_audit: AccountAuditTable
}
