/**
 * The personalised prices listing (`GET /api/prices?page=&category=`) and its categories
 * (`GET /api/prices/categories`): public catalogue data, 24 a page (spec §3 Price record, §9).
 */
import Type, { type Static } from 'typebox'
import { PRICES_PAGE_SIZE } from '../constants/limits.ts'
import { errorResponses } from './common.ts'
import { defineEndpoint } from './endpoint.ts'

export { PRICES_PAGE_SIZE }

/** A category key: the category's name lower-cased with spaces removed (spec §3), e.g. `fruit&vegetables`. */
export const PRICE_CATEGORY_KEY_PATTERN = "^[a-z0-9&,'-]{1,60}$"
/** The highest page asked for that the gateway accepts; beyond the last page the list is empty. */
export const PRICES_MAX_PAGE = 1000
/** The answer to a category the data does not have. */
export const UNKNOWN_PRICE_CATEGORY = 'UNKNOWN_PRICE_CATEGORY'

/** The spec's rule for a category's key. */
export const priceCategoryKey = (name: string) => name.toLowerCase().replace(/\s+/g, '')

const PriceSchema = Type.Object({
  sku: Type.String(),
  description: Type.String(),
  /** Same-origin path of the product's image (served by the content upstream). */
  imageUrl: Type.String(),
  /** Currency text such as '£0.90'. */
  nectarPrice: Type.String(),
  nonNectarPrice: Type.String(),
  category: Type.String(),
  categoryKey: Type.String(),
  discount: Type.String(),
  basePrice: Type.String(),
})
export type Price = Static<typeof PriceSchema>

const PricesQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: PRICES_MAX_PAGE, default: 1 })),
  category: Type.Optional(Type.String({ pattern: PRICE_CATEGORY_KEY_PATTERN })),
})

const PricesPageSchema = Type.Object({
  prices: Type.Array(PriceSchema),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer(),
  pageCount: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
})
export type PricesPage = Static<typeof PricesPageSchema>

const PriceCategorySchema = Type.Object({
  key: Type.String(),
  name: Type.String(),
  count: Type.Integer({ minimum: 0 }),
})

const PriceCategoriesSchema = Type.Object({ categories: Type.Array(PriceCategorySchema) })

const tags = ['prices']

export const pricesApi = {
  list: defineEndpoint({
    method: 'GET',
    url: '/api/prices',
    tags,
    summary: 'Personalised prices, 24 a page, optionally of one category (by key)',
    querystring: PricesQuerySchema,
    response: { 200: PricesPageSchema, ...errorResponses([400, 429, 502, 503, 504]) },
  }),
  categories: defineEndpoint({
    method: 'GET',
    url: '/api/prices/categories',
    tags,
    summary: 'The categories of the personalised prices, derived from the data',
    response: { 200: PriceCategoriesSchema, ...errorResponses([429, 502, 503, 504]) },
  }),
}
