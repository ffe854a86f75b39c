/**
 * The hotels partner's endpoints of the reference upstream: the preload of a hotels session with
 * its token (GET /hotels/session, header X-Hotels-Session-Token), and the two logouts the sign-out
 * journey calls while the hotels-logout switch is on (DELETE /hotels/logout and
 * DELETE /hotels/partner/logout, bearer access token). All answer 204.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { authenticate } from '../../auth/bearer.ts'
import { UpstreamErrorSchema } from '../../schemas/error.ts'
import { HOTELS_SESSION_HEADER } from '../customer/session/index.ts'

const INVALID = { code: 'HOTELS_SESSION_INVALID', message: 'Hotels session not recognised' }
const responses = { 204: Type.Null(), 401: UpstreamErrorSchema }

const hotels: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/session', { schema: { response: responses } }, async (request, reply) => {
    const token = request.headers[HOTELS_SESSION_HEADER]
    const collectorId = typeof token === 'string' ? fastify.hotels.verify(token) : undefined
    if (!collectorId) return reply.code(401).send(INVALID)
    request.log.info({ event: 'hotels_preload' }, 'hotels session preloaded')
    return reply.code(204).send(null)
  })

  for (const path of ['/logout', '/partner/logout']) {
    fastify.delete(path, { schema: { response: responses } }, async (request, reply) => {
      const caller = await authenticate(fastify, request, reply)
      if (!caller) return reply
      request.log.info({ event: 'hotels_logout', path }, 'hotels session ended')
      return reply.code(204).send(null)
    })
  }
}

export default hotels
