/**
 * Offers API (spec §7 Offers): one method per call, each a declaration of
 * `shared/contract/upstream/offers.ts` over the base client.
 * @see https://github.com/ministryofjustice/hmpps-template-typescript/blob/main/server/data/exampleApiClient.ts
 */
import type { OfferState } from '../../../../../shared/constants/states.ts'
import * as offers from '../../../../../shared/contract/upstream/offers.ts'
import { createCaller } from './call.ts'
import type { CallContext, RestClient } from './rest-client.ts'

/** Each offer by the id its state call names it by (`offerStateId`, spec §7), with its new state. */
export type StateChanges = ReadonlyArray<{ id: string; state: OfferState }>

export function createOffersClient(rest: RestClient) {
  const { call } = createCaller(rest)
  return {
    /** The timestamp defeats caches between the gateway and the offers service (spec §7). */
    offers: (accessToken: string, context: CallContext = {}) =>
      call(offers.offers, { ...context, query: { type: 'ALL', timestamp: Date.now() }, token: accessToken }),
    offer: (accessToken: string, id: string, context: CallContext = {}) =>
      call(offers.offer, { ...context, params: { id }, token: accessToken }),
    offerFilters: (accessToken: string, id: string, context: CallContext = {}) =>
      call(offers.offerFilters, { ...context, params: { id }, token: accessToken }),
    setOfferStates: (accessToken: string, changes: StateChanges, context: CallContext = {}) =>
      call(offers.offerState, { ...context, body: { offers: changes }, token: accessToken }),
    setCoalitionOfferStates: (accessToken: string, changes: StateChanges, context: CallContext = {}) =>
      call(offers.coalitionOfferState, { ...context, body: { offers: changes }, token: accessToken }),
    // An empty JSON body: every call is sent as JSON, and an empty JSON body is malformed.
    bookmarkCoalitionOffer: (accessToken: string, id: string, context: CallContext = {}) =>
      call(offers.bookmarkCoalitionOffer, {
        ...context,
        params: { id },
        body: {},
        token: accessToken,
        responseType: 'ignore',
      }),
    unbookmarkCoalitionOffer: (accessToken: string, id: string, context: CallContext = {}) =>
      call(offers.unbookmarkCoalitionOffer, {
        ...context,
        params: { id },
        body: {},
        token: accessToken,
        responseType: 'ignore',
      }),
    coalitionOfferPreview: (accessToken: string, id: string, context: CallContext = {}) =>
      call(offers.coalitionOfferPreview, { ...context, params: { id }, token: accessToken }),
    sharedOffers: (source: 'COALITION' | 'PIANO' | 'NECTAR_PRICE', context: CallContext = {}) =>
      call(offers.sharedOffers, { ...context, query: { source } }),
    nectarPriceAvailability: (accessToken: string, context: CallContext = {}) =>
      call(offers.nectarPriceAvailability, { ...context, token: accessToken }),
  }
}

export type OffersClient = ReturnType<typeof createOffersClient>
