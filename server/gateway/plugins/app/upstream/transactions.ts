/**
 * The management API's transactions calls (spec §7 Savings, transactions, balance): one method per
 * call, each a declaration of `shared/contract/upstream/transactions.ts` over the base client.
 */
import { TRANSACTIONS_PAGE_SIZE } from '../../../../../shared/constants/limits.ts'
import * as transactions from '../../../../../shared/contract/upstream/transactions.ts'
import { createCaller } from './call.ts'
import type { CallContext, RestClient } from './rest-client.ts'

export function createTransactionsClient(rest: RestClient) {
  const { call } = createCaller(rest)
  return {
    /** One page of 20 (spec §9); the first without a token. */
    transactions: (accessToken: string, nextToken: string | undefined, context: CallContext = {}) =>
      call(transactions.transactions, {
        ...context,
        query: { pageSize: TRANSACTIONS_PAGE_SIZE, ...(nextToken !== undefined ? { nextToken } : {}) },
        token: accessToken,
      }),
    transactionHistory: (accessToken: string, limit: number, offset: number, context: CallContext = {}) =>
      call(transactions.transactionHistory, { ...context, query: { limit, offset }, token: accessToken }),
    totals: (accessToken: string, context: CallContext = {}) =>
      call(transactions.transactionTotals, { ...context, token: accessToken }),
    breakdown: (accessToken: string, context: CallContext = {}) =>
      call(transactions.transactionBreakdown, { ...context, token: accessToken }),
  }
}
