/**
 * What crosses the gateway when it forwards a browser request to the upstream (PRX-2): request
 * and response headers by allow-list, the provider's own cookies only, and forwarding headers set
 * from our configuration, never taken from the request.
 * @see https://www.rfc-editor.org/rfc/rfc9110#section-7.6.1
 */
import type { IncomingHttpHeaders } from 'node:http'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { UpstreamFamily } from '../../../../../config/upstreams.ts'

export type Target = {
  /** Names the upstream in log lines, as the upstream client does; each family has its own pool. */
  family: Extract<UpstreamFamily, 'identity' | 'content' | 'outbox'>
  /** Path prefix on both sides, e.g. `/oidc`. */
  prefix: string
  base: string
  /** The whole exchange (queueing, headers and body) must end within it. */
  timeoutMs: number
  /** Extra attempts for a forward without a body that met a connection failure or a 502/503/504. */
  retries: number
  /** The provider's redirects, cookies and client authentication belong to the browser. */
  provider: boolean
}

// Allow-lists: anything else (hop-by-hop, X-Forwarded-*, X-User-*, the upstream's own security
// headers) stays on its side.
const REQUEST_HEADERS = [
  ...'accept accept-language accept-encoding'.split(' '),
  ...'content-type content-length user-agent'.split(' '),
]
const PROVIDER_REQUEST_HEADERS = ['authorization', 'if-none-match']
const RESPONSE_HEADERS = [
  ...'content-type content-length content-encoding content-language content-disposition'.split(' '),
  ...'cache-control pragma expires etag last-modified vary retry-after www-authenticate'.split(' '),
]
// The provider's own CSP replaces the gateway's: it allows its one inline script by hash.
const PROVIDER_RESPONSE_HEADERS = ['location', 'set-cookie', 'content-security-policy']

/** oidc-provider's cookies start with one underscore; the gateway's own session cookie never does. */
const PROVIDER_COOKIE = /^_(?!_)/

function providerCookies(cookie: string | undefined): string | undefined {
  const kept = (cookie ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => PROVIDER_COOKIE.test(pair))
  return kept.length > 0 ? kept.join('; ') : undefined
}

export function forwardHeaders(request: FastifyRequest, target: Target, publicOrigin: string) {
  const inbound = request.headers
  const names = target.provider ? [...REQUEST_HEADERS, ...PROVIDER_REQUEST_HEADERS] : REQUEST_HEADERS
  const headers: Record<string, string> = {}
  for (const name of names) {
    const value = inbound[name]
    if (typeof value === 'string') headers[name] = value
  }
  const cookie = target.provider ? providerCookies(inbound.cookie) : undefined
  if (cookie) headers.cookie = cookie
  const origin = new URL(publicOrigin)
  headers['x-forwarded-proto'] = origin.protocol.replace(':', '')
  headers['x-forwarded-host'] = origin.host
  headers['x-forwarded-for'] = request.ip
  headers['x-request-id'] = request.id
  return headers
}

export function copyResponseHeaders(reply: FastifyReply, headers: IncomingHttpHeaders, provider: boolean) {
  const names = provider ? [...RESPONSE_HEADERS, ...PROVIDER_RESPONSE_HEADERS] : RESPONSE_HEADERS
  for (const name of names) {
    const value = headers[name]
    if (value !== undefined) reply.header(name, value)
  }
}
