/**
 * What must never reach a log line (SES-9): the session cookie, bearer tokens, the upstream
 * tokens the session holds, passwords, card numbers, and OAuth parameters in URLs. The gateway's
 * logger runs `redactSecrets` over every line's fields and its serialized errors.
 *
 * Why not pino's `redact` paths: the fields must be caught wherever a line nests them, which takes
 * wildcard paths (`*.password`, `*.*.password`), and pino runs every top-level field of every line
 * through the wildcard redactor, parsing each path again each time. With the 54 paths this list
 * needed, a request's three info lines cost about 100 µs of CPU, thirteen times the lines without
 * redaction; matching property names in one walk costs under 1 µs (`bench/log-lines.ts`), and
 * catches the same fields at any path down to MAX_DEPTH.
 * @see https://getpino.io/#/docs/redaction
 */

/** Property names whose values are replaced, at any path down to MAX_DEPTH. */
const SECRET_KEYS: ReadonlySet<string> = new Set([
  'password',
  'newPassword',
  'currentPassword',
  'cookie',
  'set-cookie',
  'authorization',
  'proxy-authorization',
  'token',
  'tokens',
  'accessToken',
  'refreshToken',
  'idToken',
  'authToken',
  'registrationCompletedToken',
  'access_token',
  'refresh_token',
  'id_token',
  'code_verifier',
  'codeVerifier',
  'client_secret',
  'cardNumber',
])

/** Levels below a line's own fields that are searched (a line's headers are at `req.headers.cookie`). */
const MAX_DEPTH = 4

const redactCensor = '[redacted]'

type Fields = Record<string, unknown>

/**
 * Walked: arrays, and objects made of plain objects (a serialized error's prototype is one). Not
 * walked: class instances such as the request and reply (their serializers write what is logged of
 * them), Dates and buffers.
 */
function walkable(value: unknown): value is Fields | unknown[] {
  if (typeof value !== 'object' || value === null) return false
  if (Array.isArray(value)) return true
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null || value.constructor === Object
}

function redact(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH || !walkable(value)) return value
  // Copied only on the way to a secret: the caller's object is never changed.
  let copy: Fields | unknown[] | undefined
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const item = value[index]
      const kept = redact(item, depth + 1)
      if (kept !== item) {
        copy ??= [...value]
        ;(copy as unknown[])[index] = kept
      }
    }
    return copy ?? value
  }
  for (const key of Object.keys(value)) {
    const item = (value as Fields)[key]
    const kept = SECRET_KEYS.has(key) && item !== undefined ? redactCensor : redact(item, depth + 1)
    if (kept !== item) {
      copy ??= { ...value }
      ;(copy as Fields)[key] = kept
    }
  }
  return copy ?? value
}

/** `fields` with the value of every secret property (SECRET_KEYS) replaced by the censor. */
export const redactSecrets = <T>(fields: T): T => redact(fields, 0) as T

const SECRET_QUERY_PARAMETERS = [
  'code',
  'state',
  'access_token',
  'id_token',
  'refresh_token',
  'token',
  'authToken',
  // The provider's end-session URL carries the ID token; the logout hop's ticket stands for it.
  'id_token_hint',
  'ticket',
]

/** A URL for the log: OAuth and token query parameters replaced, the rest kept for debugging. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?')
  if (query === -1) return url
  const params = new URLSearchParams(url.slice(query + 1))
  for (const name of SECRET_QUERY_PARAMETERS) {
    if (params.has(name)) params.set(name, redactCensor)
  }
  return `${url.slice(0, query)}?${params.toString()}`
}
