/**
 * GET /logout/end-session: the one top-level navigation from logout to the provider's end-session
 * endpoint. The logout answer names this route with a one-time ticket; the end-session URL (with
 * the ID token as id_token_hint) is looked up here and only ever sent as this 303's Location. A
 * spent, expired or missing ticket goes to the Logout route's plain destination instead, never to
 * an error.
 *
 * Page script must not learn where the 303 leads (issue 14): fetch() follows it and shows the final
 * URL, and a same-origin frame or popup can be read by the page that made it. So the ticket works
 * only for a top-level document navigation (Fetch Metadata), and the answer's opener policy puts
 * that navigation in a browsing context group of its own, cut off from any page that opened it.
 * Anything else goes to the plain destination and leaves the ticket for the real navigation.
 * @see https://w3c.github.io/webappsec-fetch-metadata/
 * @see https://html.spec.whatwg.org/multipage/browsers.html#cross-origin-opener-policies
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import Type from 'typebox'
import { logoutDestination } from '../../plugins/app/identity/destinations.ts'

/**
 * What a link or `location.assign()` sends, and fetch(), frames and objects never can. Browsers
 * without Fetch Metadata (none current) get the plain destination: signed out here, not at the provider.
 */
const isTopLevelNavigation = ({ headers }: FastifyRequest) =>
  headers['sec-fetch-mode'] === 'navigate' && headers['sec-fetch-dest'] === 'document'

const endSessionHop: FastifyPluginAsyncTypebox = async (fastify) => {
  const destination = logoutDestination(fastify.config.IDENTITY_START_PREFIX)
  fastify.get(
    '/logout/end-session',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        querystring: Type.Object({
          ticket: Type.Optional(Type.String({ maxLength: 512 })),
          next: Type.Optional(Type.String({ maxLength: 2048 })),
        }),
      },
    },
    async (request, reply) => {
      const { ticket, next } = request.query
      reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header('vary', 'Sec-Fetch-Mode, Sec-Fetch-Dest')
      if (!isTopLevelNavigation(request)) {
        const { 'sec-fetch-mode': mode, 'sec-fetch-dest': dest } = request.headers
        request.log.warn({ mode, dest }, 'end-session hop refused: not a top-level navigation')
        return reply.redirect(destination(next), 303)
      }
      const endSession = ticket ? await fastify.logoutHops.take(ticket).catch(() => undefined) : undefined
      // Even a same-origin opener loses its handle on this window: a popup that page script
      // opened on the hop cannot be read at the provider's end-session URL.
      reply.header('cross-origin-opener-policy', 'noopener-allow-popups')
      return reply.redirect(endSession ?? destination(next), 303)
    },
  )
}

export default endSessionHop
