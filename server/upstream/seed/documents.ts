/**
 * The documents served under /documents-api/: the short privacy text for the terms screen, the
 * business-offers page and the FAQs. FAQ answers write an apostrophe as [QUOTE] and a line break
 * as [LINEFEED], as the real documents do; the client converts them on display.
 */
import type { DocumentsTable } from '../db/schema.ts'

const html = 'text/html; charset=utf-8'
const json = 'application/json; charset=utf-8'

const privacyPolicyShort = (scheme: string) => `<h2>Your privacy</h2>
<p>We use your details to run your ${scheme} account: to give you points when you shop with our partners, to let you
spend them, and to keep your account safe.</p>
<ul>
  <li>We never sell your personal information.</li>
  <li>We share what we must with the partners where you collect and spend points.</li>
  <li>You choose whether we contact you about offers, and you can change your mind at any time.</li>
</ul>
<p>Read the full <a href="https://www.example.co.uk/privacy">privacy policy</a> to find out more.</p>
`

const businessOffersPage = (scheme: string) => ({
  description: `Run a business? Get ${scheme} offers picked for businesses, on top of the points you already collect. We will send them to the e-mail address on your account.`,
})

type Question = { question: string; answer: string }

const faqs = (scheme: string): Array<{ title: string; questions: Question[] }> => [
  {
    title: 'Collecting points',
    questions: [
      {
        question: 'How do I collect points?',
        answer: `Show your ${scheme} card or digital card when you pay.[LINEFEED]Online, sign in with your card number at checkout.`,
      },
      {
        question: 'My points haven[QUOTE]t arrived. What should I do?',
        answer:
          'Points can take up to 48 hours to appear.[LINEFEED]If they still haven[QUOTE]t, contact us with your receipt.',
      },
    ],
  },
  {
    title: 'Spending points',
    questions: [
      {
        question: 'How many points do I need?',
        answer: 'You can spend points from 500 points, worth £2.50.',
      },
      {
        question: 'Can I spend points online?',
        answer: 'Yes, at any partner[QUOTE]s website that shows the spend badge.',
      },
    ],
  },
  {
    title: 'Your account',
    questions: [
      {
        question: 'I forgot my password',
        answer:
          'Choose [QUOTE]Forgotten password[QUOTE] on the sign-in page and we[QUOTE]ll e-mail you a link.',
      },
      {
        question: 'How do I change my e-mail address?',
        answer: 'Go to Account, then Personal details, then E-mail.',
      },
    ],
  },
  {
    title: 'Your card',
    questions: [
      {
        question: 'I[QUOTE]ve lost my card',
        answer:
          'Your points are safe.[LINEFEED]Order a replacement from your account; the old card stops working.',
      },
    ],
  },
]

export function sandboxDocuments(scheme: string): DocumentsTable[] {
  return [
    { name: 'registration/privacy-policy-short.html', content_type: html, body: privacyPolicyShort(scheme) },
    {
      name: 'registration/businessOffersPage.json',
      content_type: json,
      body: JSON.stringify(businessOffersPage(scheme)),
    },
    { name: 'faqs.json', content_type: json, body: JSON.stringify(faqs(scheme)) },
  ]
}
