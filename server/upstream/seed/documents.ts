/**
 * The documents served under /documents-api/: the short privacy text for the terms screen and the
 * business-offers page. The FAQs have their own seed (help-content.ts).
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

export function sandboxDocuments(scheme: string): DocumentsTable[] {
  return [
    { name: 'registration/privacy-policy-short.html', content_type: html, body: privacyPolicyShort(scheme) },
    {
      name: 'registration/businessOffersPage.json',
      content_type: json,
      body: JSON.stringify(businessOffersPage(scheme)),
    },
  ]
}
