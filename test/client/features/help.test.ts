/**
 * FAQ text (spec §3 FAQ topic): [QUOTE] as an apostrophe, [LINEFEED] as a line break; anchors for
 * /help#anchor; search over questions and answers; analytics events only with consent (group 2).
 */
import t from 'tap'
import { faqAnchor, faqLines, searchFaqs } from '../../../client/features/help/faq-text.ts'
import { trackAnalyticsEvent } from '../../../client/lib/analytics.ts'
import type { FaqTopic } from '../../../shared/contract/help.ts'

t.test('[QUOTE] reads as an apostrophe and [LINEFEED] splits lines', async (t) => {
  t.same(faqLines('Points can take 48 hours.[LINEFEED]If they haven[QUOTE]t, call us.'), [
    'Points can take 48 hours.',
    "If they haven't, call us.",
  ])
  t.same(faqLines('<b>not html</b>'), ['<b>not html</b>'], 'markup stays text')
})

t.test('anchors: words in lower case joined by dashes, apostrophes dropped', async (t) => {
  t.equal(faqAnchor('Your digital card'), 'your-digital-card')
  t.equal(
    faqAnchor('My points haven[QUOTE]t arrived. What should I do?'),
    'my-points-havent-arrived-what-should-i-do',
  )
  t.equal(faqAnchor('  Offers!  '), 'offers')
})

const topics: FaqTopic[] = [
  {
    title: 'Collecting points',
    questions: [
      { question: 'How do I collect points?', answer: 'Show your card when you pay.' },
      { question: 'Do points expire?', answer: 'Not while you use your account.' },
    ],
  },
  {
    title: 'Your card',
    questions: [
      { question: 'I[QUOTE]ve lost my card', answer: 'Order a replacement.[LINEFEED]Points are safe.' },
    ],
  },
]

t.test('search: every word, any case and order, in question or answer', async (t) => {
  t.same(
    searchFaqs(topics, 'CARD show').map(({ question }) => question),
    ['How do I collect points?'],
  )
  t.same(
    searchFaqs(topics, "i've lost").map(({ topic }) => topic),
    ['Your card'],
    'apostrophes match as typed',
  )
  t.same(
    searchFaqs(topics, 'points safe').map(({ question }) => question),
    ['I[QUOTE]ve lost my card'],
    'across a line break',
  )
  t.same(searchFaqs(topics, 'p'), [], 'one character is not a search')
  t.same(searchFaqs(topics, 'zebra'), [])
})

t.test('analytics events only with analytics consent', async (t) => {
  let cookie = ''
  const window: { analyticsEvents?: unknown[] } = {}
  Object.assign(globalThis, { document: { cookie: '' }, window })
  Object.defineProperty(globalThis.document, 'cookie', { get: () => cookie })
  t.teardown(() => {
    Reflect.deleteProperty(globalThis, 'document')
    Reflect.deleteProperty(globalThis, 'window')
  })
  t.equal(trackAnalyticsEvent('FAQ Title click', 'Offers'), false)
  t.equal(window.analyticsEvents, undefined, 'nothing recorded without consent')
  cookie = 'cookie-consent=groups%3D4'
  t.equal(
    trackAnalyticsEvent('FAQ Title click', 'Offers'),
    false,
    'marketing consent is not analytics consent',
  )
  cookie = 'cookie-consent=groups%3D2'
  t.equal(trackAnalyticsEvent('FAQ Question click', 'Do points expire?'), true)
  t.match(window.analyticsEvents, [{ name: 'FAQ Question click', label: 'Do points expire?', at: Number }])
})
