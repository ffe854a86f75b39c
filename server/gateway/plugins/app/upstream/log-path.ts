/**
 * The path as it may appear in a log line: query values dropped (they carry tokens, e-mails and
 * dates), long digit runs masked down to their last four (card numbers), token-like segments removed.
 * @see https://owasp.org/www-project-application-security-verification-standard/ (ASVS 16.2.5)
 */

export type Query = Record<string, string | number | boolean | undefined>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const TOKEN_LIKE = /^(?:eyJ[\w-]*(?:\.[\w-]*)*|[\w~.-]{32,})$/

function maskSegment(segment: string): string {
  if (UUID.test(segment)) return segment
  if (TOKEN_LIKE.test(segment)) return '[redacted]'
  return segment.replace(/\d{8,}/g, (digits) => `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`)
}

export function logPath(path: string, query?: Query): string {
  const masked = path.split('/').map(maskSegment).join('/')
  const keys = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key]) => `${encodeURIComponent(key)}=*`)
  return keys.length > 0 ? `${masked}?${keys.join('&')}` : masked
}

/** The query string sent upstream; undefined values are left out. */
export function queryString(query?: Query): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
