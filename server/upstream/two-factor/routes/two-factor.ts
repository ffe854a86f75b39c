/**
 * The device two-factor step of the password login: /2fa/check sends the first code of a
 * challenge opened by /collector/sessions (141), /2fa/resend sends a new one, /2fa/validate
 * redeems the challenge for a one-time login token. Codes go to the outbox (SMS or e-mail).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import {
  twoFactorCheck,
  twoFactorResend,
  twoFactorValidate,
} from '../../../../shared/contract/upstream/identity.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'

const EXPIRED = { code: 'TWO_FA_EXPIRED', message: 'Two-factor challenge expired' } as const
const WRONG = { code: 'TWO_FA_INVALID', message: 'Wrong two-factor code' } as const

const twoFactor: FastifyPluginAsyncTypebox = async (fastify) => {
  const challenges = fastify.twoFactorChallenges

  for (const endpoint of [twoFactorCheck, twoFactorResend]) {
    fastify.route({
      ...routeOf(endpoint),
      config: { callers: 'anonymous' },
      handler: async (request) => {
        const sent = await challenges.send(request.body.encryptedSessionJwt)
        if (!sent) throw new UpstreamRefusal(400, EXPIRED)
        return sent
      },
    })
  }

  fastify.route({
    ...routeOf(twoFactorValidate),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const result = await challenges.verify(request.body.encryptedSessionJwt, request.body.twoFaCode)
      if ('refused' in result) throw new UpstreamRefusal(400, result.refused === 'EXPIRED' ? EXPIRED : WRONG)
      return { loginToken: await fastify.oidc.issueLoginToken(result.collectorId) }
    },
  })
}

export default twoFactor
