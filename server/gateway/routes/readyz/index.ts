/**
 * Readiness: 200 while the upstream answers, 503 otherwise, so a load balancer sends traffic only
 * to a gateway that can serve it.
 * @see https://kubernetes.io/docs/concepts/configuration/liveness-readiness-startup-probes/
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { healthApi } from '../../../../shared/contract/health.ts'
import { routeOf } from '../../../../shared/contract/route-of.ts'

const readyz: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(healthApi.ready),
    config: { access: 'public', rateLimit: false },
    logLevel: 'warn',
    handler: async (request, reply) => {
      try {
        // A short timeout and no retry: a probe must answer before the load balancer gives up.
        await fastify.upstream.ping({ log: request.log })
        return { status: 'ready' as const }
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: upstream unavailable')
        return reply.code(503).send({ status: 'unavailable' as const })
      }
    },
  })
}

export default readyz
