/**
 * The code-checking steps' limit per collector (across browsers and addresses), on top of the
 * route's per-address limit and the upstream's five tries per code: guessing codes by asking for
 * new ones stays slow.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

const CODE_CHECKS_PER_COLLECTOR = 10
const CODE_CHECK_WINDOW_MS = 15 * 60_000

export function createCodeCheckLimit(fastify: FastifyInstance) {
  const limit = fastify.createIdentifierLimit({
    name: 'account-code',
    max: CODE_CHECKS_PER_COLLECTOR,
    timeWindow: CODE_CHECK_WINDOW_MS,
  })
  return (request: FastifyRequest, reply: FastifyReply) =>
    limit(request, reply, request.session.get('collectorId') ?? '')
}
