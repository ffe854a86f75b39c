/**
 * The consent cookie as the gateway reads it (the client keeps it: client/lib/consent.ts): its
 * value lists the granted cookie groups, e.g. `groups=2,4`; analytics is group 2.
 */

export const CONSENT_COOKIE_NAME = 'cookie-consent'

/**
 * COOKIE_CONSENT_GROUPS.analytics (shared/constants/catalogue.ts), written here rather than
 * imported: the shell reads this module, and a module it shared with the screens' chunks would be
 * split into a file of its own (a test checks the two agree).
 */
export const ANALYTICS_GROUP = 2

/** Whether a consent cookie's (decoded) value grants analytics; anything unreadable does not. */
export function grantsAnalytics(value: string | undefined): boolean {
  const groups = /^groups=([0-9,]*)$/.exec(value ?? '')?.[1] ?? ''
  return groups.split(',').map(Number).includes(ANALYTICS_GROUP)
}
