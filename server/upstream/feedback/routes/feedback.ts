/** POST /feedback: stores the signed-in collector's feedback (management API, routes specification §7). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { feedback as feedbackCall } from '../../../../shared/contract/upstream/management.ts'

const feedback: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(feedbackCall),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const id = await fastify.feedbackRepository.add(caller.collectorId, request.body)
      return { id }
    },
  })
}

export default feedback
