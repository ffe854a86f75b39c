/**
 * The maintenance page's wording (routes specification §1: "the app and website are unavailable
 * from 11pm Wednesday 2 February to 6am Thursday 3 February, and that points collected meanwhile
 * appear afterwards"). The gateway's page and the client's screen both render these lines.
 */
export const MAINTENANCE_TITLE = 'Sorry, the app and website are unavailable'
export const MAINTENANCE_LINES = [
  'The app and website are unavailable from 11pm Wednesday 2 February to 6am Thursday 3 February.',
  'Points collected meanwhile will appear afterwards.',
] as const
/** Seconds a client should wait before trying again while the page is up (the 503's Retry-After). */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 600
