/**
 * The answers the gateway itself gives on a route besides those its declaration lists: field
 * rules and a bearer token beside the cookie (400), the CSRF rule, the JSON-only body rule on
 * `/api/*` and a browser-only operation's refusal of a bearer token (403, 415), the body limit
 * (413), a configured rate limit (429), an unexpected failure (500) and overload (503). Each comes
 * with the `{ code, message }` body and its stable code, so the document lists every answer a caller
 * can meet. The descriptions name the codes of each status (docs/api.md lists them all).
 */
import type { FastifySchema, RouteOptions } from 'fastify'
import { ErrorResponseSchema } from '../../../shared/contract/error-response.ts'
import { healthApi } from '../../../shared/contract/health.ts'

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** What each status means here, with the codes the gateway answers it with. */
export const ANSWER_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '200': 'Success.',
  '201': 'Created.',
  '202': 'Accepted.',
  '204': 'Success, no body.',
  '302': 'A browser navigation: `Location` names the next page.',
  '303': 'A browser navigation: `Location` names the next page.',
  '400':
    'Refused: `VALIDATION` (`fields` names each field and its message), `BEARER_WITH_COOKIE` (a bearer token beside the session cookie) or the operation’s own refusal code.',
  '401':
    'Not signed in or not authenticated: `UNAUTHORISED` (with `WWW-Authenticate: Bearer` for a bearer token refused), `invalid_client` on /connect/token.',
  '403':
    'Forbidden: `CSRF` (an unsafe /api call without `X-Requested-With: fetch` from this origin, with the session cookie), `BROWSER_SESSION_ONLY` (a bearer token on a browser-only operation) or the operation’s own code.',
  '404': 'Not found: `NOT_FOUND` or the operation’s own code (e.g. `OFFER_NOT_FOUND`).',
  '409': 'Conflict with the current state: the operation’s own code (e.g. `OFFER_LOCKED`).',
  '410': 'Gone: the link or code has expired.',
  '413': 'Body too large: `PAYLOAD_TOO_LARGE`.',
  '415':
    'A body of a media type the operation does not take (JSON in UTF-8 unless it says otherwise): `UNSUPPORTED_MEDIA_TYPE`.',
  '422': 'Refused by the scheme’s rules: the operation’s own code.',
  '423': 'Locked: the operation’s own code.',
  '429':
    'Rate limit reached: `RATE_LIMITED` (`TOO_MANY_CODES` for codes sent); `Retry-After` says when to try again.',
  '500': 'Unexpected failure: `INTERNAL`.',
  '502':
    'The scheme’s systems answered wrongly: `BAD_GATEWAY`, or the operation’s own code (e.g. `SERVER_ERROR`).',
  '503': 'Unavailable for now (overload, or the scheme’s systems cannot be reached): `SERVICE_UNAVAILABLE`.',
  '504': 'The scheme’s systems did not answer in time: `GATEWAY_TIMEOUT`.',
}

const hasBody = (schema: FastifySchema) => schema.body !== undefined
const hasInput = (schema: FastifySchema) =>
  schema.body !== undefined || schema.querystring !== undefined || schema.params !== undefined

/** The statuses the gateway may answer on this route that its declaration does not list. */
function gatewayStatuses(route: Pick<RouteOptions, 'url' | 'config'>, method: string, schema: FastifySchema) {
  const statuses: number[] = []
  const onApi = route.url.startsWith('/api/')
  const session = route.config?.access === 'session'
  // A bearer token beside the session cookie is refused before any route runs.
  if (hasInput(schema) || session) statuses.push(400)
  if ((onApi && UNSAFE_METHODS.has(method)) || route.config?.browserOnly) statuses.push(403)
  if (hasBody(schema)) statuses.push(413, 415)
  if (route.config?.rateLimit) statuses.push(429)
  statuses.push(500)
  // Liveness answers even when overloaded; readiness declares its own 503.
  if (route.url !== healthApi.live.url) statuses.push(503)
  return statuses
}

/** The route's response schemas with the gateway's own answers added where it declares none. */
export function withGatewayAnswers(
  route: Pick<RouteOptions, 'url' | 'config'>,
  method: string,
  schema: FastifySchema,
): FastifySchema['response'] {
  const declared = (schema.response ?? {}) as Record<string, unknown>
  const added = gatewayStatuses(route, method, schema).filter((status) => !(status in declared))
  return { ...declared, ...Object.fromEntries(added.map((status) => [status, ErrorResponseSchema])) }
}
