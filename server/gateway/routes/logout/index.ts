/**
 * GET /logout (and, registered here, the end-session hop in end-session.ts): the logout screen (the client shell, which calls POST /api/session/logout), and the
 * provider's post-logout return when a next page was given: `state` carries it, and the browser
 * goes on to the Logout route's destination. Only a page of this site is ever followed.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { logoutDestination } from '../../plugins/app/identity/destinations.ts'
import endSession from './end-session.ts'

const logoutPage: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(endSession)
  const destination = logoutDestination(fastify.config.IDENTITY_START_PREFIX)
  fastify.get(
    '/logout',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        querystring: Type.Object({ state: Type.Optional(Type.String({ maxLength: 2048 })) }),
      },
    },
    async (request, reply) => {
      const { state } = request.query
      if (state === undefined) return reply.sendAppShell(200)
      return reply.header('cache-control', 'no-store').redirect(destination(state), 303)
    },
  )
}

export default logoutPage
