/**
 * Offers API (offers, offer state, vouchers): one method per call, each a declaration of
 * `shared/contract/upstream/offers.ts` over the base client.
 * @see https://github.com/ministryofjustice/hmpps-template-typescript/blob/main/server/data/exampleApiClient.ts
 */
import * as offers from '../../../../../shared/contract/upstream/offers.ts'
import { createCaller } from './call.ts'
import type { CallContext, RestClient } from './rest-client.ts'

export function createOffersClient(rest: RestClient) {
  const { call } = createCaller(rest)
  return {
    /** The timestamp defeats caches between the gateway and the offers service (spec §7). */
    offers: (accessToken: string, context: CallContext = {}) =>
      call(offers.offers, { ...context, query: { type: 'ALL', timestamp: Date.now() }, token: accessToken }),
    offer: (accessToken: string, id: string, context: CallContext = {}) =>
      call(offers.offer, { ...context, params: { id }, token: accessToken }),
  }
}

export type OffersClient = ReturnType<typeof createOffersClient>
