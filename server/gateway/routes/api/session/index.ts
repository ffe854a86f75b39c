/**
 * `GET /api/session` (whether the browser is signed in, and the header's first name) and
 * `POST /api/session/logout` (logout: the answer says where the browser goes next, always a page of
 * this site, never a token; the client shows a loader meanwhile). Logout ends the session id (a
 * replayed cookie is refused) and sends Clear-Site-Data (SES-6).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { type SessionInfo, sessionApi } from '../../../../../shared/contract/session.ts'
import { createRouteTable } from '../../../../../shared/routes/route-table.ts'
import { safeNextPath } from '../../../../../shared/routes/safe-redirect.ts'
import { logOut } from '../../../plugins/app/identity/logout.ts'
import { clearSiteData } from '../../../plugins/external/session.ts'

const sessionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const routes = createRouteTable({ identityStartPrefix: fastify.config.IDENTITY_START_PREFIX })

  fastify.route({
    ...routeOf(sessionApi.get),
    // Public: it is how the client learns whether there is a session.
    config: { access: 'public' },
    handler: async (request): Promise<SessionInfo> => {
      const { session } = request
      if (!request.isSignedIn()) return { signedIn: false }
      const firstName = session.get('firstName')
      const collectorHash = session.get('collectorHash')
      return {
        signedIn: true,
        ...(firstName ? { firstName } : {}),
        ...(collectorHash ? { collectorHash } : {}),
      }
    },
  })

  fastify.route({
    ...routeOf(sessionApi.logout),
    // Public: logging out of an expired session still clears the browser and goes on.
    config: { access: 'public', stateChanging: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const next = safeNextPath(request.body.next, routes)
      const location = await logOut(fastify, request, next)
      await request.endSession()
      clearSiteData(reply)
      return { location, logoutSuccess: request.body.accountDeleted === true }
    },
  })
}

export default sessionRoutes
