/** Fixed lists the specifications give (options, keys, categories). */

export const TITLE_OPTIONS = [
  'Mr',
  'Mrs',
  'Miss',
  'Ms',
  'Mx',
  'Dr',
  'Revd',
  'Sir',
  'Dame',
  'Lord',
  'Lady',
  'Earl',
  'Countess',
  'Capt.',
  'Sis',
] as const
export type Title = (typeof TITLE_OPTIONS)[number]

/** Brand keys shown on the registration gateway and success screen. */
export const REGISTRATION_GATEWAY_BRANDS = ['sainsburys', 'argos', 'ebay', 'british-airways', 'esso'] as const

const CONSENT_CATEGORIES = ['marketing', 'analytics', 'functional'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]
/** Cookie consent group numbers per category. */
export const COOKIE_CONSENT_GROUPS = { analytics: 2, functional: 3, marketing: 4 } as const satisfies Record<
  ConsentCategory,
  number
>

export const DELAYED_FEED_STATUS = 'DELAYED'

export const FEEDBACK_KINDS = ['bug', 'website-feedback', 'feature-suggestion'] as const
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number]
