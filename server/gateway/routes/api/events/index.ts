/**
 * Client events the gateway logs as structured warnings (routes specification §4: a blocked
 * frame is tracked). Rate limited per client: the body is the client's word, so it is only logged.
 */
import type {} from '@fastify/rate-limit'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { eventsApi } from '../../../../../shared/contract/events.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'

const events: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(eventsApi.post),
    config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { type, referrer } = request.body
      request.log.warn({ event: type, referrer, userAgent: request.headers['user-agent'] }, 'client event')
      return reply.code(204).send(null)
    },
  })
}

export default events
