/**
 * The scheme's name, card prefix, identity-start prefix and careline: the values the gateway's app
 * config serves unless the environment overrides them (config/env.ts reads these as its defaults).
 * The client starts on them only offline, when /api/app-config cannot answer. A module of its own,
 * with no other imports, so the offline start carries nothing else.
 */
export const DEFAULT_SCHEME_NAME = 'Nectar'
/** Printed before the collector's 11 digits on every card. */
export const CARD_PREFIX = '98263000'
export const DEFAULT_IDENTITY_START_PREFIX = '/id/start'
export const DEFAULT_CARELINE_PHONE = '0345 600 0011'
