/** POST /ready: whether the registered account can be used yet (the gateway asks up to 10 times). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { ready as readyCall } from '../../../../shared/contract/upstream/identity.ts'

const ready: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(readyCall),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const row = await fastify.registrationsRepository.find(request.body.authToken)
      return { ready: row?.sign_up_status === 'COMPLETE' }
    },
  })
}

export default ready
