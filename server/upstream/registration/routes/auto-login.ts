/**
 * POST /auto-login: exchanges a registration's completion token (once) for a one-time identity
 * login token, which the gateway sends as `login_token` on its authorization request.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { autoLogin as autoLoginCall } from '../../../../shared/contract/upstream/identity.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'

const autoLogin: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(autoLoginCall),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      // Redeemed once: the token is cleared in the same statement that reads it.
      const row = await fastify.registrationsRepository.redeemCompletedToken(
        request.body.registrationCompletedToken,
      )
      if (!row?.completed_collector_id)
        throw new UpstreamRefusal(401, { code: 'UNAUTHORISED', message: 'Unknown or used completion token' })
      const { PUBLIC_ORIGIN, IDENTITY_START_PREFIX } = fastify.config
      return {
        identityLoginToken: await fastify.oidc.issueLoginToken(row.completed_collector_id),
        registrationDone: true,
        _links: { 'login-identity': { href: `${PUBLIC_ORIGIN}${IDENTITY_START_PREFIX}/login` } },
      }
    },
  })
}

export default autoLogin
