/**
 * POST /collector/sessions: password login by collector id (argon2id). Answers a one-time login
 * token for the identity provider (`login_token` on /oidc/auth), or code 141 with a two-factor
 * challenge, or DN57 (400, code 57) with the provider's login URL and a token. The gateway has
 * checked the captcha and applies its rate limits; the password check is the provider form's,
 * behind the same per-account budget (login-guard.ts), and answers 429 once it is spent. A
 * `knownDevice` (proven by the gateway) is checked on the account's known-device budget instead.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { collectorSession } from '../../../../shared/contract/upstream/identity.ts'
import { accountKey } from '../../oidc/accounts.ts'
import { apiClientAddress } from '../../oidc/client-address.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import { SESSION_UPGRADE_CARDS, TWO_FACTOR_CARDS } from '../../seed/login-sandbox.ts'

const WRONG_CREDENTIALS = { code: 'INVALID_CREDENTIALS', message: 'Wrong password' } as const
const TOO_MANY_ATTEMPTS = { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts' } as const

const sessions: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(collectorSession),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const { collectorId, password, knownDevice } = request.body
      const collector = await fastify.collectorsRepository.credentials(collectorId)
      // An unknown id gets a budget of its own, and the same answer as a wrong password.
      const subject = { key: accountKey(collector?.id ?? collectorId), collector }
      // The gateway vouches for the device as it vouches for the client address.
      const door = knownDevice ? 'known-device' : 'api'
      const attempt = { ip: apiClientAddress(request), door, log: request.log } as const
      const result = await fastify.oidc.loginGuard.check(subject, password, attempt)
      if ('refused' in result && result.refused === 'throttled')
        throw new UpstreamRefusal(429, TOO_MANY_ATTEMPTS)
      if ('refused' in result || !collector) throw new UpstreamRefusal(401, WRONG_CREDENTIALS)
      if (TWO_FACTOR_CARDS.has(collector.card_number)) {
        const encryptedSessionJwt = await fastify.twoFactorChallenges.open(collector.id)
        throw new UpstreamRefusal(403, {
          code: '141',
          description: 'Device two-factor authentication required',
          encryptedSessionJwt,
        })
      }
      const loginToken = await fastify.oidc.issueLoginToken(collector.id)
      if (SESSION_UPGRADE_CARDS.has(collector.card_number)) {
        throw new UpstreamRefusal(400, {
          code: 57,
          errorCode: 'DN57',
          description: 'Session upgrade required',
          loginUrl: `${fastify.config.OIDC_ISSUER}/auth`,
          token: loginToken,
        })
      }
      return { loginToken }
    },
  })
}

export default sessions
