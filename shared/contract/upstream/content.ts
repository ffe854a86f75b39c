/**
 * The content calls: stored documents, the anonymous brands lookup, a brand, and partner logos.
 * Declared once for the reference upstream's routes and the gateway's content client; URLs
 * relative to the content API's base URL.
 * @see https://github.com/fastify/demo/blob/main/src/schemas/tasks.ts
 */
import Type from 'typebox'
import { BRAND_KEY_PATTERN, MAX_BRAND_KEYS } from '../brands.ts'
import { defineEndpoint } from '../endpoint.ts'
import { OFFER_ID_PATTERN, OFFER_IMAGE_WIDTHS } from '../offers.ts'
import { UpstreamBrandDetailsSchema } from './brands.ts'
import { JsonDocumentSchema, UpstreamErrorSchema } from './common.ts'

const tags = ['content']
const DocumentName = Type.Object({ name: Type.String({ maxLength: 200 }) })
const NotFound = { 404: UpstreamErrorSchema } as const

/** `GET /documents-api/{documentName}.json`, e.g. `faqs`. */
export const storedDocument = defineEndpoint({
  method: 'GET',
  url: '/documents-api/:name.json',
  summary: 'Stored JSON content by name',
  tags,
  params: DocumentName,
  response: { 200: JsonDocumentSchema, ...NotFound },
})

/** `GET /documents-api/registration/{name}.json`, e.g. `businessOffersPage` (reads description). */
export const registrationDocument = defineEndpoint({
  method: 'GET',
  url: '/documents-api/registration/:name.json',
  summary: 'Stored JSON content of the registration journey',
  tags,
  params: DocumentName,
  response: { 200: JsonDocumentSchema, ...NotFound },
})

/** `GET /documents-api/registration/{name}.html`: an HTML fragment, e.g. `privacy-policy-short`. */
export const registrationHtml = defineEndpoint({
  method: 'GET',
  url: '/documents-api/registration/:name.html',
  summary: "A stored HTML fragment of the registration journey's",
  tags,
  params: DocumentName,
  response: { 200: Type.String({ description: 'text/html' }), ...NotFound },
})

/** The anonymous brands lookup: limited to the keys asked for, unknown keys left out. */
export const brands = defineEndpoint({
  method: 'GET',
  url: '/brands',
  summary: 'Partner brands by brandDetailsKey',
  tags,
  querystring: Type.Object({
    keys: Type.String({
      pattern: `^${BRAND_KEY_PATTERN}(,${BRAND_KEY_PATTERN}){0,${MAX_BRAND_KEYS - 1}}$`,
    }),
  }),
  response: {
    200: Type.Object({
      brands: Type.Array(
        Type.Object({
          brandDetailsKey: Type.String(),
          name: Type.String(),
          imageUrls: Type.Optional(Type.Object({ logoImageUrl: Type.Optional(Type.String()) })),
        }),
      ),
    }),
    400: UpstreamErrorSchema,
  },
})

/** `GET brands/{key}`, anonymous or signed in: the brand's page and the brands of its category. */
export const brand = defineEndpoint({
  method: 'GET',
  url: '/brands/:key',
  summary: 'One partner brand',
  tags,
  params: Type.Object({ key: Type.String({ pattern: `^${BRAND_KEY_PATTERN}$` }) }),
  response: { 200: UpstreamBrandDetailsSchema, ...NotFound },
})

/** The logo of a partner brand, generated from its name. */
export const logo = defineEndpoint({
  method: 'GET',
  url: '/content/logos/:key.svg',
  summary: "A partner brand's logo",
  tags,
  params: Type.Object({ key: Type.String({ pattern: `^${BRAND_KEY_PATTERN}$` }) }),
  response: { 200: Type.String({ description: 'image/svg+xml' }), ...NotFound },
})

/** An offer's image at one of the widths of OFFER_IMAGE_WIDTHS, generated from its title. */
export const offerImage = defineEndpoint({
  method: 'GET',
  url: '/content/offers/:id/:width.svg',
  summary: "An offer's image at one width",
  tags,
  params: Type.Object({
    id: Type.String({ pattern: OFFER_ID_PATTERN }),
    width: Type.Enum(OFFER_IMAGE_WIDTHS.map(String)),
  }),
  response: { 200: Type.String({ description: 'image/svg+xml' }), ...NotFound },
})
