/**
 * `POST /api/feedback` (routes specification §2.5, §4, §5): a signed-in collector's feedback, one
 * of three kinds (bug, website feedback, feature suggestion), with the page it was written on and,
 * where that page asked, the device or the partner it is about. The text is at most 10,000
 * characters and is stored as text: nothing ever renders it as HTML.
 */
import Type, { type Static } from 'typebox'
import { FEEDBACK_KINDS } from '../constants/catalogue.ts'
import { FEEDBACK_MAX } from '../constants/limits.ts'
import { errorResponses } from './common.ts'
import { defineEndpoint } from './endpoint.ts'
import { SignedOutSchema } from './session.ts'

/** The feedback pages' paths: /feedback and its sub-pages (account-routes.ts). */
const FEEDBACK_ROUTE_PATTERN = '^/feedback(/[a-z-]{1,40})?$'
export const FEEDBACK_SUBJECT_MAX = 60

export const FeedbackSchema = Type.Object(
  {
    kind: Type.Enum(FEEDBACK_KINDS),
    route: Type.String({ pattern: FEEDBACK_ROUTE_PATTERN }),
    /** The device (a bug) or the partner (partner feedback) the page asked about. */
    subject: Type.Optional(Type.String({ minLength: 1, maxLength: FEEDBACK_SUBJECT_MAX, pattern: '\\S' })),
    text: Type.String({ minLength: 1, maxLength: FEEDBACK_MAX, pattern: '\\S' }),
  },
  { additionalProperties: false },
)
export type Feedback = Static<typeof FeedbackSchema>

export const FeedbackReceiptSchema = Type.Object({ id: Type.String() }, { additionalProperties: false })

export const feedbackApi = {
  send: defineEndpoint({
    method: 'POST',
    url: '/api/feedback',
    tags: ['feedback'],
    summary: 'Send feedback about the website',
    body: FeedbackSchema,
    response: {
      201: FeedbackReceiptSchema,
      401: SignedOutSchema,
      ...errorResponses([400, 403, 429, 502, 503, 504]),
    },
  }),
}

/** Shown under the text area when the feedback could not be sent; the draft is kept. */
export const FEEDBACK_SEND_FAILED = "We couldn't send your feedback. Please try again in a few minutes."
