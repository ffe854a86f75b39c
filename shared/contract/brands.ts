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

export const BrandSchema = Type.Object({
  brandDetailsKey: Type.String({ pattern: `^${BRAND_KEY_PATTERN}$` }),
  name: Type.String(),
  imageUrls: Type.Object({ logoImageUrl: Type.Optional(Type.String()) }),
})
export type Brand = Static<typeof BrandSchema>

export const BrandsQuerySchema = Type.Object({
  keys: Type.String({
    pattern: `^${BRAND_KEY_PATTERN}(,${BRAND_KEY_PATTERN}){0,${MAX_BRAND_KEYS - 1}}$`,
    description: `comma-separated brand keys, at most ${MAX_BRAND_KEYS}`,
  }),
})
export type BrandsQuery = Static<typeof BrandsQuerySchema>

export const BrandsResponseSchema = Type.Object({ brands: Type.Array(BrandSchema) })
export type BrandsResponse = Static<typeof BrandsResponseSchema>

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
