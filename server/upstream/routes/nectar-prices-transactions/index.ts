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
import { authenticate } from '../../auth/bearer.ts'

const transactions: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(nectarPricesTransactions),
    handler: async (request, reply) => {
      const caller = await authenticate(fastify, request, reply)
      if (!caller) return reply
      return { transactions: await fastify.savingsRepository.latest(caller.collectorId, LATEST_TRANSACTIONS) }
    },
  })

  fastify.route({
    ...routeOf(nectarPricesTotals),
    handler: async (request, reply) => {
      const caller = await authenticate(fastify, request, reply)
      if (!caller) return reply
      const { firstDay: _firstDay, ...totals } = await fastify.savingsRepository.totals(caller.collectorId)
      return totals
    },
  })
}

export default transactions
