/**
 * The collector's cookie consent (routes specification §9): groups 2 analytics, 3 functional and
 * 4 marketing, kept in a first-party cookie for a year and changeable at any time. Nothing is
 * granted until the collector says so. Listeners hear each change (the marketing events wait for
 * group 4; functional changes go to the experiments agent).
 */
import { COOKIE_CONSENT_GROUPS, type ConsentCategory } from '../../shared/constants/catalogue.ts'

export const CONSENT_COOKIE = 'cookie-consent'
const ONE_YEAR_S = 365 * 24 * 60 * 60

export type ConsentChoices = Record<ConsentCategory, boolean>

/** The cookie's value: the granted group numbers, e.g. `groups=2,4`. */
export function formatConsent(choices: ConsentChoices): string {
  const granted = (Object.keys(COOKIE_CONSENT_GROUPS) as ConsentCategory[])
    .filter((category) => choices[category])
    .map((category) => COOKIE_CONSENT_GROUPS[category])
    .sort()
  return `groups=${granted.join(',')}`
}

/** The choices a cookie's value holds; anything unreadable grants nothing. */
export function parseConsent(value: string | undefined): ConsentChoices {
  const groups = new Set(
    (/^groups=([0-9,]*)$/.exec(value ?? '')?.[1] ?? '').split(',').filter(Boolean).map(Number),
  )
  return {
    analytics: groups.has(COOKIE_CONSENT_GROUPS.analytics),
    functional: groups.has(COOKIE_CONSENT_GROUPS.functional),
    marketing: groups.has(COOKIE_CONSENT_GROUPS.marketing),
  }
}

const readCookie = (name: string): string | undefined =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1)

const listeners = new Set<(choices: ConsentChoices) => void>()

export function readConsent(): ConsentChoices {
  return parseConsent(
    typeof document === 'undefined' ? undefined : decodeURIComponent(readCookie(CONSENT_COOKIE) ?? ''),
  )
}

export function hasConsent(category: ConsentCategory): boolean {
  return readConsent()[category]
}

/** Saves the collector's choices in the first-party cookie and tells the listeners. */
export function saveConsent(choices: ConsentChoices) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  // The Cookie Store API is not in every browser the scheme supports (Safari, Firefox).
  // biome-ignore lint/suspicious/noDocumentCookie: a first-party cookie the page itself keeps
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(formatConsent(choices))}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`
  for (const listener of listeners) listener(choices)
}

export function onConsentChange(listener: (choices: ConsentChoices) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
