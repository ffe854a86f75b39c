/**
 * GET /customer/session/hotels (routes specification §7): a signed-in collector's hotels session.
 * The token travels in the X-Hotels-Session-Token response header, the body is empty (204).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { authenticate } from '../../../auth/bearer.ts'
import { UpstreamErrorSchema } from '../../../schemas/error.ts'

export const HOTELS_SESSION_HEADER = 'x-hotels-session-token'

const customerSession: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/hotels',
    { schema: { response: { 204: Type.Null(), 401: UpstreamErrorSchema } } },
    async (request, reply) => {
      const caller = await authenticate(fastify, request, reply)
      if (!caller) return reply
      return reply
        .code(204)
        .header(HOTELS_SESSION_HEADER, fastify.hotels.issue(caller.collectorId))
        .header('cache-control', 'no-store')
        .send(null)
    },
  )
}

export default customerSession
