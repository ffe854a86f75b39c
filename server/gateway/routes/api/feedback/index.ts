/**
 * POST /api/feedback: the signed-in collector's feedback to the management API's `POST feedback`,
 * with the page it was written on. The contract bounds every field (the text to 10,000 characters);
 * the text is passed on as written and never logged (it may hold personal details). Rate limited:
 * feedback is written by people, a few at a time.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { feedbackApi } from '../../../../../shared/contract/feedback.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'

const feedback: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(feedbackApi.send),
    config: { access: 'session', stateChanging: true, rateLimit: { max: 10, timeWindow: 600_000 } },
    handler: async (request, reply) => {
      const { kind, route } = request.body
      const receipt = await fastify.upstream.management.sendFeedback(
        await request.accessToken(),
        request.body,
        {
          log: request.log,
        },
      )
      request.log.info({ feedbackId: receipt.id, kind, route }, 'feedback sent')
      return reply.code(201).send(receipt)
    },
  })
}

export default feedback
