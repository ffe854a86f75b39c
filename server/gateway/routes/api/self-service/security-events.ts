/**
 * A security event for every refusal of the signed-out flows (issue 11, item 7): the route, the
 * status and the error code, whatever refused (a field rule, the captcha, a rate limit, the
 * upstream's answer). Codes only: no address, card number, token or code reaches the log.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { securityEvent } from '../../../../telemetry/security-event.ts'

const codes = new WeakMap<FastifyRequest, string>()

export function logSecurityEvents(fastify: FastifyInstance) {
  fastify.addHook('onError', async (request, _reply, error) => {
    const code = (error as { code?: unknown }).code
    if (typeof code === 'string') codes.set(request, code)
  })
  fastify.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode < 400 || reply.statusCode >= 500) return
    securityEvent(
      request,
      {
        kind: 'self-service-refusal',
        route: request.routeOptions.url,
        status: reply.statusCode,
        code: codes.get(request) ?? 'REFUSED',
      },
      'self-service request refused',
    )
  })
}
