/**
 * GET and POST /api/linked-partners/:linkId/conversions and GET …/conversions/:conversionId:
 * converting points between the collector's balance and their linked partner account (spec §4:
 * PTN, NTP, AOI) and the conversions made; a PENDING conversion is read again by the page until
 * it is SUCCESS or ERROR (the upstream settles it when due). Amounts not in whole blocks of the
 * rate are refused here, before any call.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { conversionStep } from '../../../../../shared/constants/linked-partners.ts'
import { linkedPartnersApi } from '../../../../../shared/contract/linked-partners.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { asLinkedPartnerRefusal, linkedPartnerRefusal } from './refusals.ts'

const conversions: FastifyPluginAsyncTypebox = async (fastify) => {
  const { linkedPartners } = fastify.upstream

  fastify.route({
    ...routeOf(linkedPartnersApi.conversions),
    config: { access: 'session' },
    handler: async (request) =>
      linkedPartners
        .conversions(await request.accessToken(), request.params.linkId, { log: request.log })
        .catch(asLinkedPartnerRefusal),
  })

  fastify.route({
    ...routeOf(linkedPartnersApi.convert),
    config: { access: 'session', stateChanging: true, rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request) => {
      const { direction, points } = request.body
      // The one partner today; its rate decides the blocks.
      if (points % conversionStep('british-airways', direction) !== 0)
        throw linkedPartnerRefusal('invalidPoints', 400)
      return linkedPartners
        .convert(
          await request.accessToken(),
          request.params.linkId,
          { direction, points },
          { log: request.log },
        )
        .catch(asLinkedPartnerRefusal)
    },
  })

  fastify.route({
    ...routeOf(linkedPartnersApi.conversion),
    config: { access: 'session' },
    handler: async (request) => {
      const { linkId, conversionId } = request.params
      return linkedPartners
        .conversion(await request.accessToken(), linkId, conversionId, { log: request.log })
        .catch(asLinkedPartnerRefusal)
    },
  })
}

export default conversions
