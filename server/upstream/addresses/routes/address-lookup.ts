/**
 * POST /address/lookup: the addresses for a building and postcode. The gateway has already checked
 * the captcha; the upstream trusts its verdict.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { findAddress } from '../../../../shared/contract/upstream/identity.ts'

const address: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(findAddress),
    config: { callers: 'anonymous' },
    handler: async (request, reply) => {
      const result = await fastify.addressesRepository.lookup(request.body)
      if ('fault' in result)
        return reply.code(500).send({ code: result.fault, message: 'Could not find address' })
      return result
    },
  })
}

export default address
