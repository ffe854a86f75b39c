/**
 * Offers API (offers, offer state, vouchers): one method per call over the base client.
 * @see https://github.com/ministryofjustice/hmpps-template-typescript/blob/main/server/data/exampleApiClient.ts
 */
import { pathOf } from './path-of.ts'
import type { CallContext, RestClient } from './rest-client.ts'
import { JsonDocumentSchema } from './schemas.ts'

export function createOffersClient(rest: RestClient) {
  return {
    /** The timestamp defeats caches between the gateway and the offers service (spec §7). */
    offers: (accessToken: string, context: CallContext = {}) =>
      rest.get({
        ...context,
        path: '/offers',
        query: { type: 'ALL', timestamp: Date.now() },
        token: accessToken,
        schema: JsonDocumentSchema,
      }),
    // async: a refused path parameter (PRX-1) becomes a rejection, like every other failure.
    offer: async (accessToken: string, id: string, context: CallContext = {}) =>
      rest.get({
        ...context,
        path: pathOf('/offers/{id}', { id }),
        token: accessToken,
        schema: JsonDocumentSchema,
      }),
  }
}

export type OffersClient = ReturnType<typeof createOffersClient>
