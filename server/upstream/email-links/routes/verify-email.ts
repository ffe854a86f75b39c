/** PUT /verify-email (management API, anonymous): the e-mailed token confirms the address, once. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { verifyEmail } from '../../../../shared/contract/upstream/email-confirmation.ts'
import { linkRefusal } from '../link-refusal.ts'

const verify: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(verifyEmail),
    config: { callers: 'anonymous' },
    handler: async (request, reply) => {
      const redeemed = await fastify.emailLinks.redeem(request.body.token, 'verify-email')
      if (!redeemed.ok) throw linkRefusal(redeemed.code)
      const { collector_id: collectorId } = redeemed.link
      if (collectorId)
        await fastify.emailLinksRepository.markEmailVerified(collectorId, new Date(fastify.emailLinks.now()))
      return reply.code(204).send(null)
    },
  })
}

export default verify
