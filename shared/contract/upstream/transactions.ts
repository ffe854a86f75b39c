/**
 * The transactions calls of the management API (spec §7 Savings, transactions, balance):
 * `GET transactions?pageSize[&nextToken]`, `GET transaction-history?limit&offset`, and the
 * reference upstream's totals and breakdown behind the activity screens. Declared once for the
 * reference upstream's routes and the gateway's transactions client; URLs relative to the
 * management API's base URL.
 */
import Type from 'typebox'
import {
  BreakdownSchema,
  FeedStatusSchema,
  HistoryQuerySchema,
  NextTokenSchema,
  TransactionSchema,
} from '../activity.ts'
import { defineEndpoint } from '../endpoint.ts'
import { BearerErrors, UpstreamErrorSchema } from './common.ts'

const tags = ['transactions']
const BadRequest = { 400: UpstreamErrorSchema } as const

/** One page, newest first; `nextToken` is null on the last page (spec §3 Transactions response). */
export const transactions = defineEndpoint({
  method: 'GET',
  url: '/transactions',
  summary: "A page of the collector's transactions",
  tags,
  querystring: Type.Object({
    pageSize: Type.Integer({ minimum: 1, maximum: 100 }),
    nextToken: Type.Optional(NextTokenSchema),
  }),
  response: {
    200: Type.Object({
      items: Type.Array(TransactionSchema),
      nextToken: Type.Union([NextTokenSchema, Type.Null()]),
      transactionFeedStatus: FeedStatusSchema,
    }),
    ...BadRequest,
    ...BearerErrors,
  },
})

/** The history by offset: the spec's call shape, bounded (limit ≤ 100, offset ≤ 10,000). */
export const transactionHistory = defineEndpoint({
  method: 'GET',
  url: '/transaction-history',
  summary: "A page of the collector's transaction history by offset",
  tags,
  querystring: HistoryQuerySchema,
  response: {
    200: Type.Object({ items: Type.Array(TransactionSchema), hasMore: Type.Boolean() }),
    ...BadRequest,
    ...BearerErrors,
  },
})

/** Points earned and spent (positive) since the activity start date. */
export const transactionTotals = defineEndpoint({
  method: 'GET',
  url: '/transactions/totals',
  summary: 'Points earned and spent since the activity start date',
  tags,
  response: { 200: Type.Object({ earned: Type.Integer(), spent: Type.Integer() }), ...BearerErrors },
})

export const transactionBreakdown = defineEndpoint({
  method: 'GET',
  url: '/transactions/breakdown',
  summary: 'Points earned and spent by partner and month since the activity start date',
  tags,
  response: { 200: BreakdownSchema, ...BearerErrors },
})
