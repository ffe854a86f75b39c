/**
 * The signed-in savings endpoints (`/api/savings/*`) and digital receipts (`/api/receipts/*`,
 * behind the digital-receipts switch), and the entities they answer: savings from Nectar Prices
 * per month and per shop, the Nectar Prices transactions and their totals, the Nectar Prices
 * state and a receipt with its lines (routes specification §2.2, §3, §4, §7). Money in pence.
 * The upstream calls behind them are declared in `upstream/savings.ts` with the same schemas.
 */
import Type, { type Static } from 'typebox'
import { ISO_DAY_PATTERN } from '../validation/date-range.ts'
import { errorResponses } from './common.ts'
import { defineEndpoint } from './endpoint.ts'

const tags = ['savings']

export const DaySchema = Type.String({ pattern: ISO_DAY_PATTERN, description: 'a day, YYYY-MM-DD' })
const Pence = Type.Integer({ minimum: 0, description: 'pence' })
const Count = Type.Integer({ minimum: 0 })

/** A digital receipt's id, as the transaction names it. */
const RECEIPT_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9-]{0,39}$'
export const ReceiptIdSchema = Type.String({ pattern: RECEIPT_ID_PATTERN })

export const DateRangeQuery = Type.Object(
  { fromDate: DaySchema, toDate: DaySchema },
  { additionalProperties: false },
)

/** One calendar month of savings: what Nectar Prices saved and the points earned. */
const SavingsMonthSchema = Type.Object(
  {
    month: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$', description: 'YYYY-MM' }),
    savedPence: Pence,
    pointsEarned: Count,
    transactions: Count,
  },
  { additionalProperties: false },
)
export type SavingsMonth = Static<typeof SavingsMonthSchema>

/** The savings of a date range, in all and month by month (`customer/savings/cumulative`). */
export const CumulativeSavingsSchema = Type.Object(
  {
    fromDate: DaySchema,
    toDate: DaySchema,
    savedPence: Pence,
    pointsEarned: Count,
    transactions: Count,
    months: Type.Array(SavingsMonthSchema),
  },
  { additionalProperties: false },
)
export type CumulativeSavings = Static<typeof CumulativeSavingsSchema>

/** One shop's saving (`customer/savings`). */
const SavingSchema = Type.Object(
  {
    transactionId: Type.String(),
    date: Type.String({ format: 'date-time' }),
    store: Type.String(),
    savedPence: Pence,
    pointsEarned: Count,
  },
  { additionalProperties: false },
)

/** A page of savings and the offset of the next page: null when there is none (0 is an offset). */
export const SavingsPageSchema = Type.Object(
  {
    savings: Type.Array(SavingSchema),
    pageOffset: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  },
  { additionalProperties: false },
)
export type SavingsPage = Static<typeof SavingsPageSchema>

/** A shop with Nectar Prices (`nectar-prices/transactions`), and its digital receipt if it has one. */
const NectarPricesTransactionSchema = Type.Object(
  {
    id: Type.String(),
    date: Type.String({ format: 'date-time' }),
    store: Type.String(),
    spendPence: Pence,
    savedPence: Pence,
    pointsEarned: Count,
    digitalReceiptId: Type.Union([ReceiptIdSchema, Type.Null()]),
  },
  { additionalProperties: false },
)
export type NectarPricesTransaction = Static<typeof NectarPricesTransactionSchema>

export const NectarPricesTransactionsSchema = Type.Object(
  { transactions: Type.Array(NectarPricesTransactionSchema) },
  { additionalProperties: false },
)

/** Every Nectar Prices shop since the activity start (`nectar-prices/transactions/totals`). */
export const NectarPricesTotalsSchema = Type.Object(
  { transactions: Count, spendPence: Pence, savedPence: Pence, pointsEarned: Count },
  { additionalProperties: false },
)
export type NectarPricesTotals = Static<typeof NectarPricesTotalsSchema>

/** The collector's Nectar Prices state (`detailed-states/NECTAR_PRICES`). */
export const NectarPricesStateSchema = Type.Object(
  {
    type: Type.Literal('NECTAR_PRICES'),
    state: Type.Enum(['ACTIVE', 'INACTIVE']),
    activeSince: Type.Union([DaySchema, Type.Null()]),
  },
  { additionalProperties: false },
)
export type NectarPricesState = Static<typeof NectarPricesStateSchema>

const ReceiptLineSchema = Type.Object(
  {
    item: Type.String(),
    quantity: Type.Integer({ minimum: 1 }),
    /** The line's price before its Nectar Price saving. */
    pricePence: Pence,
    nectarPriceSavingPence: Pence,
  },
  { additionalProperties: false },
)

/** A digital receipt (`digital-receipts/{id}`): its lines, totals, points, store and time. */
export const ReceiptSchema = Type.Object(
  {
    id: ReceiptIdSchema,
    store: Type.String(),
    purchasedAt: Type.String({ format: 'date-time' }),
    lines: Type.Array(ReceiptLineSchema),
    subtotalPence: Pence,
    savedPence: Pence,
    totalPence: Pence,
    pointsEarned: Count,
  },
  { additionalProperties: false },
)
export type Receipt = Static<typeof ReceiptSchema>

/** What the savings screen shows: one answer, so that any failure fails it whole (spec §7, §8). */
const SavingsSummarySchema = Type.Object(
  {
    cumulative: CumulativeSavingsSchema,
    totals: NectarPricesTotalsSchema,
    state: NectarPricesStateSchema,
    transactions: Type.Array(NectarPricesTransactionSchema),
  },
  { additionalProperties: false },
)
export type SavingsSummary = Static<typeof SavingsSummarySchema>

export const SAVINGS_ERROR_CODES = {
  invalidDateRange: 'INVALID_DATE_RANGE',
  receiptNotFound: 'RECEIPT_NOT_FOUND',
} as const

export const RECEIPT_NOT_FOUND_MESSAGE = "Sorry, we can't find that receipt"

const ReceiptParams = Type.Object({ digitalReceiptId: ReceiptIdSchema }, { additionalProperties: false })

export const savingsApi = {
  summary: defineEndpoint({
    method: 'GET',
    url: '/api/savings/summary',
    summary: 'Savings of a date range by month, Nectar Prices totals, state and latest transactions',
    tags,
    querystring: DateRangeQuery,
    response: { 200: SavingsSummarySchema, ...errorResponses([400, 401, 502, 503, 504]) },
  }),
  history: defineEndpoint({
    method: 'GET',
    url: '/api/savings/history',
    summary: 'One page of savings, shop by shop; pageOffset is the next page (null: no more)',
    tags,
    querystring: Type.Object(
      {
        fromDate: DaySchema,
        toDate: DaySchema,
        pageOffset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
      },
      { additionalProperties: false },
    ),
    response: { 200: SavingsPageSchema, ...errorResponses([400, 401, 502, 503, 504]) },
  }),
  receipt: defineEndpoint({
    method: 'GET',
    url: '/api/receipts/:digitalReceiptId',
    summary: "One of the collector's digital receipts (404 when the switch is off)",
    tags,
    params: ReceiptParams,
    response: { 200: ReceiptSchema, ...errorResponses([400, 401, 404, 429, 502, 503, 504]) },
  }),
  receiptDownload: defineEndpoint({
    method: 'GET',
    url: '/api/receipts/:digitalReceiptId/download',
    summary: 'The receipt as a CSV file, an attachment (404 when the switch is off)',
    tags,
    params: ReceiptParams,
    response: {
      200: Type.String({ description: 'text/csv attachment' }),
      ...errorResponses([400, 401, 404, 429, 502, 503, 504]),
    },
  }),
}
