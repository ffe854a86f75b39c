/**
 * Application load (routes specification §4), decided on the server: a signed-in collector's
 * hotels session is fetched; with a token and an allowed redirectUrl the browser goes to
 * /redirect.html, otherwise the hotels endpoint is preloaded with the token; without a session
 * the client runs its single-sign-on handler.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { isAllowedRedirect, redirectAllowlist } from '../../../../../config/redirect-allowlist.ts'
import { type AppLoad, appLoadApi } from '../../../../../shared/contract/app-load.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'
import { routeOf } from '../../../routing/route-of.ts'

const appLoad: FastifyPluginAsyncTypebox = async (fastify) => {
  const allowlist = redirectAllowlist(fastify.config.APP_ENV)

  fastify.route({
    ...routeOf(appLoadApi.get),
    // Public: without a session the answer is `sso` (the client's single-sign-on handler).
    config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request): Promise<AppLoad> => {
      const tokens = request.session?.get('collectorId') ? request.session.get('tokens') : undefined
      if (!tokens) return { action: 'sso' }
      const context = { log: request.log }
      const { management } = fastify.upstream
      try {
        const token = await management.hotelsSession(tokens.access, context)
        if (!token) return { action: 'none' }
        const target = isAllowedRedirect(request.query.redirectUrl, allowlist)
        if (target) {
          const query = new URLSearchParams({ token, redirectUrl: target })
          return { action: 'redirect', location: `/redirect.html?${query}` }
        }
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
