/**
 * What signed-in API routes share: `fastify.requireSession` (no session → 401 JSON with the login
 * URL, never a redirect on /api; the route policy runs it first on every `access: 'session'` route;
 * a request with `Authorization: Bearer` is the app's and is checked by bearer-auth.ts instead of
 * the cookie), `request.accessToken()` (the app's own token, or the session's refreshed before expiry,
 * single flight, see security/token-refresh.ts), and the spec's 401 rule: a refused refresh or any
 * upstream 401 ends the session, and the client goes to card-number entry with `next`.
 * @see https://github.com/ministryofjustice/hmpps-template-typescript/blob/main/server/middleware/setUpAuthentication.ts
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ENTER_CARD_NUMBER_SEGMENT } from '../../../../../shared/routes/identity-routes.ts'
import { carriesBearer } from '../../external/bearer-placement.ts'
import { UPSTREAM_CODES, UpstreamError } from '../upstream/errors.ts'
import { createSharedRefresh, refusalOf } from './shared-refresh.ts'
import { createTokenRefresher, type TokenRefresher } from './token-refresh.ts'

export const SIGNED_OUT_MESSAGE = 'Please log in to continue'

type SignedOutResponse = { code: 'UNAUTHORISED'; message: string; loginUrl: string }

declare module 'fastify' {
  interface FastifyInstance {
    /** The session check of `config.access: 'session'` routes (routing/route-policy.ts). */
    requireSession(request: FastifyRequest, reply: FastifyReply): Promise<void>
    tokenRefresher: TokenRefresher
  }
  interface FastifyRequest {
    /**
     * A fresh access token of the session (refreshed first when it is about to expire): the one way
     * to call an upstream on the collector's behalf (test/gateway/security/one-token-accessor.test.ts).
     */
    accessToken(): Promise<string>
    /** A collector is signed in: the session has a collector and tokens (whatever their age). */
    isSignedIn(): boolean
  }
}

const signedOut = () =>
  new UpstreamError({ code: UPSTREAM_CODES.unauthorised, status: 401, message: SIGNED_OUT_MESSAGE })

/**
 * The provider refused the refresh token (expired, revoked, used twice): the session is over. Any
 * other failure (provider down, timeout) fails this request and keeps the session for the next.
 */
const refused = (error: unknown) => refusalOf(error) === 'invalid_grant'

const isSignedOutBody = (payload: unknown): payload is { code: string } =>
  typeof payload === 'object' &&
  payload !== null &&
  (payload as { code?: unknown }).code === UPSTREAM_CODES.unauthorised

async function sessionAuth(fastify: FastifyInstance) {
  const { config, oidcClient } = fastify
  const loginUrl = `${config.IDENTITY_START_PREFIX}/${ENTER_CARD_NUMBER_SEGMENT}`
  const refresher = createTokenRefresher({
    refresh: (token) => oidcClient.refresh(token),
    now: oidcClient.now,
    shared: fastify.redis
      ? createSharedRefresh({
          redis: fastify.redis,
          redisState: fastify.redisState,
          secret: config.sessionKeys[0] ?? Buffer.alloc(0),
          lockMs: config.UPSTREAM_TIMEOUT_MS + 5_000,
        })
      : undefined,
  })
  fastify.decorate('tokenRefresher', refresher)

  fastify.decorateRequest('isSignedIn', function (this: FastifyRequest) {
    return Boolean(this.session?.get('collectorId') && this.session.get('tokens'))
  })

  fastify.decorate('requireSession', async (request: FastifyRequest, reply: FastifyReply) => {
    // Only on the signed-in routes: elsewhere a bearer token is not read (route-policy.ts).
    if (carriesBearer(request) && request.routeOptions.config.access === 'session')
      return fastify.authenticateBearer(request, reply)
    if (request.isSignedIn()) return
    const body: SignedOutResponse = { code: 'UNAUTHORISED', message: SIGNED_OUT_MESSAGE, loginUrl }
    await reply.code(401).send(body)
  })

  fastify.decorateRequest('accessToken', async function (this: FastifyRequest) {
    if (this.bearer) return this.bearer.accessToken
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

  // Those 401s reach the client through the error handler: they carry the login URL as well, like
  // requireSession's, so that every signed-out answer on /api says where to log in.
  fastify.addHook('preSerialization', async (_request, reply, payload: unknown) => {
    if (reply.statusCode !== 401 || !isSignedOutBody(payload) || 'loginUrl' in payload) return payload
    return { ...payload, loginUrl }
  })
}

export default fp(sessionAuth, {
  name: 'session-auth',
  dependencies: ['redis', 'session', 'session-revocation', 'oidc-client', 'bearer-auth'],
})
