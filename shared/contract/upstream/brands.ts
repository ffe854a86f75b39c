/**
 * The brands calls of the content API (spec §7 "Brands and documents"): the collect and redeem
 * panels (signed in), brands by category, search or e-shop, and the categories, from the store or
 * from the CMS. `GET brands/{key}` is `content.brand` (upstream/content.ts).
 */
import Type, { type Static } from 'typebox'
import {
  BRAND_CATEGORY_PATTERN,
  BRAND_KEY_PATTERN,
  BRAND_SEARCH_MAX,
  BRAND_SEARCH_MIN,
  BRAND_SEARCH_PATTERN,
  BrandPanelTypeSchema,
} from '../brands.ts'
import { defineEndpoint } from '../endpoint.ts'
import { BearerErrors, UpstreamErrorSchema } from './common.ts'

const tags = ['content']

/** A brand as the content API answers it in lists. */
const UpstreamBrandSchema = Type.Object({
  brandDetailsKey: Type.String(),
  name: Type.String(),
  imageUrls: Type.Object({ logoImageUrl: Type.Optional(Type.String()) }),
  isVldx: Type.Boolean(),
  category: Type.Object({ key: Type.String(), name: Type.String() }),
  collectRate: Type.Union([Type.String(), Type.Null()]),
  redeemRate: Type.Union([Type.String(), Type.Null()]),
})
export type UpstreamBrand = Static<typeof UpstreamBrandSchema>

/** One brand with its page's content and the brands of its category. */
export const UpstreamBrandDetailsSchema = Type.Object({
  ...UpstreamBrandSchema.properties,
  description: Type.String(),
  terms: Type.String(),
  similarBrands: Type.Array(UpstreamBrandSchema),
})
export type UpstreamBrandDetails = Static<typeof UpstreamBrandDetailsSchema>

const BrandList = Type.Object({ brands: Type.Array(UpstreamBrandSchema) })
const Categories = Type.Object({
  categories: Type.Array(
    Type.Object({ key: Type.String(), name: Type.String(), count: Type.Integer({ minimum: 0 }) }),
  ),
})

/** `GET brands/panel?type=collect|redeem`: where the collector collects, or spends, points. */
export const brandPanel = defineEndpoint({
  method: 'GET',
  url: '/brands/panel',
  summary: 'The brands of the collect or the redeem panel',
  tags,
  querystring: Type.Object({ type: BrandPanelTypeSchema }),
  response: { 200: BrandList, 400: UpstreamErrorSchema, ...BearerErrors },
})

/** `GET brands/list`: brands of a category, matching a search, or with an e-shop, by name. */
export const brandList = defineEndpoint({
  method: 'GET',
  url: '/brands/list',
  summary: 'Brands by category, search or e-shop',
  tags,
  querystring: Type.Object({
    category: Type.Optional(Type.String({ pattern: BRAND_CATEGORY_PATTERN })),
    q: Type.Optional(
      Type.String({
        minLength: BRAND_SEARCH_MIN,
        maxLength: BRAND_SEARCH_MAX,
        pattern: BRAND_SEARCH_PATTERN,
      }),
    ),
    eshop: Type.Optional(Type.Boolean()),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  }),
  response: {
    200: BrandList,
    400: UpstreamErrorSchema,
    /** A category the store does not have. */
    404: UpstreamErrorSchema,
  },
})

/** `GET categories`: the brand categories of the store. */
export const brandCategories = defineEndpoint({
  method: 'GET',
  url: '/categories',
  summary: 'The brand categories',
  tags,
  response: { 200: Categories },
})

/** `GET brands/categories`: the CMS's brand categories (used when the CMS switch is on). */
export const cmsBrandCategories = defineEndpoint({
  method: 'GET',
  url: '/brands/categories',
  summary: 'The brand categories as the CMS publishes them',
  tags,
  response: { 200: Categories },
})

/** A bonus page, a post or a spend document's key. */
const BRAND_DOCUMENT_KEY_PATTERN = '^[a-z0-9-]{1,80}$'

const UpstreamBrandDocumentSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  /** Paragraphs separated by line breaks. */
  body: Type.String(),
  brandDetailsKey: Type.Union([Type.String(), Type.Null()]),
})

/** `GET bonus/{id}`, anonymous or signed in: a bonus points page. */
export const bonus = defineEndpoint({
  method: 'GET',
  url: '/bonus/:id',
  summary: 'A bonus points page',
  tags,
  params: Type.Object({ id: Type.String({ pattern: BRAND_DOCUMENT_KEY_PATTERN }) }),
  response: { 200: UpstreamBrandDocumentSchema, 404: UpstreamErrorSchema },
})

/** `GET post/{id}?direction=`: a post, or the one after (next) or before (previous) it. */
export const post = defineEndpoint({
  method: 'GET',
  url: '/post/:id',
  summary: 'A post, or its neighbour in a direction',
  tags,
  params: Type.Object({ id: Type.String({ pattern: BRAND_DOCUMENT_KEY_PATTERN }) }),
  querystring: Type.Object({
    direction: Type.Optional(Type.Union([Type.Literal('next'), Type.Literal('previous')])),
  }),
  response: {
    200: Type.Object({
      ...UpstreamBrandDocumentSchema.properties,
      previousId: Type.Union([Type.String(), Type.Null()]),
      nextId: Type.Union([Type.String(), Type.Null()]),
    }),
    /** No such post, or none in that direction. */
    404: UpstreamErrorSchema,
  },
})

/** `GET spend-document?name=`: a spend document by its name. */
export const spendDocument = defineEndpoint({
  method: 'GET',
  url: '/spend-document',
  summary: 'A spend document by name',
  tags,
  querystring: Type.Object({ name: Type.String({ pattern: BRAND_DOCUMENT_KEY_PATTERN }) }),
  response: { 200: UpstreamBrandDocumentSchema, 404: UpstreamErrorSchema },
})

/**
 * `GET external tracking URL` (spec §7 Offers): where an eShop brand (isVldx, spec §3) is visited
 * from, a link to the partner's site that credits the signed-in collector's shopping; 404 for a
 * brand that is unknown or has no eShop.
 */
export const externalTrackingUrl = defineEndpoint({
  method: 'GET',
  url: '/external-tracking-url',
  summary: "An eShop brand's tracking link for the collector",
  tags,
  querystring: Type.Object({ brandDetailsKey: Type.String({ pattern: `^${BRAND_KEY_PATTERN}$` }) }),
  response: {
    200: Type.Object({ url: Type.String({ pattern: '^https://' }) }),
    ...BearerErrors,
    404: UpstreamErrorSchema,
  },
})
