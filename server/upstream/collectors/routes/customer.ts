/**
 * GET /customer/v2: the signed-in collector's profile (management API), which the gateway reads
 * after login for the greeting. Fields beyond the names are not shown by the specification.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { customer as customerCall } from '../../../../shared/contract/upstream/management.ts'

const customer: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(customerCall),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const row = await fastify.collectorsRepository.profile(caller.collectorId)
      return {
        collectorId: row.id,
        cardNumber: row.card_number,
        email: row.email,
        title: row.title,
        firstName: row.first_name,
        lastName: row.last_name,
        userType: row.user_type,
      }
    },
  })
}

export default customer
