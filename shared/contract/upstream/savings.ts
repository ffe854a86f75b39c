/**
 * Savings, Nectar Prices transactions and digital receipts (routes specification §7 "Savings,
 * transactions, balance"): calls made with the collector's bearer access token, on the management
 * API's base URL. Declared once for the reference upstream's routes and the gateway's savings client.
 */
import Type from 'typebox'
import { defineEndpoint } from '../endpoint.ts'
import {
  CumulativeSavingsSchema,
  DateRangeQuery,
  DaySchema,
  NectarPricesStateSchema,
  NectarPricesTotalsSchema,
  NectarPricesTransactionsSchema,
  ReceiptIdSchema,
  ReceiptSchema,
  SavingsPageSchema,
} from '../savings.ts'
import { BearerErrors, UpstreamErrorSchema } from './common.ts'

const tags = ['savings']

/** Savings pages hold this many shops. */
export const SAVINGS_PAGE_SIZE = 20
/** `nectar-prices/transactions` answers the latest this many. */
export const LATEST_TRANSACTIONS = 10

export const cumulativeSavings = defineEndpoint({
  method: 'GET',
  url: '/customer/savings/cumulative',
  summary: 'Savings of a date range, in all and by month',
  tags,
  querystring: DateRangeQuery,
  response: { 200: CumulativeSavingsSchema, 400: UpstreamErrorSchema, ...BearerErrors },
})

export const savings = defineEndpoint({
  method: 'GET',
  url: '/customer/savings',
  summary: 'A page of savings by shop from pageOffset (0 counts); pageOffset of the next page or null',
  tags,
  querystring: Type.Object({
    fromDate: DaySchema,
    toDate: DaySchema,
    pageOffset: Type.Optional(Type.Integer({ minimum: 0 })),
  }),
  response: { 200: SavingsPageSchema, 400: UpstreamErrorSchema, ...BearerErrors },
})

export const nectarPricesTransactions = defineEndpoint({
  method: 'GET',
  url: '/nectar-prices/transactions',
  summary: 'The latest Nectar Prices transactions',
  tags,
  response: { 200: NectarPricesTransactionsSchema, ...BearerErrors },
})

export const nectarPricesTotals = defineEndpoint({
  method: 'GET',
  url: '/nectar-prices/transactions/totals',
  summary: 'Totals of every Nectar Prices transaction',
  tags,
  response: { 200: NectarPricesTotalsSchema, ...BearerErrors },
})

export const nectarPricesState = defineEndpoint({
  method: 'GET',
  url: '/detailed-states/NECTAR_PRICES',
  summary: "The collector's Nectar Prices state",
  tags,
  response: { 200: NectarPricesStateSchema, ...BearerErrors },
})

const ReceiptParams = Type.Object({ id: ReceiptIdSchema })

export const digitalReceipt = defineEndpoint({
  method: 'GET',
  url: '/digital-receipts/:id',
  summary: "One of the collector's digital receipts; another collector's is 404",
  tags,
  params: ReceiptParams,
  response: { 200: ReceiptSchema, 404: UpstreamErrorSchema, ...BearerErrors },
})

export const digitalReceiptDownload = defineEndpoint({
  method: 'GET',
  url: '/digital-receipts/:id/download',
  summary: 'The receipt as a CSV file',
  tags,
  params: ReceiptParams,
  response: { 200: Type.String({ description: 'text/csv' }), 404: UpstreamErrorSchema, ...BearerErrors },
})
