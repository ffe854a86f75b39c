/**
 * POST /replacement-card/request and /replacement-card/validate: a
 * collector who lost their card replaces it without signing in (routes specification §6, §7).
 * The request answers a token whether or not birth date, last name and postcode matched.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import {
  replacementCardRequest,
  replacementCardValidate,
} from '../../../../shared/contract/upstream/card-self-service.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import { REFUSALS } from '../refusals.ts'

const replacementCard: FastifyPluginAsyncTypebox = async (fastify) => {
  const flows = fastify.cardSelfService

  fastify.route({
    ...routeOf(replacementCardRequest),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const { birthDate, lastName, postcode } = request.body
      const collectorId = await flows.repository.findByPostcode(birthDate, lastName, postcode)
      return flows.open('replace', collectorId)
    },
  })

  fastify.route({
    ...routeOf(replacementCardValidate),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const { encryptedCollectorJwt, twoFaCode, replacementType } = request.body
      const result = await flows.redeem('replace', encryptedCollectorJwt, twoFaCode)
      if ('refused' in result) throw new UpstreamRefusal(400, REFUSALS[result.refused])
      return flows.replace(result.collectorId, replacementType)
    },
  })
}

export default replacementCard
