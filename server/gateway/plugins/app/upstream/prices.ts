/**
 * The price-promotion data: one method per call, each a declaration of
 * `shared/contract/upstream/prices.ts` over the content API's client (static catalogue data).
 * @see https://github.com/ministryofjustice/hmpps-template-typescript/blob/main/server/data/exampleApiClient.ts
 */
import * as prices from '../../../../../shared/contract/upstream/prices.ts'
import { createCaller } from './call.ts'
import type { CallContext, RestClient } from './rest-client.ts'

export function createPricesClient(rest: RestClient) {
  const { call } = createCaller(rest)
  return {
    /** `GET /prices?page=&category=`: one page of 24 records; 404 for a category the data lacks. */
    page: (query: { page: number; category?: string }, context: CallContext = {}) =>
      call(prices.priceRecords, { ...context, query }),
    /** `GET /prices/categories`: the categories derived from the records. */
    categories: (context: CallContext = {}) => call(prices.priceCategories, context),
  }
}
