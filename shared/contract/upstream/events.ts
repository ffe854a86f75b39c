/**
 * The events calls (routes specification §7 `GET homepage pod skinnyevent/{id}`, and the event
 * pages of §2.1 and §2.3) and the collector's year in review. Declared once for the reference
 * upstream's routes and the gateway's events client; URLs relative to the content API's base URL.
 */
import Type from 'typebox'
import { defineEndpoint } from '../endpoint.ts'
import {
  EVENT_ID_PATTERN,
  EventListSchema,
  EventSchema,
  YEAR_IN_REVIEW_ID_PATTERN,
  YearInReviewSchema,
} from '../event-pages.ts'
import { BearerErrors, UpstreamErrorSchema } from './common.ts'

const tags = ['events']
const Id = Type.Object({ id: Type.String({ pattern: EVENT_ID_PATTERN }) })
const NotFound = { 404: UpstreamErrorSchema } as const

/** The offer and marketing events running today, ending soonest first. */
export const currentEvents = defineEndpoint({
  method: 'GET',
  url: '/events',
  summary: 'The offer and marketing events running now',
  tags,
  response: { 200: EventListSchema },
})

/** One offer or marketing event, running or not; a skinny event's id or an unknown one is a 404. */
export const event = defineEndpoint({
  method: 'GET',
  url: '/events/:id',
  summary: 'One offer or marketing event with its terms',
  tags,
  params: Id,
  response: { 200: EventSchema, ...NotFound },
})

/** `GET homepage pod skinnyevent/{id}` (spec §7). */
export const skinnyEvent = defineEndpoint({
  method: 'GET',
  url: '/homepage/pod/skinnyevent/:id',
  summary: "A homepage pod's short event",
  tags,
  params: Id,
  response: { 200: EventSchema, ...NotFound },
})

/** The caller's own year in review; another collector's, another year's or an unknown id is a 404. */
export const yearInReview = defineEndpoint({
  method: 'GET',
  url: '/year-in-review/:year/:id',
  summary: "The collector's year in review",
  tags,
  params: Type.Object({
    year: Type.Integer({ minimum: 2000, maximum: 2100 }),
    id: Type.String({ pattern: YEAR_IN_REVIEW_ID_PATTERN }),
  }),
  response: { 200: YearInReviewSchema, ...BearerErrors, ...NotFound },
})
