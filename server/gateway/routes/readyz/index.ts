/**
 * Readiness: 200 while the upstream answers, 503 otherwise, so a load balancer sends traffic only
 * to a gateway that can serve it.
 * @see https://kubernetes.io/docs/concepts/configuration/liveness-readiness-startup-probes/
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'

const readyz: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      config: { rateLimit: false },
      logLevel: 'warn',
      schema: {
        hide: true,
        response: {
          200: Type.Object({ status: Type.Literal('ready') }),
          503: Type.Object({ status: Type.Literal('unavailable') }),
        },
      },
    },
    async (request, reply) => {
      try {
        // A short timeout and no retry: a probe must answer before the load balancer gives up.
        await fastify.upstream.ping({ log: request.log })
        return { status: 'ready' as const }
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: upstream unavailable')
        return reply.code(503).send({ status: 'unavailable' as const })
      }
    },
  )
}

export default readyz
