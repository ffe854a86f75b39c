/**
 * The help page's content (routes specification §3 FAQ topic, §7 documents): `GET
 * /documents-api/{documentName}.json`, `faqs` by default, forwarded by the gateway to the content
 * API. Answers write an apostrophe as [QUOTE] and a line break as [LINEFEED].
 */
import Type, { type Static } from 'typebox'

export const FAQ_DOCUMENT = 'faqs'

const FaqQuestionSchema = Type.Object({ question: Type.String(), answer: Type.String() })
const FaqTopicSchema = Type.Object({ title: Type.String(), questions: Type.Array(FaqQuestionSchema) })

export type FaqQuestion = Static<typeof FaqQuestionSchema>
export type FaqTopic = Static<typeof FaqTopicSchema>

/** Shown while the topics load, and when they fail (routes specification §2.5, §8). */
export const FAQ_LOADING = 'Loading - Please wait...'
export const FAQ_LOAD_FAILED =
  "We're having trouble displaying this right now. Try again or check back later."

const isText = (value: unknown): value is string => typeof value === 'string'
const isQuestion = (value: unknown): value is FaqQuestion =>
  typeof value === 'object' &&
  value !== null &&
  isText((value as FaqQuestion).question) &&
  isText((value as FaqQuestion).answer)
const isTopic = (value: unknown): value is FaqTopic =>
  typeof value === 'object' &&
  value !== null &&
  isText((value as FaqTopic).title) &&
  Array.isArray((value as FaqTopic).questions) &&
  (value as FaqTopic).questions.every(isQuestion)

/**
 * Whether a FAQ document has the shape of `FaqTopicSchema[]`. The gateway forwards documents
 * without reading them, so the screen checks what it draws: one in another shape is a failed load
 * (FAQ_LOAD_FAILED), never a broken page. Written out rather than compiled from the schema, to
 * keep a validator out of the client bundle.
 */
export const isFaqDocument = (value: unknown): value is FaqTopic[] =>
  Array.isArray(value) && value.every(isTopic)
