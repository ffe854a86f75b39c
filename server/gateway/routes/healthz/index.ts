/**
 * Liveness: answers while the process can serve at all; it checks no dependency, so a slow
 * upstream never gets a healthy gateway restarted.
 * @see https://kubernetes.io/docs/concepts/configuration/liveness-readiness-startup-probes/
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'

const healthz: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      config: { rateLimit: false },
      logLevel: 'warn',
      schema: { hide: true, response: { 200: Type.Object({ status: Type.Literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  )
}

export default healthz
