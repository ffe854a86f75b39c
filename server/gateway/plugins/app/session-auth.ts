/**
 * What signed-in API routes share: `fastify.requireSession` (preHandler: no session → 401 JSON
 * with the login URL, never a redirect on /api), `request.accessToken()` (refreshed before expiry,
 * single flight, see security/token-refresh.ts), and the spec's 401 rule: a refused refresh or any
 * upstream 401 ends the session, and the client goes to card-number entry with `next`.
 * @see https://github.com/ministryofjustice/hmpps-template-typescript/blob/main/server/middleware/setUpAuthentication.ts
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ENTER_CARD_NUMBER_SEGMENT } from '../../../../shared/routes/identity-routes.ts'
import { createTokenRefresher, type TokenRefresher } from '../../security/token-refresh.ts'
import { UPSTREAM_CODES, UpstreamError } from './upstream/errors.ts'

export const SIGNED_OUT_MESSAGE = 'Please log in to continue'

export type SignedOutResponse = { code: 'UNAUTHORISED'; message: string; loginUrl: string }

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in collector. */
    requireSession(request: FastifyRequest, reply: FastifyReply): Promise<void>
    tokenRefresher: TokenRefresher
  }
  interface FastifyRequest {
    /** A fresh access token of the session (refreshed first when it is about to expire). */
    accessToken(): Promise<string>
  }
}

const signedOut = () =>
  new UpstreamError({ code: UPSTREAM_CODES.unauthorised, status: 401, message: SIGNED_OUT_MESSAGE })

/** A refresh the provider refused (invalid_grant, revoked): the session is over. */
const refused = (error: unknown) =>
  error instanceof Error && 'error' in error && typeof error.error === 'string' && error.error !== ''

async function sessionAuth(fastify: FastifyInstance) {
  const { config, oidcClient } = fastify
  const loginUrl = `${config.IDENTITY_START_PREFIX}/${ENTER_CARD_NUMBER_SEGMENT}`
  const refresher = createTokenRefresher({
    refresh: (token) => oidcClient.refresh(token),
    now: oidcClient.now,
  })
  fastify.decorate('tokenRefresher', refresher)

  fastify.decorate('requireSession', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.session.get('collectorId') && request.session.get('tokens')) return
    const body: SignedOutResponse = { code: 'UNAUTHORISED', message: SIGNED_OUT_MESSAGE, loginUrl }
    await reply.code(401).send(body)
  })

  fastify.decorateRequest('accessToken', async function (this: FastifyRequest) {
    const tokens = this.session.get('tokens')
    if (!tokens) throw signedOut()
    if (!refresher.isStale(tokens)) return tokens.access
    try {
      const fresh = await refresher.fresh(tokens)
      this.session.set('tokens', fresh)
      return fresh.access
    } catch (error) {
      if (!refused(error)) throw error
      this.log.info({ reason: 'refresh_refused', err: error }, 'session ended: token refresh refused')
      throw signedOut()
    }
  })

  // Any 401 on the way (refresh refused, upstream said unauthorised) ends the session (spec §7).
  fastify.addHook('onError', async (request, _reply, error) => {
    if (error instanceof UpstreamError && error.status === 401 && request.session?.get('sid')) {
      await request.endSession()
    }
  })
}

export default fp(sessionAuth, {
  name: 'session-auth',
  dependencies: ['session', 'session-revocation', 'oidc-client'],
})
