/**
 * The signed-in activity endpoints (`/api/activity/*`): the transactions paged by `nextToken`
 * (20 a page, nothing before the activity start date), the feed status, the balance with the
 * totals, the points breakdown by partner and month, and the history paged by offset
 * (routes specification §3 Transactions page and response, §4 Activity, §7, §9).
 * The upstream calls behind them are declared in `upstream/transactions.ts` with the same schemas.
 */
import Type, { type Static } from 'typebox'
import { errorResponses } from './common.ts'
import { defineEndpoint } from './endpoint.ts'

/** An opaque page position: base64url, as the transactions call hands it out. */
const NEXT_TOKEN_PATTERN = '^[A-Za-z0-9_-]{1,200}$'
export const NextTokenSchema = Type.String({ pattern: NEXT_TOKEN_PATTERN })

/** The most rows one history page holds, and the deepest offset the history answers. */
const HISTORY_MAX_LIMIT = 100
export const HISTORY_MAX_OFFSET = 10000

/** The feed's statuses: DELAYED means recent transactions may not be listed yet (spec §4). */
const FEED_STATUSES = ['OK', 'DELAYED'] as const
export const FeedStatusSchema = Type.Enum(FEED_STATUSES)

/** The stable code of a page position that is not one the transactions call handed out. */
export const INVALID_NEXT_TOKEN = 'INVALID_NEXT_TOKEN'
export const INVALID_NEXT_TOKEN_MESSAGE = 'This page of your activity is not available.'

export const TransactionSchema = Type.Object({
  id: Type.String(),
  /** ISO date-time of the transaction. */
  date: Type.String({ format: 'date-time' }),
  /** The partner's brand key (`GET brands/{key}`). */
  brandKey: Type.String(),
  partnerName: Type.String(),
  /** Same-origin path of the partner's logo. */
  logoUrl: Type.String(),
  description: Type.String(),
  /** Points earned (positive) or spent (negative). */
  points: Type.Integer(),
})
export type Transaction = Static<typeof TransactionSchema>

const TransactionsPageSchema = Type.Object({
  transactions: Type.Array(TransactionSchema),
  /** Whether a further page exists; fetch it with `nextToken`. */
  hasMore: Type.Boolean(),
  nextToken: Type.Union([NextTokenSchema, Type.Null()]),
  /** True when the feed's status is DELAYED (spec §4). */
  isFeedDelayed: Type.Boolean(),
})
export type TransactionsPage = Static<typeof TransactionsPageSchema>

const ActivitySummarySchema = Type.Object({
  balance: Type.Integer(),
  /** Points earned and spent since the activity start date (spent as a positive number). */
  earned: Type.Integer(),
  spent: Type.Integer(),
  since: Type.String({ format: 'date' }),
})

/** Points of one partner in one month. */
const BreakdownRowSchema = Type.Object({
  /** `YYYY-MM`. */
  month: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$' }),
  brandKey: Type.String(),
  partnerName: Type.String(),
  earned: Type.Integer(),
  spent: Type.Integer(),
})
export type BreakdownRow = Static<typeof BreakdownRowSchema>
export const BreakdownSchema = Type.Object({ rows: Type.Array(BreakdownRowSchema) })

export const HistoryQuerySchema = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: HISTORY_MAX_LIMIT }),
  offset: Type.Integer({ minimum: 0, maximum: HISTORY_MAX_OFFSET }),
})
const HistoryPageSchema = Type.Object({
  transactions: Type.Array(TransactionSchema),
  offset: Type.Integer(),
  /** The offset of the next page; null at the end (or at the deepest offset answered). */
  nextOffset: Type.Union([Type.Integer(), Type.Null()]),
})
export type HistoryPage = Static<typeof HistoryPageSchema>

const tags = ['activity']

export const activityApi = {
  transactions: defineEndpoint({
    method: 'GET',
    url: '/api/activity/transactions',
    summary: "A page of the collector's transactions, newest first, from the activity start date",
    tags,
    querystring: Type.Object({ nextToken: Type.Optional(NextTokenSchema) }),
    // 400 INVALID_NEXT_TOKEN: a position the transactions call did not hand out.
    response: { 200: TransactionsPageSchema, ...errorResponses([400, 401, 502, 504]) },
  }),
  summary: defineEndpoint({
    method: 'GET',
    url: '/api/activity/summary',
    summary: 'The points balance and the points earned and spent since the activity start date',
    tags,
    response: { 200: ActivitySummarySchema, ...errorResponses([401, 502, 504]) },
  }),
  breakdown: defineEndpoint({
    method: 'GET',
    url: '/api/activity/breakdown',
    summary: 'Points earned and spent by partner and month',
    tags,
    response: { 200: BreakdownSchema, ...errorResponses([401, 502, 504]) },
  }),
  history: defineEndpoint({
    method: 'GET',
    url: '/api/activity/history',
    summary: "A page of the collector's transaction history by offset",
    tags,
    querystring: HistoryQuerySchema,
    response: { 200: HistoryPageSchema, ...errorResponses([400, 401, 502, 504]) },
  }),
}
