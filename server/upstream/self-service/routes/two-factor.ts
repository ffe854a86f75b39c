/**
 * The anonymous two-factor calls of the signed-out flows: 2fa/get-delivery-options (the masked
 * e-mail and mobile of the flow's collector) and 2fa/send/{id} (a new code by e-mail or SMS,
 * through the outbox). The flow's own last step checks the code (credentials/password/verify-2fa
 * for the reset).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { deliveryOptions, sendCode } from '../../../../shared/contract/upstream/self-service.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'

const FLOW_EXPIRED = { code: 'FLOW_EXPIRED', message: 'This request has expired' } as const
const REFUSALS = {
  FLOW_EXPIRED: [400, FLOW_EXPIRED],
  NO_DESTINATION: [400, { code: 'NO_DESTINATION', message: 'There is nowhere to send a code that way' }],
  TOO_MANY_CODES: [429, { code: 'TOO_MANY_CODES', message: 'Too many codes were sent' }],
} as const

const selfService: FastifyPluginAsyncTypebox = async (fastify) => {
  const flows = fastify.selfServiceFlows

  fastify.route({
    ...routeOf(deliveryOptions),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const options = await flows.options(request.body.flowToken)
      if (!options) throw new UpstreamRefusal(400, FLOW_EXPIRED)
      return { options }
    },
  })

  fastify.route({
    ...routeOf(sendCode),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const sent = await flows.send(request.body.flowToken, request.params.id)
      if (!('refused' in sent)) return sent
      const [status, body] = REFUSALS[sent.refused]
      throw new UpstreamRefusal(status, body)
    },
  })
}

export default selfService
