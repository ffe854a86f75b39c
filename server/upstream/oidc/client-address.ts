/**
 * The collector's address for the per-address login budget, only as far as it is known. The
 * gateway calls from loopback: it names the client in X-Forwarded-For (the provider's form,
 * forwarded) or x-client-ip (its own API calls). Behind a proxy the upstream does not trust, the
 * client is unknown, and budgeting the proxy's address would lock out everyone behind it: no
 * address budget then (the per-account budget still holds).
 */
import type { FastifyRequest } from 'fastify'

/** The hops whose forwarding headers the upstream believes (Fastify's trustProxy too). */
export const TRUSTED_HOPS = ['127.0.0.1', '::1']

const trusted = (request: FastifyRequest) =>
  TRUSTED_HOPS.includes((request.socket.remoteAddress ?? '').replace(/^::ffff:/, ''))

/** The provider's form: the address Fastify resolved through trusted hops, or a direct client's. */
export function formClientAddress(request: FastifyRequest): string | undefined {
  if (trusted(request) || request.headers['x-forwarded-for'] === undefined) return request.ip
  return undefined
}

/** The gateway's API calls: the address it saw, named in x-client-ip from a trusted hop. */
export function apiClientAddress(request: FastifyRequest): string | undefined {
  const named = request.headers['x-client-ip']
  return typeof named === 'string' && trusted(request) ? named : undefined
}
