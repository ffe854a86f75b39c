/**
 * DELETE /logout-session: the token for the identity logout (`oidcToken`, sent by the browser as
 * the provider's `id_token_hint`). A fresh ID token for the caller, signed by the provider, so
 * that the gateway need not keep the login's ID token in its cookie.
 * @see https://openid.net/specs/openid-connect-rpinitiated-1_0.html#RPLogout
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { logoutSession as logoutCall } from '../../../../shared/contract/upstream/management.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'

const logoutSession: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(logoutCall),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const { provider } = fastify.oidc
      const found = await provider.AccessToken.find(caller.accessToken)
      const client = found?.clientId ? await provider.Client.find(found.clientId) : undefined
      if (!client) throw new UpstreamRefusal(401, { code: 'UNAUTHORISED', message: 'Unauthorised' })
      const idToken = new provider.IdToken({ sub: caller.collectorId }, { client })
      // Outside an authorization request no scope lets `sub` through the provider's claim filter,
      // and end-session refuses a hint without it: set it as an extra claim.
      idToken.set('sub', caller.collectorId)
      return { oidcToken: String(await idToken.issue({ use: 'idtoken' })) }
    },
  })
}

export default logoutSession
