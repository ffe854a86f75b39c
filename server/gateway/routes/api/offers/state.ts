/**
 * PUT /api/offers/:offerId/state: one action of spec §4 on one of the collector's offers. The
 * offer is read first, so that an unknown or foreign id (404), a LOCKED offer (409) or an action
 * its state does not allow (409) is refused before anything changes. Coalition offers go through
 * their own calls (opt in, bookmarks); the others through `PUT offer/state`, which names an offer
 * whose id is not a UUID by the part before its first dash.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { OFFER_ACTION_STATES } from '../../../../../shared/constants/states.ts'
import {
  OFFER_ACTION_FROM,
  type Offer,
  type OfferAction,
  offerStateId,
  offersApi,
} from '../../../../../shared/contract/offers.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import type { OffersClient } from '../../../plugins/app/upstream/offers.ts'
import type { CallContext } from '../../../plugins/app/upstream/rest-client.ts'
import { asOfferRefusal, invalidOfferState, offerLocked } from './refusals.ts'

/** Sends the action through the offer's family; answers the offer's new state and bookmark. */
async function apply(
  client: OffersClient,
  token: string,
  offer: Offer,
  action: OfferAction,
  context: CallContext,
) {
  if (offer.sourceType !== 'COALITION') {
    const state = OFFER_ACTION_STATES[action]
    await client.setOfferStates(token, [{ id: offerStateId(offer.id), state }], context)
    return { state, isBookmarked: offer.isBookmarked }
  }
  if (action === 'pin') {
    await client.bookmarkCoalitionOffer(token, offer.id, context)
    return { state: OFFER_ACTION_STATES.pin, isBookmarked: true }
  }
  if (action === 'unpin') {
    await client.unbookmarkCoalitionOffer(token, offer.id, context)
    return { state: OFFER_ACTION_STATES.unpin, isBookmarked: false }
  }
  const state = action === 'load' ? OFFER_ACTION_STATES.coalitionLoad : OFFER_ACTION_STATES[action]
  await client.setCoalitionOfferStates(token, [{ id: offer.id, state }], context)
  return { state, isBookmarked: offer.isBookmarked }
}

const state: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(offersApi.changeState),
    config: { access: 'session', stateChanging: true },
    handler: async (request) => {
      const { offerId } = request.params
      const { action } = request.body
      const token = await request.accessToken()
      const context = { log: request.log }
      const client = fastify.upstream.offers
      const offer = await client.offer(token, offerId, context).catch(asOfferRefusal)
      if (offer.status === 'LOCKED') throw offerLocked()
      if (!OFFER_ACTION_FROM[action].includes(offer.state)) throw invalidOfferState()
      const changed = await apply(client, token, offer, action, context).catch(asOfferRefusal)
      return { id: offer.id, ...changed }
    },
  })
}

export default state
