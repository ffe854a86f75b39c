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
import { newLoginTransaction } from '../../../../identity/login-transaction.ts'
import { sendSignInUnavailable } from '../../../../identity/sign-in-unavailable.ts'

const Text = (maxLength: number) => Type.Optional(Type.String({ minLength: 1, maxLength }))

export const IdentityStartQuerySchema = Type.Object({
  next: Type.Optional(Type.String({ maxLength: 2048, description: 'page of this site to return to' })),
  login_token: Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9_-]{16,128}$', description: 'one-time login token' }),
  ),
  authToken: Text(2048),
  nextAction: Text(64),
  redirectUrl: Type.Optional(Type.String({ maxLength: 2048, description: 'allowlisted https URL' })),
  registrationDone: Type.Optional(Type.Boolean()),
})

const identityLogin: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/start',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: 'Start identity login: 302 to the provider (a top-level navigation, not a fetch)',
        tags: ['session'],
        querystring: IdentityStartQuerySchema,
        response: {
          302: Type.Null(),
          502: Type.String({ description: 'HTML page: sign-in is unavailable, with a retry' }),
          504: Type.String({ description: 'HTML page: the provider did not answer in time' }),
        },
      },
    },
    async (request, reply) => {
      const { login_token: loginToken, ...carried } = request.query
      const { login, codeChallenge } = await newLoginTransaction(carried, fastify.oidcClient.now())
      let url: URL
      try {
        url = await fastify.oidcClient.authorizationUrl({
          state: login.state,
          nonce: login.nonce,
          codeChallenge,
          loginToken,
        })
      } catch (error) {
        return sendSignInUnavailable(request, reply, error)
      }
      request.session.set('login', login)
      return reply.header('cache-control', 'no-store').redirect(url.href, 302)
    },
  )
}

export default identityLogin
