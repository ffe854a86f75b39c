/**
 * Whether an error means the store went away (PostgreSQL stopped, restarting, or out of
 * connections) rather than that a query was wrong. Such a call is answered 503 at once, and the
 * pool opens new connections by itself when PostgreSQL returns.
 * @see https://www.postgresql.org/docs/current/errcodes-appendix.html
 */

/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
])

/**
 * SQLSTATE class 08 (connection exception), 57P01–57P03 (shut down by an administrator, crashed,
 * cannot connect now: starting or stopping) and 53300 (too many connections).
 */
const SQLSTATE = /^(08...|57P0[123]|53300)$/

/** node-postgres says these in a message without a code. */
const MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/

export function isStoreUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>()
  let link: unknown = error
  while (link instanceof Error && !seen.has(link)) {
    seen.add(link)
    const code = (link as Error & { code?: unknown }).code
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE.test(code))) return true
    if (MESSAGES.test(link.message)) return true
    link = link.cause
  }
  return false
}
