/**
 * The offers screens' other reads: a list's filters with counts, the shared offers of a source,
 * whether the collector gets Nectar Prices, and a coalition offer's preview (404
 * OFFER_NOT_FOUND for anything but a coalition offer).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { offersApi } from '../../../../../shared/contract/offers.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { asOfferRefusal } from './refusals.ts'

const catalogue: FastifyPluginAsyncTypebox = async (fastify) => {
  const client = fastify.upstream.offers

  fastify.route({
    ...routeOf(offersApi.filters),
    config: { access: 'session' },
    handler: async (request) =>
      client.offerFilters(await request.accessToken(), request.params.listId, { log: request.log }),
  })

  fastify.route({
    ...routeOf(offersApi.shared),
    config: { access: 'session' },
    handler: async (request) => client.sharedOffers(request.query.source, { log: request.log }),
  })

  fastify.route({
    ...routeOf(offersApi.nectarPriceAvailability),
    config: { access: 'session' },
    handler: async (request) =>
      client.nectarPriceAvailability(await request.accessToken(), { log: request.log }),
  })

  fastify.route({
    ...routeOf(offersApi.preview),
    config: { access: 'session' },
    handler: async (request) =>
      client
        .coalitionOfferPreview(await request.accessToken(), request.params.offerId, { log: request.log })
        .catch(asOfferRefusal),
  })
}

export default catalogue
