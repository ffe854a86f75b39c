/** GET /balance: the signed-in collector's points balance (management API, routes specification §7). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { balance as balanceCall } from '../../../../shared/contract/upstream/management.ts'

const balance: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(balanceCall),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      return { points: await fastify.balancesRepository.points(caller.collectorId) }
    },
  })
}

export default balance
