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

/** Two-factor codes are delivered by e-mail or SMS. */
export const DELIVERY_METHODS = ['email', 'sms'] as const
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number]

export const CONSENT_CATEGORIES = ['marketing', 'analytics', 'functional'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]
/** Cookie consent group numbers per category. */
export const COOKIE_CONSENT_GROUPS = { analytics: 2, functional: 3, marketing: 4 } as const satisfies Record<
  ConsentCategory,
  number
>

export const CARD_REPLACEMENT_TYPES = ['LOST', 'STOLEN', 'DAMAGED'] as const
export type CardReplacementType = (typeof CARD_REPLACEMENT_TYPES)[number]
export const KEY_TAG_CARD_TYPE = 'KEYTAG'

export const DELAYED_FEED_STATUS = 'DELAYED'

/** Months with a special logo (pride month, black history month). */
export const LOGO_MONTHS = { pride: 6, blackHistory: 10 } as const
/** FAQ advertisement keys behind a feature switch. */
export const FAQ_AD_KEYS = { prod: 994, other: 996 } as const

export const FEEDBACK_KINDS = ['bug', 'website-feedback', 'feature-suggestion'] as const
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number]

/** The channel header every upstream call carries. */
export const CHANNEL = 'web'
