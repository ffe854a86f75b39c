/**
 * Application load (routes specification §4), decided on the server: a signed-in collector's
 * hotels session is fetched with a fresh access token (refreshed when stale; a refused refresh ends
 * the session and the answer is `sso`); with a token and an allowed redirectUrl the browser goes to
 * /redirect.html, otherwise the hotels endpoint is preloaded with the token; without a session
 * the client runs its single-sign-on handler.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { isAllowedRedirect, redirectAllowlist } from '../../../../../config/redirect-allowlist.ts'
import { type AppLoad, appLoadApi } from '../../../../../shared/contract/app-load.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { securityEvent } from '../../../../telemetry/security-event.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'

const appLoad: FastifyPluginAsyncTypebox = async (fastify) => {
  const allowlist = redirectAllowlist(fastify.config.APP_ENV)

  fastify.route({
    ...routeOf(appLoadApi.get),
    // Public: without a session the answer is `sso` (the client's single-sign-on handler).
    config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request): Promise<AppLoad> => {
      if (!request.isSignedIn()) return { action: 'sso' }
      // The refreshing accessor, never the session's access token as stored: that lives 300 s,
      // and app load runs on every visit, long after sign-in.
      let access: string
      try {
        access = await request.accessToken()
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 401) {
          // The provider refused the refresh: the session is over; say so, as /api/session will.
          await request.endSession()
          return { action: 'sso' }
        }
        // The provider is unreachable: the session stays for the next request; hotels wait.
        request.log.warn({ err: error }, 'access token not refreshed on application load')
        return { action: 'none' }
      }
      const context = { log: request.log }
      const { management } = fastify.upstream
      try {
        const token = await management.hotelsSession(access, context)
        if (!token) return { action: 'none' }
        const target = isAllowedRedirect(request.query.redirectUrl, allowlist)
        if (target) {
          const query = new URLSearchParams({ token, redirectUrl: target })
          return { action: 'redirect', location: `/redirect.html?${query}` }
        }
        if (request.query.redirectUrl)
          securityEvent(request, { kind: 'redirect-refused', at: 'app-load' }, 'redirect refused')
        await management.hotelsPreload(token, context)
        return { action: 'preload' }
      } catch (error) {
        // Hotels are a side trip: when they fail, the app loads as usual.
        if (!(error instanceof UpstreamError)) throw error
        request.log.warn({ err: error }, 'hotels session unavailable on application load')
        return { action: 'none' }
      }
    },
  })
}

export default appLoad
