import t from 'tap'
import { extractLinks, isHttpUrl } from '../../../server/upstream/outbox/links.ts'

t.test('finds http(s) links without the punctuation after them', async (t) => {
  const cases: Array<[text: string, links: string[]]> = [
    ['Confirm: https://localhost:3000/confirm?token=a1b2.', ['https://localhost:3000/confirm?token=a1b2']],
    [
      '(see http://a.example/x) and https://b.example/y?z=1&w=2!',
      ['http://a.example/x', 'https://b.example/y?z=1&w=2'],
    ],
    ['twice https://a.example/x https://a.example/x', ['https://a.example/x']],
    ['<https://a.example/in-angle-brackets>', ['https://a.example/in-angle-brackets']],
    ['Your code is 123456', []],
    ['javascript:alert(1) ftp://a.example/file', []],
  ]
  for (const [text, links] of cases) t.same(extractLinks(text), links, text)
})

t.test('only http and https URLs count as links', async (t) => {
  t.equal(isHttpUrl('https://a.example/'), true)
  t.equal(isHttpUrl('http://a.example/'), true)
  t.equal(isHttpUrl('javascript:alert(1)'), false)
  t.equal(isHttpUrl('data:text/html,hi'), false)
  t.equal(isHttpUrl('/relative'), false)
})
