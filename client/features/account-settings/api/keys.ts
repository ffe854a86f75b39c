/** Query keys of the account settings: one place, so invalidations name the same keys as the queries. */
export const accountSettingsKeys = {
  all: ['account-settings'] as const,
  contactPreferences: () => [...accountSettingsKeys.all, 'contact-preferences'] as const,
  advertising: () => [...accountSettingsKeys.all, 'online-advertising'] as const,
  soundEffects: () => [...accountSettingsKeys.all, 'sound-effects'] as const,
  /** The replacement just made, for /card-coming (kept in this page's cache only). */
  lastReplacement: () => [...accountSettingsKeys.all, 'last-replacement'] as const,
}

/**
 * The card area's queries (the home card's number and barcode, the balance), named by their root
 * key: a replacement changes the card number they show.
 */
export const CARD_QUERIES_ROOT = ['card'] as const
