/** Offer, notification, linking and loading states (routes specification section 4). */

export const OFFER_STATES = ['LOADED', 'UNLOADED', 'OPTEDIN', 'NOTOPTEDIN', 'HIDDEN', 'PINNED'] as const
export type OfferState = (typeof OFFER_STATES)[number]

/** The state each offer action sets. */
export const OFFER_ACTION_STATES = {
  hide: 'HIDDEN',
  unhide: 'UNLOADED',
  load: 'LOADED',
  coalitionLoad: 'OPTEDIN',
  pin: 'PINNED',
  unpin: 'LOADED',
  unload: 'UNLOADED',
  bulkLoad: 'LOADED',
} as const satisfies Record<string, OfferState>

export const OFFER_SOURCE_TYPES = ['COALITION', 'PIANO', 'NECTAR_PRICE'] as const
export const OFFER_TYPES = [
  'PRODUCT',
  'POINTS_MULTIPLIER',
  'BARCODE',
  'TRIGGER',
  'BASKET',
  'OPTIN',
  'CALL',
  'COUPON',
  'OPTIN_VISIT_WEBSITE',
  'ONLINE',
  'PROMO',
] as const

/** The states of a saved offer: the saved-offers page lists them (spec §4). */
export const SAVED_OFFER_STATES = ['LOADED', 'OPTEDIN', 'PINNED'] as const satisfies readonly OfferState[]
export const isSavedState = (state: OfferState): boolean =>
  (SAVED_OFFER_STATES as readonly OfferState[]).includes(state)

export const SAVED_OFFERS_FILTERS = ['all', 'own', 'partner'] as const
export const SAVED_OFFERS_SORTS = ['recently-saved', 'ending-soon'] as const

export const LOAD_STATES = ['INITIAL', 'PENDING', 'SUCCESS', 'FAILED'] as const
export type LoadState = (typeof LOAD_STATES)[number]

export const NOTIFICATION_LEVELS = ['INFO', 'ERROR', 'TOAST', 'LINKED', 'REDEEMED'] as const
export type NotificationLevel = (typeof NOTIFICATION_LEVELS)[number]

export const LINKING_OPERATIONS = ['link', 'manual', 'aoi', 'login'] as const
export const REDEMPTION_OPERATIONS = ['manual', 'aoi'] as const
/** Points transfer directions: partner to base, base to partner, and aoi. */
export const LINKING_DIRECTIONS = { fromPartnerToBase: 'PTN', fromBaseToPartner: 'NTP', aoi: 'AOI' } as const
export const LINKED_STATE_COMPLETE = 'COMPLETE'
export const LINKING_RESULT_STATES = ['ERROR', 'SUCCESS', 'PENDING'] as const

export const POPUP_CONTENT_TYPES = [
  'LOAD_OFFER',
  'LOAD_ALL_OFFERS',
  'GET_IN_TOUCH_FAQ',
  'FOOD_TNC',
  'NECTAR_PRICES_TNC',
  'BRAND_TNC',
  'VOUCHER_TNC',
  'NEW_USER_TNC',
  'COLLECTOR_RULES',
  'PRICES_TNC',
  'SPEND_COLLECT',
  'VOUCHER_CODE_MODAL',
  'CATEGORIES_RADIO_GROUP',
  'CARD_NUMBER_HELP',
  'SP_TNC',
  'SP_PRIVACY_INFO',
  'REMEMBERME_INFO_VIEW',
] as const
