/**
 * Savings, Nectar Prices transactions and digital receipts: one method per call, each a
 * declaration of `shared/contract/upstream/savings.ts`, on the management API's pool, always with
 * the collector's access token.
 * @see https://github.com/ministryofjustice/hmpps-template-typescript/blob/main/server/data/exampleApiClient.ts
 */
import * as savings from '../../../../../shared/contract/upstream/savings.ts'
import { createCaller } from './call.ts'
import type { CallContext, RestClient } from './rest-client.ts'

type DayRange = { fromDate: string; toDate: string }

export function createSavingsClient(rest: RestClient) {
  const { call } = createCaller(rest)
  return {
    /** `GET customer/savings/cumulative?fromDate&toDate`: in all and by month. */
    cumulative: (accessToken: string, query: DayRange, context: CallContext = {}) =>
      call(savings.cumulativeSavings, { ...context, token: accessToken, query }),
    /** `GET customer/savings?fromDate&toDate[&pageOffset]`: an offset of 0 is sent, not dropped. */
    page: (accessToken: string, query: DayRange & { pageOffset?: number }, context: CallContext = {}) =>
      call(savings.savings, { ...context, token: accessToken, query }),
    transactions: (accessToken: string, context: CallContext = {}) =>
      call(savings.nectarPricesTransactions, { ...context, token: accessToken }),
    totals: (accessToken: string, context: CallContext = {}) =>
      call(savings.nectarPricesTotals, { ...context, token: accessToken }),
    /** `GET detailed-states/NECTAR_PRICES`. */
    state: (accessToken: string, context: CallContext = {}) =>
      call(savings.nectarPricesState, { ...context, token: accessToken }),
    /** `GET digital-receipts/{id}`: 404 (UpstreamError) for another collector's or an unknown id. */
    receipt: (accessToken: string, id: string, context: CallContext = {}) =>
      call(savings.digitalReceipt, { ...context, token: accessToken, params: { id } }),
    /** The receipt's CSV file, as text. */
    receiptFile: (accessToken: string, id: string, context: CallContext = {}) =>
      call(savings.digitalReceiptDownload, {
        ...context,
        token: accessToken,
        params: { id },
        responseType: 'text',
      }),
  }
}
