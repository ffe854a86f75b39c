/**
 * The event pages' reads (routes specification §2.1, §7 `GET homepage pod skinnyevent/{id}`): the
 * events running now (`/event`), one offer or marketing event with its terms (`/offer-event/:eventId`,
 * `/marketing-event/:eventId`), a homepage pod's short event (`/skinnyevent/:id`) and the signed-in
 * collector's own year in review (`/dataplayback/:year/:yirId`).
 */
import Type, { type Static } from 'typebox'
import { errorResponses } from './common.ts'
import { defineEndpoint } from './endpoint.ts'
import { SignedOutSchema } from './session.ts'

/** An event's id: lower-case letters, digits and dashes. */
export const EVENT_ID_PATTERN = '^[a-z0-9][a-z0-9-]{0,63}$'
/** A year in review's id: a UUID. */
export const YEAR_IN_REVIEW_ID_PATTERN =
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
const YEAR_IN_REVIEW_FIRST_YEAR = 2020
const YEAR_IN_REVIEW_LAST_YEAR = 2100

export const EVENT_ERROR_CODES = {
  eventNotFound: 'EVENT_NOT_FOUND',
  yearInReviewNotFound: 'YEAR_IN_REVIEW_NOT_FOUND',
} as const
export const EVENT_ERROR_MESSAGES = {
  eventNotFound: "We can't find that event. It may have ended.",
  yearInReviewNotFound: "We can't find that year in review.",
} as const

const EventKindSchema = Type.Union([Type.Literal('offer'), Type.Literal('marketing'), Type.Literal('skinny')])

export const EventSchema = Type.Object({
  id: Type.String(),
  kind: EventKindSchema,
  title: Type.String(),
  summary: Type.String(),
  body: Type.Array(Type.String()),
  terms: Type.Array(Type.String()),
  /** YYYY-MM-DD, inclusive. */
  startsOn: Type.String(),
  endsOn: Type.String(),
})
export type Event = Static<typeof EventSchema>

export const EventListSchema = Type.Object({ events: Type.Array(EventSchema) })

export const YearInReviewSchema = Type.Object({
  id: Type.String(),
  year: Type.Integer(),
  pointsCollected: Type.Integer({ minimum: 0 }),
  pointsSpent: Type.Integer({ minimum: 0 }),
  offersSaved: Type.Integer({ minimum: 0 }),
  shoppingTrips: Type.Integer({ minimum: 0 }),
  topPartner: Type.Union([Type.String(), Type.Null()]),
  /** 1 to 12, or null when there were no purchases. */
  busiestMonth: Type.Union([Type.Integer({ minimum: 1, maximum: 12 }), Type.Null()]),
})
export type YearInReview = Static<typeof YearInReviewSchema>

const EventId = Type.Object({ eventId: Type.String({ pattern: EVENT_ID_PATTERN }) })
const tags = ['events']

export const eventPagesApi = {
  current: defineEndpoint({
    method: 'GET',
    url: '/api/event-pages',
    tags,
    summary: 'The offer and marketing events running now',
    response: { 200: EventListSchema, ...errorResponses([429, 502, 503, 504]) },
  }),
  event: defineEndpoint({
    method: 'GET',
    url: '/api/event-pages/:eventId',
    tags,
    summary: 'One offer or marketing event with its terms',
    params: EventId,
    response: { 200: EventSchema, ...errorResponses([400, 404, 429, 502, 503, 504]) },
  }),
  skinnyEvent: defineEndpoint({
    method: 'GET',
    url: '/api/event-pages/skinny/:eventId',
    tags,
    summary: "A homepage pod's short event",
    params: EventId,
    response: { 200: EventSchema, ...errorResponses([400, 404, 429, 502, 503, 504]) },
  }),
  yearInReview: defineEndpoint({
    method: 'GET',
    url: '/api/year-in-review/:year/:yirId',
    tags,
    summary: "The signed-in collector's own year in review",
    params: Type.Object({
      year: Type.Integer({ minimum: YEAR_IN_REVIEW_FIRST_YEAR, maximum: YEAR_IN_REVIEW_LAST_YEAR }),
      yirId: Type.String({ pattern: YEAR_IN_REVIEW_ID_PATTERN }),
    }),
    // 404: unknown, of another year or another collector's: the same answer.
    response: {
      200: YearInReviewSchema,
      401: SignedOutSchema,
      ...errorResponses([400, 404, 429, 502, 503, 504]),
    },
  }),
}
