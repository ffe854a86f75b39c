/**
 * A URL the router cannot decode (`/%c0%ae`, `/api/session%ff`) or with an over-long parameter
 * is answered by Fastify before any hook runs: its raw `FST_ERR_BAD_URL` body, the URL echoed,
 * no security headers, no rate limit. Instead the request is routed again, under a path that
 * matches nothing, so it takes the same way as any unknown address: every onRequest hook
 * (security headers, request id), then the rate-limited not-found handler.
 * @see https://fastify.dev/docs/latest/Reference/Server/#frameworkerrors
 */
import type { IncomingMessage } from 'node:http'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'

/** Not under /api, so that no CSRF check answers it before the not-found handler counts it. */
const UNROUTABLE_PATH = '/.bad-url'

const badUrls = new WeakSet<IncomingMessage>()

/** True for a request whose original URL could not be routed. */
export const isBadUrl = (request: FastifyRequest) => badUrls.has(request.raw)

/** Fastify's `frameworkErrors` option; `request.server` is the root instance here. */
export function routeBadUrlAsNotFound(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code }, 'unroutable url')
  badUrls.add(request.raw)
  request.raw.url = UNROUTABLE_PATH
  request.server.routing(request.raw, reply.raw)
}
