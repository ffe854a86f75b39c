/**
 * The anonymous brands lookup (`GET /api/brands?keys=`): partner brands by brandDetailsKey, as the
 * success screen shows them (spec Brand: brandDetailsKey, name, imageUrls.logoImageUrl).
 */
import Type, { type Static } from 'typebox'
import { errorResponses } from './common.ts'
import { defineEndpoint } from './endpoint.ts'

/** At most this many keys per lookup. */
export const MAX_BRAND_KEYS = 20

/** A brand key: lower-case letters, digits and hyphens. */
export const BRAND_KEY_PATTERN = '[a-z0-9-]{1,80}'

const BrandSchema = Type.Object({
  brandDetailsKey: Type.String({ pattern: `^${BRAND_KEY_PATTERN}$` }),
  name: Type.String(),
  imageUrls: Type.Object({ logoImageUrl: Type.Optional(Type.String()) }),
})

const BrandsQuerySchema = Type.Object({
  keys: Type.String({
    pattern: `^${BRAND_KEY_PATTERN}(,${BRAND_KEY_PATTERN}){0,${MAX_BRAND_KEYS - 1}}$`,
    description: `comma-separated brand keys, at most ${MAX_BRAND_KEYS}`,
  }),
})

const BrandsResponseSchema = Type.Object({ brands: Type.Array(BrandSchema) })

export const brandsApi = {
  get: defineEndpoint({
    method: 'GET',
    url: '/api/brands',
    tags: ['content'],
    summary: 'Partner brands by key (anonymous): name and logo',
    querystring: BrandsQuerySchema,
    response: { 200: BrandsResponseSchema, ...errorResponses([400, 429]) },
  }),
}

/*
 * The brands area (spec §2.1–2.5, §3 Brand and Category, §7 "Brands and documents"): the collect and
 * redeem panels, a brand's page (anonymous and signed in), brands by category, the search and the
 * e-shops. Logos are same-origin paths (`/content/logos/<key>.svg`).
 */

/** A category key: lower-case letters, digits and hyphens; 'all' is every category. */
export const BRAND_CATEGORY_PATTERN = '^[a-z0-9-]{1,40}$'
export const ALL_BRAND_CATEGORIES = 'all'

/** A search: 2 to 40 letters, digits, spaces and the punctuation of brand names. */
export const BRAND_SEARCH_MIN = 2
export const BRAND_SEARCH_MAX = 40
export const BRAND_SEARCH_PATTERN = "^[\\p{L}\\p{N} &'.,-]+$"
/** The most brands one search answers. */
export const BRAND_SEARCH_LIMIT = 50

/** A search as the gateway sends it: spaces trimmed and runs of spaces made one. */
export const normaliseBrandSearch = (text: string) => text.trim().replace(/\s+/g, ' ')

const brandSearchRegExp = new RegExp(BRAND_SEARCH_PATTERN, 'u')

/** True when the text (once normalised) is a search the gateway accepts. */
export const isBrandSearch = (text: string) => {
  const query = normaliseBrandSearch(text)
  return query.length >= BRAND_SEARCH_MIN && query.length <= BRAND_SEARCH_MAX && brandSearchRegExp.test(query)
}

export const BRAND_NOT_FOUND = 'BRAND_NOT_FOUND'
export const UNKNOWN_BRAND_CATEGORY = 'UNKNOWN_BRAND_CATEGORY'
export const INVALID_BRAND_SEARCH = 'INVALID_BRAND_SEARCH'
export const INVALID_BRAND_SEARCH_MESSAGE = `Enter ${BRAND_SEARCH_MIN} to ${BRAND_SEARCH_MAX} letters or numbers to search`

const BrandCardSchema = Type.Object({
  brandDetailsKey: Type.String(),
  name: Type.String(),
  imageUrls: Type.Object({ logoImageUrl: Type.Optional(Type.String()) }),
  /** Marks the partner's e-shop. */
  isVldx: Type.Boolean(),
  categoryKey: Type.String(),
  categoryName: Type.String(),
  /** e.g. '1 point per £1'; absent when points are not collected there. */
  collectRate: Type.Optional(Type.String()),
  /** e.g. '500 points = £2.50'; absent when points are not spent there. */
  redeemRate: Type.Optional(Type.String()),
})
export type BrandCard = Static<typeof BrandCardSchema>

const BrandListSchema = Type.Object({ brands: Type.Array(BrandCardSchema) })

const BrandDetailsSchema = Type.Object({
  ...BrandCardSchema.properties,
  description: Type.String(),
  terms: Type.String(),
  /** Brands of the same category; only when the similar-brands switch is on. */
  similarBrands: Type.Optional(Type.Array(BrandCardSchema)),
})
export type BrandDetails = Static<typeof BrandDetailsSchema>

const BrandCategorySchema = Type.Object({
  key: Type.String(),
  name: Type.String(),
  count: Type.Integer({ minimum: 0 }),
})
const BrandCategoriesSchema = Type.Object({ categories: Type.Array(BrandCategorySchema) })
export type BrandCategories = Static<typeof BrandCategoriesSchema>

