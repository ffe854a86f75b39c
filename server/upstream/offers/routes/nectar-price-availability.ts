/**
 * GET /nectar-prices/availability: whether the signed-in collector gets Nectar Prices, that is
 * whether they have any Nectar Price offer (a temporary card holder has none, spec §1).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { nectarPriceAvailability } from '../../../../shared/contract/upstream/offers.ts'

const nectarPrices: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(nectarPriceAvailability),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const offers = await fastify.offersRepository.nectarPriceCount(caller.collectorId)
      return { available: offers > 0, offers }
    },
  })
}

export default nectarPrices
