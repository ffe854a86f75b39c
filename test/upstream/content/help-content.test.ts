/**
 * The help content (issue: at least 8 topics and 60 questions about this product): every topic and
 * question has its own anchor, nothing is HTML, and the text uses only the FAQ markup it defines.
 */
import t from 'tap'
import { faqAnchor } from '../../../client/features/help/faq-text.ts'
import { helpTopics } from '../../../server/upstream/seed/help-content.ts'

const topics = helpTopics('Nectar')
const questions = topics.flatMap((topic) => topic.questions)

t.test('at least 8 topics and 60 questions', async (t) => {
  t.ok(topics.length >= 8, `${topics.length} topics`)
  t.ok(questions.length >= 60, `${questions.length} questions`)
  for (const topic of topics) t.ok(topic.questions.length > 0, `${topic.title} has questions`)
})

t.test('every topic and question has an anchor of its own', async (t) => {
  const anchors = [...topics.map((topic) => topic.title), ...questions.map((q) => q.question)].map(faqAnchor)
  t.equal(new Set(anchors).size, anchors.length)
  t.notOk(
    anchors.some((anchor) => anchor === ''),
    'no empty anchor',
  )
})

t.test('text only: no HTML, no straight apostrophes, no unknown markup', async (t) => {
  for (const text of questions.flatMap(({ question, answer }) => [question, answer])) {
    t.notMatch(text, /[<>]/, 'no markup')
    t.notMatch(text, /'/, `[QUOTE] for apostrophes: ${text}`)
    t.notMatch(text.replaceAll('[QUOTE]', '').replaceAll('[LINEFEED]', ''), /\[[A-Z]+\]/, 'known markup only')
    t.notMatch(text, /\$\{/, 'no unfilled placeholder')
  }
})
