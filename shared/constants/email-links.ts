/**
 * The e-mails the scheme sends, by type (an unsubscribe link stops one type), and how long each
 * e-mailed link works. The specifications give no lifetimes for these links: an unsubscribe link
 * must keep working long after the e-mail arrives (RFC 8058 readers press it weeks later); a link
 * that changes the account works for a day, once.
 */
export const EMAIL_TYPE_NAMES = ['registration', 'temp-card', 'security-code', 'account', 'offers'] as const
export type EmailType = (typeof EMAIL_TYPE_NAMES)[number]
/** Each type as the unsubscribe page and the e-mail footer name it. */
export const EMAIL_TYPES: Readonly<Record<EmailType, string>> = {
  registration: 'Registration emails',
  'temp-card': 'Temporary card emails',
  'security-code': 'Security code emails',
  account: 'Account change emails',
  offers: 'Offers and news emails',
}

/**
 * Types sent whatever the address chose: a security code or an account change is sent because
 * something happened to the account, and stopping them would hide it (or lock the collector out).
 * Their footer still links to the unsubscribe page, which says why they keep coming.
 */
const ALWAYS_SENT: readonly EmailType[] = ['security-code', 'account']
export const ALWAYS_SENT_MESSAGE =
  'We always send these emails, because they tell you about something that happened to your account'
export const isAlwaysSent = (emailType: EmailType) => ALWAYS_SENT.includes(emailType)

/** What an e-mailed link may do: each token serves one purpose only. */
const LINK_PURPOSES = ['unsubscribe', 'verify-email', 'update-email'] as const
export type LinkPurpose = (typeof LINK_PURPOSES)[number]

export const UNSUBSCRIBE_LINK_VALID_DAYS = 90
export const VERIFY_EMAIL_LINK_VALID_HOURS = 24
export const UPDATE_EMAIL_LINK_VALID_HOURS = 24

/** The lifetime of each purpose's link, in milliseconds. */
export const LINK_VALID_MS: Record<LinkPurpose, number> = {
  unsubscribe: UNSUBSCRIBE_LINK_VALID_DAYS * 24 * 60 * 60 * 1000,
  'verify-email': VERIFY_EMAIL_LINK_VALID_HOURS * 60 * 60 * 1000,
  'update-email': UPDATE_EMAIL_LINK_VALID_HOURS * 60 * 60 * 1000,
}

/** Why a link no longer leads anywhere: the codes both hops answer, and the page each one shows. */
export const LINK_REFUSALS = {
  // Unknown: never issued, cut short, mistyped, or purged after it expired.
  LINK_UNKNOWN: { status: 404, heading: 'This link is not valid or has expired' },
  LINK_EXPIRED: { status: 410, heading: 'This link has expired' },
  LINK_USED: { status: 409, heading: 'This link has already been used' },
} as const
export type LinkRefusalCode = keyof typeof LINK_REFUSALS
