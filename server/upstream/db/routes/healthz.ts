/**
 * GET /healthz: the upstream answers and its store runs a query.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { healthz as healthCall } from '../../../../shared/contract/upstream/identity.ts'

const healthz: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(healthCall),
    config: { callers: 'anonymous' },
    handler: async (request, reply) => {
      try {
        await fastify.storeRepository.ping()
        return { status: 'ok' as const }
      } catch (error) {
        request.log.warn({ err: error }, 'database unreachable')
        return reply.code(503).send({ status: 'unavailable' })
      }
    },
  })
}

export default healthz
