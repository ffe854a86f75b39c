/**
 * DELETE /session: the collector's sign-out from the upstream's services (the specification's
 * delete-session call, first step of logout). The reference upstream keeps no session beyond the
 * provider's tokens, which the gateway revokes itself; it checks the caller and says 204.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { deleteSession } from '../../../../shared/contract/upstream/management.ts'

const session: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(deleteSession),
    config: { callers: 'collector' },
    handler: async (request, reply) => {
      const caller = request.caller
      request.log.info({ collectorId: caller.collectorId }, 'session deleted')
      return reply.code(204).send(null)
    },
  })
}

export default session
