/**
 * GET /api/login/identity/start: the top-level navigation that starts identity login (so it may
 * redirect, unlike the rest of /api). A new transaction (PKCE S256, state, nonce) goes into the
 * session with the values to restore at /oauth_redirect; the browser goes to the provider. A
 * one-time `login_token` (password login, auto-login after registration) is passed on, and the
 * provider then signs the collector in without its login page.
 * @see https://github.com/panva/openid-client/blob/main/examples/oidc.ts
 */
import type {} from '@fastify/rate-limit'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { IdentityStartQuerySchema } from '../../../../../../shared/contract/login.ts'
import { newLoginTransaction } from '../../../../identity/login-transaction.ts'

const identityLogin: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/start',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: 'Start identity login: 302 to the provider (a top-level navigation, not a fetch)',
        tags: ['session'],
        querystring: IdentityStartQuerySchema,
        response: { 302: Type.Null() },
      },
    },
    async (request, reply) => {
      const { login_token: loginToken, ...carried } = request.query
      const { login, codeChallenge } = await newLoginTransaction(carried, fastify.oidcClient.now())
      const url = await fastify.oidcClient.authorizationUrl({
        state: login.state,
        nonce: login.nonce,
        codeChallenge,
        loginToken,
      })
      request.session.set('login', login)
      return reply.header('cache-control', 'no-store').redirect(url.href, 302)
    },
  )
}

export default identityLogin
