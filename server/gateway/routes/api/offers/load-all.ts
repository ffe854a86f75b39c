/**
 * POST /api/offers/load-all: 'load all' (spec §4 bulk load → LOADED) on the collector's own
 * supermarket offers: every unloaded one that is not LOCKED, in one `PUT offer/state`; with
 * `offerIds`, only those of them the page named (its tab's, the ones it counted). An id that is
 * not the collector's, or not loadable, is left out. Hidden offers stay hidden and coalition
 * offers are opted in one by one, as their partners ask.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { OFFER_ACTION_STATES } from '../../../../../shared/constants/states.ts'
import { offerStateId, offersApi } from '../../../../../shared/contract/offers.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { asOfferRefusal } from './refusals.ts'

const loadAll: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(offersApi.loadAll),
    config: { access: 'session', stateChanging: true },
    handler: async (request) => {
      const token = await request.accessToken()
      const context = { log: request.log }
      const { offers } = await fastify.upstream.offers.offers(token, context)
      const named = request.body?.offerIds ? new Set(request.body.offerIds) : undefined
      const unloaded = offers.filter(
        (offer) =>
          offer.sourceType !== 'COALITION' &&
          offer.status === 'ACTIVE' &&
          offer.state === 'UNLOADED' &&
          (!named || named.has(offer.id)),
      )
      if (unloaded.length === 0) return { loaded: [] }
      const changes = unloaded.map((offer) => ({
        id: offerStateId(offer.id),
        state: OFFER_ACTION_STATES.bulkLoad,
      }))
      await fastify.upstream.offers.setOfferStates(token, changes, context).catch(asOfferRefusal)
      return { loaded: unloaded.map((offer) => offer.id) }
    },
  })
}

export default loadAll
