/**
 * The two-factor steps of any signed-out flow (routes §7: 2fa/get-delivery-options, 2fa/send/{id}):
 * the flow's token is in the session (`selfService`, set by the step that identified the
 * collector), so the browser names only the way the code goes. Sends are limited per client and
 * per flow here, per flow and per address at the upstream.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import {
  FLOW_EXPIRED,
  NO_DESTINATION,
  selfServiceApi,
  TOO_MANY_CODES,
} from '../../../../../shared/contract/self-service.ts'
import { Refusal } from '../../../errors/refusal.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'
import { checkLimit, flowNotStarted, perClientLimit } from './refusals.ts'

/** Codes one client may ask for in ten minutes (each is an e-mail or SMS sent). */
const SENDS_PER_CLIENT = 5

const twoFactor: FastifyPluginAsyncTypebox = async (fastify) => {
  const { selfService } = fastify.upstream
  const perFlow = fastify.createIdentifierLimit({
    name: 'self-service-send',
    max: 3,
    timeWindow: '30 minutes',
  })

  fastify.route({
    ...routeOf(selfServiceApi.deliveryOptions),
    config: { access: 'public', stateChanging: true, rateLimit: perClientLimit(20) },
    handler: async (request) => {
      const flow = request.session.get('selfService')
      if (!flow) throw flowNotStarted()
      try {
        return await selfService.deliveryOptions(flow.flowToken, { log: request.log })
      } catch (error) {
        if (!(error instanceof UpstreamError) || error.upstreamStatus !== 400) throw error
        request.session.set('selfService', undefined)
        throw new Refusal(410, 'FLOW_EXPIRED', FLOW_EXPIRED)
      }
    },
  })

  fastify.route({
    ...routeOf(selfServiceApi.sendCode),
    config: { access: 'public', stateChanging: true, rateLimit: perClientLimit(SENDS_PER_CLIENT) },
    handler: async (request, reply) => {
      const flow = request.session.get('selfService')
      if (!flow) throw flowNotStarted()
      await checkLimit(perFlow, request, reply, flow.flowToken)
      try {
        return await selfService.sendCode(request.params.id, flow.flowToken, { log: request.log })
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error
        if (error.upstreamStatus === 429) throw new Refusal(429, 'TOO_MANY_CODES', TOO_MANY_CODES)
        if (error.upstreamStatus !== 400) throw error
        if (error.errorStatus === 'NO_DESTINATION') throw new Refusal(400, 'NO_DESTINATION', NO_DESTINATION)
        request.session.set('selfService', undefined)
        throw new Refusal(410, 'FLOW_EXPIRED', FLOW_EXPIRED)
      }
    },
  })
}

export default twoFactor
