/**
 * GET /offers?type=ALL&timestamp= and GET /offers/{id}: the signed-in collector's offers with
 * their own states; an offer that is not theirs is a 404 like an unknown one. One saved BARCODE
 * offer carries its barcode (offers/offer-barcode.ts); the list does not, to stay small.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { offer, offers } from '../../../../shared/contract/upstream/offers.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import { withOfferBarcode } from '../offer-barcode.ts'
import { collectorOfferView } from '../offer-view.ts'

const offersRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(offers),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const rows = await fastify.offersRepository.list(caller.collectorId)
      return { offers: rows.map(collectorOfferView) }
    },
  })

  fastify.route({
    ...routeOf(offer),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const row = await fastify.offersRepository.find(caller.collectorId, request.params.id)
      if (!row)
        throw new UpstreamRefusal(404, { code: 'OFFER_NOT_FOUND', message: `No offer ${request.params.id}` })
      return withOfferBarcode(collectorOfferView(row))
    },
  })
}

export default offersRoutes
