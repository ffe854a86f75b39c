/**
 * Captcha challenges for the browser's solver: fresh, signed, never cached, rate-limited per client.
 * @see https://github.com/altcha-org/altcha-lib#createchallengeoptions-createchallengeoptions-promisechallenge
 */
import type {} from '@fastify/rate-limit'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { captchaApi } from '../../../../../shared/contract/captcha.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'

const captchaRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(captchaApi.challenge),
    // Public: sign-in and registration need a solution before anyone has a session.
    config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return fastify.captcha.createChallenge()
    },
  })
}

export default captchaRoutes
