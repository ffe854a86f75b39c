/**
 * `POST /api/events`: client events the gateway writes to its log: a blocked frame (routes
 * specification §4), the offers a collector has seen on screen (§7: the offer-seen interval), and,
 * with analytics consent (cookie group 2) only, page views by page name (§2.5) and analytics events
 * (the FAQ's, local storage unavailable).
 */
import Type, { type Static } from 'typebox'
import { errorResponses } from './common.ts'
import { defineEndpoint } from './endpoint.ts'
import { OfferIdSchema } from './offers.ts'

/** The most offer ids one offer-seen event carries; the client sends a fuller batch as several. */
export const OFFER_SEEN_BATCH_MAX = 50

const BlockedFrameEventSchema = Type.Object(
  {
    type: Type.Literal('blocked-frame'),
    /** The framing page as the browser reports it (document.referrer); may be empty. */
    referrer: Type.String({ maxLength: 2048 }),
  },
  { additionalProperties: false },
)

const OfferSeenEventSchema = Type.Object(
  {
    type: Type.Literal('offer-seen'),
    /** Offers at least half on screen for the offer-seen interval, each once per page visit. */
    offerIds: Type.Array(OfferIdSchema, { minItems: 1, maxItems: OFFER_SEEN_BATCH_MAX, uniqueItems: true }),
  },
  { additionalProperties: false },
)

/** An analytics page name (shared/analytics/page-names.ts): letters, digits, spaces and - & ' , . ( ). */
export const PAGE_NAME_PATTERN = "^[A-Za-z0-9 &',.()-]{1,80}$"

/** A path without query or fragment: a slash, then URL path characters. */
const PAGE_PATH_PATTERN = "^/[A-Za-z0-9/_.~%:@!$&'()*+,;=-]{0,299}$"

const PageViewEventSchema = Type.Object(
  {
    type: Type.Literal('page-view'),
    /** The analytics page name (shared/analytics/page-names.ts). */
    pageName: Type.String({ pattern: PAGE_NAME_PATTERN }),
    path: Type.String({ pattern: PAGE_PATH_PATTERN }),
  },
  { additionalProperties: false },
)

/** An analytics event's name, e.g. 'FAQ Title click'. */
const ANALYTICS_EVENT_NAME_PATTERN = "^[A-Za-z0-9 &',.()-]{1,60}$"

const AnalyticsEventSchema = Type.Object(
  {
    type: Type.Literal('analytics'),
    name: Type.String({ pattern: ANALYTICS_EVENT_NAME_PATTERN }),
    /** What it was about, e.g. the FAQ question's title; may be empty. */
    detail: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
)

/** The refusal of an analytics event sent without analytics consent. */
export const NO_ANALYTICS_CONSENT = {
  code: 'NO_ANALYTICS_CONSENT',
  message: 'Analytics cookies are not accepted.',
} as const

const ClientEventSchema = Type.Union(
  [BlockedFrameEventSchema, OfferSeenEventSchema, PageViewEventSchema, AnalyticsEventSchema],
  {
    $id: 'ClientEvent',
  },
)

export type ClientEvent = Static<typeof ClientEventSchema>

export const eventsApi = {
  post: defineEndpoint({
    method: 'POST',
    url: '/api/events',
    tags: ['events'],
    summary: 'Record a client event (blocked-frame, offer-seen, page-view, analytics)',
    body: ClientEventSchema,
    // 403 CSRF: not from this site.
    // 401: an offer-seen event without a session.
    // 403: also a page-view or analytics event without analytics consent (NO_ANALYTICS_CONSENT).
    response: { 204: Type.Null({ description: 'Logged' }), ...errorResponses([400, 401, 403, 429]) },
  }),
}
