/**
 * `GET nectar-prices/transactions` and `GET nectar-prices/transactions/totals` (routes
 * specification §7): the signed-in collector's latest shops with Nectar Prices, each with its
 * digital receipt's id if it has one, and the totals of every shop.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import {
  LATEST_TRANSACTIONS,
  nectarPricesTotals,
  nectarPricesTransactions,
} from '../../../../shared/contract/upstream/savings.ts'

const transactions: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(nectarPricesTransactions),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      return { transactions: await fastify.savingsRepository.latest(caller.collectorId, LATEST_TRANSACTIONS) }
    },
  })

  fastify.route({
    ...routeOf(nectarPricesTotals),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const { firstDay: _firstDay, ...totals } = await fastify.savingsRepository.totals(caller.collectorId)
      return totals
    },
  })
}

export default transactions
