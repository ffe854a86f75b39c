/**
 * FAQ text as the collector reads it (routes specification §3 FAQ topic): [QUOTE] is an apostrophe
 * and [LINEFEED] a line break. The text is never HTML: it is rendered as text, line by line.
 */
import type { FaqTopic } from '../../../shared/contract/help.ts'

/** The text's lines, with apostrophes in place of [QUOTE]. */
export const faqLines = (raw: string): string[] => raw.replaceAll('[QUOTE]', "'").split('[LINEFEED]')

/** The text as one plain string (for searching). */
export const faqPlainText = (raw: string): string => faqLines(raw).join(' ')

/**
 * The anchor of a topic or question: its words, lower case, joined by dashes, so `/help#offers`
 * opens the Offers topic and `/help#where-is-my-digital-card` that question.
 */
export const faqAnchor = (raw: string): string =>
  faqPlainText(raw)
    .toLowerCase()
    .replaceAll("'", '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export type FaqMatch = { topic: string; question: string; answer: string }

/**
 * The questions whose question or answer holds every word of the query (any case, any order);
 * none for a query of fewer than 2 characters.
 */
export function searchFaqs(topics: FaqTopic[], query: string): FaqMatch[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (query.trim().length < 2) return []
  return topics.flatMap((topic) =>
    topic.questions
      .filter(({ question, answer }) => {
        const text = `${faqPlainText(question)} ${faqPlainText(answer)}`.toLowerCase()
        return words.every((word) => text.includes(word))
      })
      .map(({ question, answer }) => ({ topic: topic.title, question, answer })),
  )
}
