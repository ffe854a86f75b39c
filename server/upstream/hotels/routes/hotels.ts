/**
 * The hotels partner's endpoints of the reference upstream: the preload of a hotels session with
 * its token (GET /hotels/session, header X-Hotels-Session-Token), and the two logouts the sign-out
 * journey calls while the hotels-logout switch is on (DELETE /hotels/logout and
 * DELETE /hotels/partner/logout, bearer access token). All answer 204; the policy checks the tokens
 * (routing/route-policy.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import {
  hotelsLogout,
  hotelsPartnerLogout,
  hotelsPreload,
} from '../../../../shared/contract/upstream/hotels.ts'

const hotels: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(hotelsPreload),
    config: { callers: 'hotels-partner' },
    handler: async (request, reply) => {
      request.log.info({ event: 'hotels_preload' }, 'hotels session preloaded')
      return reply.code(204).send(null)
    },
  })

  for (const endpoint of [hotelsLogout, hotelsPartnerLogout]) {
    // The path as the log line has always named it, under the hotels prefix.
    const path = endpoint.url.slice('/hotels'.length)
    fastify.route({
      ...routeOf(endpoint),
      config: { callers: 'collector' },
      handler: async (request, reply) => {
        request.log.info({ event: 'hotels_logout', path }, 'hotels session ended')
        return reply.code(204).send(null)
      },
    })
  }
}

export default hotels
