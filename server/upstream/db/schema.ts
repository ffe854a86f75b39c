/**
 * The reference upstream's tables as Kysely sees them. Column names are snake_case, as stored;
 * routes map them to the camelCase fields of the API.
 * @see https://kysely.dev/docs/getting-started#types
 */
import type { ColumnType, Generated, JSONColumnType } from 'kysely'

/** A timestamptz column: read as Date, written as Date or ISO text, defaulted by the database. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

type UserType = 'personal' | 'business' | 'analog' | 'ghost'
type CollectorStatus = 'active' | 'inactivated'
export type OutboxChannel = 'email' | 'sms'

export interface CollectorsTable {
  id: string
  /** The 11 digits after the card prefix 98263000. */
  card_number: string
  /** Lower-cased; null until the holder of a plastic card registers online. */
  email: string | null
  /** argon2id; null for a card with no online credentials. */
  password_hash: string | null
  title: string | null
  first_name: string
  last_name: string
  /** DD-MM-YYYY. */
  date_of_birth: string | null
  phone_number: string | null
  country_code: string | null
  memorable_name: string | null
  user_type: UserType
  status: CollectorStatus
  created_at: Timestamp
  /** When the collector last proved the address is theirs (an e-mailed link); null until then. */
  email_verified_at?: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /** When the collector deleted their account: personal data gone, card and transactions kept. */
  anonymised_at?: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export interface OutboxTable {
  id: Generated<number>
  channel: OutboxChannel
  to: string
  subject: string
  text: string
  links: JSONColumnType<string[]>
  /** The e-mail's extra headers (List-Unsubscribe, List-Unsubscribe-Post), as JSON text. */
  headers: ColumnType<string, string | undefined, string>
  sent_at: Timestamp
}

export interface BrandCategoriesTable {
  key: string
  name: string
}

export interface BrandsTable {
  brand_details_key: string
  name: string
  logo_image_url: string
  /** Marks the partner's e-shop. */
  is_vldx: boolean
  category_key: string
}

interface AddressesTable {
  id: Generated<number>
  /** Upper case without spaces, e.g. SW1A1AA. */
  postcode: string
  /** Null: the sandbox answers this address for any property at the postcode. */
  building: string | null
  lines: JSONColumnType<string[]>
}

/** Postcodes whose lookup fails on purpose in the sandbox (e.g. XX1 1XX answers SERVER_ERROR). */
export interface AddressFaultsTable {
  postcode: string
  code: string
}

export interface DocumentsTable {
  /** Path under /documents-api/, e.g. registration/privacy-policy-short.html. */
  name: string
  content_type: string
  body: string
}

/** One row per data set seeded, so that a restart reuses the data instead of seeding again. */
export interface SeedRunsTable {
  name: string
  ran_at: Timestamp
}

/** A registration journey, keyed by its authToken; the big userData stays here, not in the cookie. */
export interface RegistrationsTable {
  auth_token: string
  user_type: 'analog' | 'ghost' | null
  account_type: 'personal' | 'business' | null
  /** The existing card of an analog or ghost journey. */
  collector_id: string | null
  email: string | null
  email_confirmed: ColumnType<boolean, boolean | undefined, boolean>
  /** sha256 of the e-mailed confirmation token. */
  email_token_hash: string | null
  /** When the e-mailed link stops working. */
  email_token_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  registration_done: ColumnType<boolean, boolean | undefined, boolean>
  user_data: JSONColumnType<Record<string, unknown>, string | undefined, string>
  password_hash: string | null
  sign_up_status: 'PENDING' | 'COMPLETE' | 'FAILED' | null
  submitted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  failure_message: string | null
  completed_token: string | null
  completed_collector_id: string | null
  created_at: Timestamp
}

/** A 30-day temporary card, reached by the e-mailed token (stored as its sha256). */
interface TempCardsTable {
  token_hash: string
  email: string
  collector_id: string
  valid_until: ColumnType<Date, Date | string, Date | string>
  created_at: Timestamp
}

export interface Database {
  collectors: CollectorsTable
  outbox: OutboxTable
  brand_categories: BrandCategoriesTable
  brands: BrandsTable
  addresses: AddressesTable
  address_faults: AddressFaultsTable
  documents: DocumentsTable
  seed_runs: SeedRunsTable
  registrations: RegistrationsTable
  temp_cards: TempCardsTable
}

/** The postal address of a collector (migration 021): lines as JSON text, postcode upper case. */
interface CollectorAddressesTable {
  collector_id: string
  lines: string
  postcode: string
  updated_at: Timestamp
}

/** The additional details (missing information) a collector gave (migration 021). */
interface CollectorAdditionalDetailsTable {
  collector_id: string
  household_size: number | null
  dietary_preference: string | null
  updated_at: Timestamp
}

/** The signed-in security code of a collector (migration 021): hashed, one live code each. */
interface AccountSecurityCodesTable {
  collector_id: string
  code_hash: string
  delivery: OutboxChannel
  attempts: Generated<number>
  sends: Generated<number>
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  expires_at: Timestamp
  /** Start of the hour whose sends are counted against the limit. */
  window_started_at: Timestamp
}

/** A single-use grant for one guarded change (`X-MFA`), stored hashed (migration 021). */
interface AccountMfaGrantsTable {
  token_hash: string
  collector_id: string
  expires_at: Timestamp
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export type AccountDetailsTables = {
  collectors: CollectorsTable
  collector_addresses: CollectorAddressesTable
  collector_additional_details: CollectorAdditionalDetailsTable
  account_security_codes: AccountSecurityCodesTable
  account_mfa_grants: AccountMfaGrantsTable
  outbox: OutboxTable
}
