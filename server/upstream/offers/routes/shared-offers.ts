/**
 * GET /shared/offers?source=: the offers every collector of a source is shown, without anyone's
 * state (UNLOADED). Catalogue content, so no bearer token is needed.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { sharedOffers } from '../../../../shared/contract/upstream/offers.ts'
import { offerView } from '../offer-view.ts'

const shared: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(sharedOffers),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const rows = await fastify.offersRepository.shared(request.query.source)
      return { offers: rows.map((row) => offerView(row)) }
    },
  })
}

export default shared
