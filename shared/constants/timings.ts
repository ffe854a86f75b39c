/** Every timing the specifications give, in milliseconds. */

export const HTTP_TIMEOUT_MS = 30000
/** Success screen: sign-up status checked every 2 s. */
export const STATUS_POLL_INTERVAL_MS = 2000
/** The address lookup request is sent 2 s after submit. */
export const ADDRESS_LOOKUP_DELAY_MS = 2000
/** "Copied!" shows for 3 s. */
export const COPIED_MS = 3000
/** Default, toast, success and info notifications (and "We just sent you another email"). */
export const NOTIFICATION_MS = 4000
/** Re-authentication error notices stay longer. */
export const REAUTH_NOTIFICATION_MS = 8000
/** A notification appears this long after it is created. */
export const NOTIFICATION_APPEAR_MS = 20
/** A script chunk that has not loaded by then counts as failed (the page reloads). */
export const CHUNK_TIMEOUT_MS = 120000
export const SEARCH_DEBOUNCE_MS = 3000
/** Marketing scripts and their events load 1 s after the page, only with marketing consent. */
export const MARKETING_EVENTS_DELAY_MS = 1000
/** The element named by the URL hash gets focus after 1 s. */
export const HASH_FOCUS_DELAY_MS = 1000
/** An offer counts as seen after it is visible this long. */
export const OFFER_SEEN_INTERVAL_MS = 1000

const SECOND_MS = 1000
export const DAY_MS = 24 * 60 * 60 * SECOND_MS
