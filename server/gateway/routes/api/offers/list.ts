/**
 * GET /api/offers and GET /api/offers/:offerId: the collector's offers as the offers API answers
 * them (passed on as the upstream's own bytes when they hold only what the contract declares); an
 * unknown offer, or another collector's, is 404 OFFER_NOT_FOUND.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { offersApi } from '../../../../../shared/contract/offers.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { passOn } from '../../../serialization/upstream-json.ts'
import { asOfferRefusal } from './refusals.ts'

const list: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(offersApi.list),
    config: { access: 'session' },
    handler: async (request) =>
      passOn(await fastify.upstream.offers.offers(await request.accessToken(), { log: request.log })),
  })

  fastify.route({
    ...routeOf(offersApi.detail),
    config: { access: 'session' },
    handler: async (request) =>
      fastify.upstream.offers
        .offer(await request.accessToken(), request.params.offerId, { log: request.log })
        .then(passOn, asOfferRefusal),
  })
}

export default list
