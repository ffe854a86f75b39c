/**
 * POST /retrieve-card/request and /retrieve-card/validate: a collector
 * who does not have their card with them sees its number (routes specification §6, §7). The
 * request answers a token whether or not the e-mail, last name and date of birth matched.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import {
  retrieveCardRequest,
  retrieveCardValidate,
} from '../../../../shared/contract/upstream/card-self-service.ts'
import { code128Png } from '../../collectors/routes/nectar-id.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import { REFUSALS } from '../refusals.ts'

const retrieveCard: FastifyPluginAsyncTypebox = async (fastify) => {
  const flows = fastify.cardSelfService

  fastify.route({
    ...routeOf(retrieveCardRequest),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const { email, lastName, dateOfBirth } = request.body
      const collectorId = await flows.repository.findByEmail(email, lastName, dateOfBirth)
      return flows.open('retrieve', collectorId)
    },
  })

  fastify.route({
    ...routeOf(retrieveCardValidate),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const { encryptedCollectorJwt, twoFaCode } = request.body
      const result = await flows.redeem('retrieve', encryptedCollectorJwt, twoFaCode)
      if ('refused' in result) throw new UpstreamRefusal(400, REFUSALS[result.refused])
      return {
        cardNumber: result.cardNumber,
        code128: (await code128Png(result.cardNumber)).toString('base64'),
      }
    },
  })
}

export default retrieveCard
