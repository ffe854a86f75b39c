/**
 * `GET detailed-states/NECTAR_PRICES` (routes specification §7): whether the signed-in collector
 * has Nectar Prices in use, ACTIVE from their first shop with them, INACTIVE before any.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { nectarPricesState } from '../../../../shared/contract/upstream/savings.ts'

const detailedStates: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(nectarPricesState),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const { firstDay } = await fastify.savingsRepository.totals(caller.collectorId)
      return {
        type: 'NECTAR_PRICES',
        state: firstDay ? 'ACTIVE' : 'INACTIVE',
        activeSince: firstDay,
      } as const
    },
  })
}

export default detailedStates