const BRAND_PANEL_TYPES = ['collect', 'redeem'] as const
export type BrandPanelType = (typeof BRAND_PANEL_TYPES)[number]
export const BrandPanelTypeSchema = Type.Union([Type.Literal('collect'), Type.Literal('redeem')])

export const DOCUMENT_NOT_FOUND = 'DOCUMENT_NOT_FOUND'
const DOCUMENT_KEY = Type.String({ pattern: '^[a-z0-9-]{1,80}$' })

const BrandDocumentSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  /** Paragraphs separated by line breaks. */
  body: Type.String(),
  brandDetailsKey: Type.Optional(Type.String()),
})

const PostSchema = Type.Object({
  ...BrandDocumentSchema.properties,
  previousId: Type.Optional(Type.String()),
  nextId: Type.Optional(Type.String()),
})

const brandTags = ['brands']
const upstreamFailures = [502, 503, 504] as const

export const brandsAreaApi = {
  panel: defineEndpoint({
    method: 'GET',
    url: '/api/brands/panel',
    tags: brandTags,
    summary: 'The brands where points are collected, or spent',
    querystring: Type.Object({ type: BrandPanelTypeSchema }),
    response: { 200: BrandListSchema, ...errorResponses([400, 401, 429, ...upstreamFailures]) },
  }),
  details: defineEndpoint({
    method: 'GET',
    url: '/api/brands/details/:brandDetailsKey',
    tags: brandTags,
    summary: "A brand's page: rates, description, terms and similar brands (anonymous or signed in)",
    params: Type.Object({ brandDetailsKey: Type.String({ pattern: `^${BRAND_KEY_PATTERN}$` }) }),
    response: { 200: BrandDetailsSchema, ...errorResponses([400, 404, 429, ...upstreamFailures]) },
  }),
  categories: defineEndpoint({
    method: 'GET',
    url: '/api/brands/categories',
    tags: brandTags,
    summary: 'The brand categories, with how many brands each holds',
    response: { 200: BrandCategoriesSchema, ...errorResponses([429, ...upstreamFailures]) },
  }),
  byCategory: defineEndpoint({
    method: 'GET',
    url: '/api/brands/by-category/:categoryId',
    tags: brandTags,
    summary: "The brands of one category ('all': every brand)",
    params: Type.Object({ categoryId: Type.String({ pattern: BRAND_CATEGORY_PATTERN }) }),
    response: { 200: BrandListSchema, ...errorResponses([400, 404, 429, ...upstreamFailures]) },
  }),
  search: defineEndpoint({
    method: 'GET',
    url: '/api/brands/search',
    tags: brandTags,
    summary: `Brands whose name contains the search, at most ${BRAND_SEARCH_LIMIT}`,
    querystring: Type.Object({
      q: Type.String({ minLength: BRAND_SEARCH_MIN, maxLength: BRAND_SEARCH_MAX * 2 }),
    }),
    response: { 200: BrandListSchema, ...errorResponses([400, 401, 429, ...upstreamFailures]) },
  }),
  bonus: defineEndpoint({
    method: 'GET',
    url: '/api/brands/bonus/:id',
    tags: brandTags,
    summary: 'A bonus points page (anonymous or signed in)',
    params: Type.Object({ id: DOCUMENT_KEY }),
    response: { 200: BrandDocumentSchema, ...errorResponses([400, 404, 429, ...upstreamFailures]) },
  }),
  post: defineEndpoint({
    method: 'GET',
    url: '/api/brands/posts/:id',
    tags: brandTags,
    summary: 'A post, or the one after (next) or before (previous) it',
    params: Type.Object({ id: DOCUMENT_KEY }),
    querystring: Type.Object({
      direction: Type.Optional(Type.Union([Type.Literal('next'), Type.Literal('previous')])),
    }),
    response: { 200: PostSchema, ...errorResponses([400, 404, 429, ...upstreamFailures]) },
  }),
  spendDocument: defineEndpoint({
    method: 'GET',
    url: '/api/brands/spend-documents/:name',
    tags: brandTags,
    summary: 'A spend document by name',
    params: Type.Object({ name: DOCUMENT_KEY }),
    response: { 200: BrandDocumentSchema, ...errorResponses([400, 404, 429, ...upstreamFailures]) },
  }),
  trackingUrl: defineEndpoint({
    method: 'GET',
    url: '/api/brands/details/:brandDetailsKey/tracking-url',
    tags: brandTags,
    summary: "An eShop brand's external tracking URL for the signed-in collector (isVldx brands only)",
    params: Type.Object({ brandDetailsKey: Type.String({ pattern: `^${BRAND_KEY_PATTERN}$` }) }),
    response: {
      200: Type.Object({ url: Type.String({ pattern: '^https://' }) }),
      ...errorResponses([400, 401, 404, 429, ...upstreamFailures]),
    },
  }),
  eshops: defineEndpoint({
    method: 'GET',
    url: '/api/brands/eshops',
    tags: brandTags,
    summary: 'The brands with an e-shop (isVldx)',
    response: { 200: BrandListSchema, ...errorResponses([429, ...upstreamFailures]) },
  }),
}
