/**
 * Captcha challenges for the browser's solver: fresh, signed, never cached, rate-limited per client.
 * @see https://github.com/altcha-org/altcha-lib#createchallengeoptions-createchallengeoptions-promisechallenge
 */
import type {} from '@fastify/rate-limit'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CaptchaChallengeSchema } from '../../../plugins/app/captcha-altcha.ts'

const captchaRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/challenge',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: 'A proof-of-work challenge to solve before a protected call (sent back in X-Captcha)',
        tags: ['captcha'],
        response: { 200: CaptchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return fastify.captcha.createChallenge()
    },
  )
}

export default captchaRoutes
