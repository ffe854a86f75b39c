/**
 * GET /customer/v2: the signed-in collector's profile (management API), which the gateway reads
 * after login for the greeting. Fields beyond the names are not shown by the specification.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { customer as customerCall } from '../../../../shared/contract/upstream/management.ts'
import { authenticate } from '../../auth/bearer.ts'

const customer: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(customerCall),
    handler: async (request, reply) => {
      const caller = await authenticate(fastify, request, reply)
      if (!caller) return reply
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
