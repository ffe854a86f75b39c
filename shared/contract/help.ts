/**
 * The help page's content (routes specification §3 FAQ topic, §7 documents): `GET
 * /documents-api/{documentName}.json`, `faqs` by default, forwarded by the gateway to the content
 * API. Answers write an apostrophe as [QUOTE] and a line break as [LINEFEED].
 */
import Type, { type Static } from 'typebox'

export const FAQ_DOCUMENT = 'faqs'

export const FaqQuestionSchema = Type.Object({ question: Type.String(), answer: Type.String() })
export const FaqTopicSchema = Type.Object({ title: Type.String(), questions: Type.Array(FaqQuestionSchema) })

export type FaqQuestion = Static<typeof FaqQuestionSchema>
export type FaqTopic = Static<typeof FaqTopicSchema>

/** Shown while the topics load, and when they fail (routes specification §2.5, §8). */
export const FAQ_LOADING = 'Loading - Please wait...'
export const FAQ_LOAD_FAILED =
  "We're having trouble displaying this right now. Try again or check back later."
