/**
 * POST /2fa/send (a code to the signed-in collector by e-mail or SMS) and POST /2fa/verify (a
 * right code becomes the single-use grant the e-mail change sends as X-MFA).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { sendAccountCode, verifyAccountCode } from '../../../../shared/contract/upstream/account.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import { CODE_REFUSALS, SEND_REFUSALS } from '../refusals.ts'

const securityCode: FastifyPluginAsyncTypebox = async (fastify) => {
  const codes = fastify.accountSecurityCodes

  fastify.route({
    ...routeOf(sendAccountCode),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const result = await codes.send(caller.collectorId, request.body.deliveryMethod)
      if (result.refused) {
        const [status, body] = SEND_REFUSALS[result.refused]
        throw new UpstreamRefusal(status, body)
      }
      return result.sent
    },
  })

  fastify.route({
    ...routeOf(verifyAccountCode),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const result = await codes.verify(caller.collectorId, request.body.code)
      if (result.refused) throw new UpstreamRefusal(400, CODE_REFUSALS[result.refused])
      return { mfaToken: result.mfaToken }
    },
  })
}

export default securityCode
