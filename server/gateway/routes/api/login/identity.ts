/**
 * GET /api/login/identity/start: the top-level navigation that starts identity login (so it may
 * redirect, unlike the rest of /api). A new transaction (PKCE S256, state, nonce) goes into the
 * session with the values to restore at /oauth_redirect; the browser goes to the provider. A
 * one-time `login_token` (password login, auto-login after registration) is passed on, and the
 * provider then signs the collector in without its login page; a card number typed on the step
 * before goes as `login_hint`, for the login page to fill in.
 * @see https://github.com/panva/openid-client/blob/main/examples/oidc.ts
 */
import type {} from '@fastify/rate-limit'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { loginApi } from '../../../../../shared/contract/login.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { loginHintOf } from '../../../plugins/app/identity/login-hint.ts'
import { newLoginTransaction } from '../../../plugins/app/identity/login-transaction.ts'
import { sendSignInUnavailable } from '../../../plugins/app/identity/sign-in-unavailable.ts'

const identityLogin: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(loginApi.identityStart),
    config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { login_token: loginToken, ...carried } = request.query
      const { login, codeChallenge } = await newLoginTransaction(carried, fastify.oidcClient.now())
      let url: URL
      try {
        url = await fastify.oidcClient.authorizationUrl({
          state: login.state,
          nonce: login.nonce,
          codeChallenge,
          loginToken,
          loginHint: loginHintOf(request),
        })
      } catch (error) {
        return sendSignInUnavailable(request, reply, error)
      }
      request.session.set('login', login)
      return reply.header('cache-control', 'no-store').redirect(url.href, 302)
    },
  })
}

export default identityLogin
