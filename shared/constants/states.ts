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
const SAVED_OFFER_STATES = ['LOADED', 'OPTEDIN', 'PINNED'] as const satisfies readonly OfferState[]
export const isSavedState = (state: OfferState): boolean =>
  (SAVED_OFFER_STATES as readonly OfferState[]).includes(state)

export const SAVED_OFFERS_FILTERS = ['all', 'own', 'partner'] as const
export const SAVED_OFFERS_SORTS = ['recently-saved', 'ending-soon'] as const
