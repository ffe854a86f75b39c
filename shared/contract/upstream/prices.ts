/**
 * The price-promotion data calls (static catalogue data, on the content API): the price records 24
 * a page, optionally of one category by key, the categories derived from the records, and a
 * product's generated image. Amounts in pence; the gateway writes them as currency text.
 */
import Type, { type Static } from 'typebox'
import { defineEndpoint } from '../endpoint.ts'
import { PRICE_CATEGORY_KEY_PATTERN, PRICES_MAX_PAGE } from '../prices.ts'
import { UpstreamErrorSchema } from './common.ts'

const tags = ['prices']

/** A SKU number: digits only. */
const PRICE_SKU_PATTERN = '^[0-9]{6,10}$'

const PriceRecordSchema = Type.Object({
  sku: Type.String({ pattern: PRICE_SKU_PATTERN }),
  description: Type.String(),
  /** Path of the product's image on the content API, e.g. `/content/prices/1000001.svg`. */
  imageUrl: Type.String(),
  category: Type.String(),
  categoryKey: Type.String(),
  basePricePence: Type.Integer({ minimum: 1 }),
  discountPence: Type.Integer({ minimum: 1 }),
  nectarPricePence: Type.Integer({ minimum: 1 }),
  nonNectarPricePence: Type.Integer({ minimum: 1 }),
})
export type PriceRecord = Static<typeof PriceRecordSchema>

/** `GET /prices?page=&category=`: one page of 24; a page past the last is empty. */
export const priceRecords = defineEndpoint({
  method: 'GET',
  url: '/prices',
  summary: 'Price records, 24 a page, optionally of one category',
  tags,
  querystring: Type.Object({
    page: Type.Integer({ minimum: 1, maximum: PRICES_MAX_PAGE }),
    category: Type.Optional(Type.String({ pattern: PRICE_CATEGORY_KEY_PATTERN })),
  }),
  response: {
    200: Type.Object({
      prices: Type.Array(PriceRecordSchema),
      page: Type.Integer(),
      pageSize: Type.Integer(),
      total: Type.Integer(),
    }),
    400: UpstreamErrorSchema,
    /** A category key the data does not have. */
    404: UpstreamErrorSchema,
  },
})

/** `GET /prices/categories`: every category of the records, by name, with how many it holds. */
export const priceCategories = defineEndpoint({
  method: 'GET',
  url: '/prices/categories',
  summary: 'The categories derived from the price records',
  tags,
  response: {
    200: Type.Object({
      categories: Type.Array(
        Type.Object({ key: Type.String(), name: Type.String(), count: Type.Integer({ minimum: 0 }) }),
      ),
    }),
  },
})

/** `GET /content/prices/{sku}.svg`: a product's image, generated from its description. */
export const priceImage = defineEndpoint({
  method: 'GET',
  url: '/content/prices/:sku.svg',
  summary: "A price record's product image",
  tags,
  params: Type.Object({ sku: Type.String({ pattern: PRICE_SKU_PATTERN }) }),
  response: { 200: Type.String({ description: 'image/svg+xml' }), 404: UpstreamErrorSchema },
})
