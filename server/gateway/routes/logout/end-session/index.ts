/**
 * GET /logout/end-session: the one top-level navigation from logout to the provider's end-session
 * endpoint. The logout answer names this route with a one-time ticket; the end-session URL (with
 * the ID token as id_token_hint) is looked up here and only ever sent as this 303's Location, which
 * page script cannot read. A spent, expired or missing ticket goes to the Logout route's plain
 * destination instead, never to an error.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { logoutDestination } from '../../../identity/destinations.ts'

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
      const { ticket } = request.query
      const endSession = ticket ? await fastify.logoutHops.take(ticket).catch(() => undefined) : undefined
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(endSession ?? destination(request.query.next), 303)
    },
  )
}

export default endSessionHop
