/**
 * What must never reach a log line (SES-9): the session cookie, bearer tokens, the upstream
 * tokens the session holds, passwords, and OAuth parameters in URLs. Used as pino's `redact`
 * option by the gateway's logger.
 * @see https://getpino.io/#/docs/redaction
 */

const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'cookie',
  'authorization',
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
  'tokens',
]

export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
]

export const redactCensor = '[redacted]'

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
