/**
 * GET /customer/session/hotels (routes specification §7): a signed-in collector's hotels session.
 * The token travels in the X-Hotels-Session-Token response header, the body is empty (204).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { HOTELS_SESSION_HEADER, hotelsSession } from '../../../../shared/contract/upstream/hotels.ts'

const customerSession: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(hotelsSession),
    config: { callers: 'collector' },
    handler: async (request, reply) => {
      const caller = request.caller
      return reply
        .code(204)
        .header(HOTELS_SESSION_HEADER, fastify.hotels.issue(caller.collectorId))
        .header('cache-control', 'no-store')
        .send(null)
    },
  })
}

export default customerSession
