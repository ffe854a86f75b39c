/**
 * URLs as they may appear in a log line, for the gateway and the reference upstream alike: card
 * numbers masked, credentials in the query (OAuth code and state, reset tokens, the end-session
 * id_token_hint and the logout hop's ticket) and JWT path segments replaced. Pure string work, so
 * that every process logs URLs the same way.
 */

/** Runs of 11 (card number after the scheme prefix) to 19 digits (full card number). */
const CARD_NUMBER = /(?<!\d)(\d{7,15})(\d{4})(?!\d)/g

/** Keeps the last four digits of anything shaped like a card number. */
export function maskCardNumbers(text: string): string {
  return text.replace(
    CARD_NUMBER,
    (_digits, hidden: string, last4: string) => `${'*'.repeat(hidden.length)}${last4}`,
  )
}

/** Query values named like credentials: the OIDC callback's code and state, reset tokens... */
const SECRET_QUERY = /([?&][^=&#]*(?:token|code|state|password|secret|hint|ticket)[^=&#]*=)[^&#]*/gi
/** A JWT as a path segment (the preview routes carry one). */
const JWT_SEGMENT = /\/eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g

/** The URL as logged: card numbers masked, credentials in the query or path replaced. */
export function maskUrl(url: string): string {
  return maskCardNumbers(url).replace(SECRET_QUERY, '$1[redacted]').replace(JWT_SEGMENT, '/[redacted]')
}
