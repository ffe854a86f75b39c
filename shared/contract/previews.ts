/**
 * `/api/previews` (routes specification §2.1 `/offercard-preview/:jwtToken`, `/herocard-preview/:jwtToken`,
 * `/offerdetails-preview/:jwtToken`, `/mobile-preview`): a content editor's preview of an offer card,
 * a hero card or an offer's details, carried by a token the content system signs (ES256). The gateway
 * verifies it (algorithm pinned, expiry required) and answers only what a valid token's claims hold,
 * checked against the same schemas the product renders; anything else is refused and never shown.
 * POST so that the token travels in a body, not in a URL the logs keep.
 */
import Type, { type Static } from 'typebox'
import { PREVIEW_TOKEN_MAX_LENGTH, PREVIEW_TOKEN_PATTERN } from '../validation/link-tokens.ts'
import { errorResponses } from './common.ts'
import { defineEndpoint } from './endpoint.ts'
import { OfferSchema } from './offers.ts'

export const PREVIEW_KINDS = ['offer-card', 'hero-card', 'offer-details'] as const
export type PreviewKind = (typeof PREVIEW_KINDS)[number]

/** A compact JWS: three base64url parts; a preview's claims fit well within 16 KB. */
const PreviewTokenSchema = Type.String({
  pattern: PREVIEW_TOKEN_PATTERN,
  maxLength: PREVIEW_TOKEN_MAX_LENGTH,
  description: 'the signed preview token (compact JWS)',
})

/** A link a preview may show: https, or a path of this site (never javascript: or data:). */
const SafeUrlSchema = Type.String({ pattern: '^(https://|/(?!/))[^\\s<>"]*$', maxLength: 2048 })

/** The homepage's hero card: a headline, a line of text, an image and an optional call to action. */
const HeroCardSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 120 }),
    body: Type.String({ maxLength: 400 }),
    imageUrl: SafeUrlSchema,
    ctaText: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    ctaUrl: Type.Optional(SafeUrlSchema),
  },
  { additionalProperties: false },
)
export type HeroCard = Static<typeof HeroCardSchema>

const OfferPreviewSchema = Type.Object({
  kind: Type.Union([Type.Literal('offer-card'), Type.Literal('offer-details')]),
  offer: OfferSchema,
})
const HeroPreviewSchema = Type.Object({ kind: Type.Literal('hero-card'), hero: HeroCardSchema })

/** What a valid token previews; also the shape of its claims (besides iat, exp and iss). */
export const PreviewSchema = Type.Union([OfferPreviewSchema, HeroPreviewSchema])
export type Preview = Static<typeof PreviewSchema>

const PreviewRequestSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('offer-card'), Type.Literal('hero-card'), Type.Literal('offer-details')]),
    token: PreviewTokenSchema,
  },
  { additionalProperties: false },
)

/** Refusal codes: the page says which, in words, and never renders the token's contents. */
export const PREVIEW_REFUSALS = {
  PREVIEW_INVALID: "This preview link isn't valid. Ask for a new one from the content system.",
  PREVIEW_EXPIRED: 'This preview link has expired. Ask for a new one from the content system.',
  PREVIEW_WRONG_KIND: 'This preview link is for a different kind of preview.',
  PREVIEWS_OFF: "Previews aren't available here.",
} as const

export const previewsApi = {
  verify: defineEndpoint({
    method: 'POST',
    url: '/api/previews',
    tags: ['content'],
    summary: "A content editor's preview: the verified claims of a signed preview token",
    body: PreviewRequestSchema,
    response: { 200: PreviewSchema, ...errorResponses([400, 403, 404, 429]) },
  }),
}
