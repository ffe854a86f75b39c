/**
 * Liveness: answers while the process can serve at all; it checks no dependency, so a slow
 * upstream never gets a healthy gateway restarted.
 * @see https://kubernetes.io/docs/concepts/configuration/liveness-readiness-startup-probes/
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { healthApi } from '../../../../shared/contract/health.ts'
import { routeOf } from '../../../../shared/contract/route-of.ts'

const healthz: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(healthApi.live),
    config: { access: 'public', rateLimit: false },
    logLevel: 'warn',
    handler: async () => ({ status: 'ok' as const }),
  })
}

export default healthz
