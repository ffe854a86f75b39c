/**
 * The e-mailed links and the e-mail preferences as Kysely sees them, kept beside the feature and
 * joined to `Database` with `db.withTables<EmailLinkTables>()`, as the feedback table is.
 */
import type { ColumnType } from 'kysely'
import type { EmailType, LinkPurpose } from '../../../shared/constants/email-links.ts'

type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

export interface EmailLinksTable {
  /** sha256 of the token in the link; the token itself is never stored. */
  token_hash: string
  purpose: LinkPurpose
  /** The address the link was sent to, lower-cased. */
  email: string
  /** unsubscribe: the type of e-mail the link stops. */
  email_type: EmailType | null
  collector_id: string | null
  /** update-email: the address the collector asked to change to. */
  new_email: string | null
  expires_at: ColumnType<Date, Date | string, Date | string>
  used_at: NullableTime
  created_at: ColumnType<Date, Date | string | undefined, never>
}

interface EmailPreferencesTable {
  email: string
  email_type: EmailType
  subscribed: boolean
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export type EmailLinkTables = { email_links: EmailLinksTable; email_preferences: EmailPreferencesTable }
