/** POST /feedback: stores the signed-in collector's feedback (management API, routes specification §7). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { feedback as feedbackCall } from '../../../../shared/contract/upstream/management.ts'
import { authenticate } from '../../auth/bearer.ts'

const feedback: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(feedbackCall),
    handler: async (request, reply) => {
      const caller = await authenticate(fastify, request, reply)
      if (!caller) return reply
      const id = await fastify.feedbackRepository.add(caller.collectorId, request.body)
      return { id }
    },
  })
}

export default feedback
