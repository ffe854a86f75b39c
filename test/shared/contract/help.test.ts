import t from 'tap'
import { isFaqDocument } from '../../../shared/contract/help.ts'

const topic = { title: 'Collecting points', questions: [{ question: 'How?', answer: 'Show your card.' }] }

t.test('a FAQ document is a list of topics, each with its questions and answers', async (t) => {
  t.ok(isFaqDocument([topic]))
  t.ok(isFaqDocument([]), 'no topics is still a document')
  t.ok(isFaqDocument([{ ...topic, extra: true }]), 'fields beyond the contract are allowed')
})

t.test('a document in another shape is refused', async (t) => {
  const refused: [string, unknown][] = [
    ['not a list', { topics: [topic] }],
    ['null', null],
    ['a title of another type', [{ ...topic, title: 42 }]],
    ['questions that are not a list', [{ ...topic, questions: {} }]],
    ['a question without its answer', [{ ...topic, questions: [{ question: 'How?' }] }]],
    ['a topic that is not an object', ['Collecting points']],
  ]
  for (const [name, document] of refused) t.notOk(isFaqDocument(document), name)
})
