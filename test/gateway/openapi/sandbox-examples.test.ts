/**
 * The document's examples are the sandbox's data: Alex Taylor's balance, offers of the sandbox
 * catalogue as the offers API shows them, transactions of the kinds the ledger seeds. Each is shown
 * on its operation's success answer (Redocly checks it against the schema: redocly-lint.test.ts).
 */
import t from 'tap'
import { SANDBOX_EXAMPLES, SANDBOX_OFFERS } from '../../../server/gateway/openapi/sandbox-examples.ts'
import { offerView } from '../../../server/upstream/offers/offer-view.ts'
import { SANDBOX_BALANCES } from '../../../server/upstream/seed/balances.ts'
import { logoUrl } from '../../../server/upstream/seed/brands.ts'
import { offerCatalogue } from '../../../server/upstream/seed/offer-catalogue.ts'
import { gatewayFor } from '../operations/helpers.ts'
import { fetchDocument } from './helpers.ts'

const ALEX_TAYLOR = '10000000001'

t.test('the balance is Alex Taylor’s', async (t) => {
  t.same(SANDBOX_EXAMPLES['card.balance'], { points: SANDBOX_BALANCES[ALEX_TAYLOR] })
})

t.test('the offers are the sandbox catalogue’s, as the offers API answers them', async (t) => {
  const catalogue = offerCatalogue(new Date())
  for (const example of SANDBOX_OFFERS) {
    const row = catalogue.find((offer) => offer.id === example.id)
    if (!row) {
      t.fail(`${example.id} is not in the sandbox catalogue`)
      continue
    }
    const served = offerView(row as Parameters<typeof offerView>[0], {
      state: example.state,
      bookmarked: example.isBookmarked,
      savedAt: example.savedAt === null ? null : new Date(example.savedAt),
    })
    // The end date moves with the day the sandbox was seeded.
    t.same({ ...example, endDate: served.endDate }, served, example.id)
  }
})

t.test('the transactions are of the sandbox ledger’s partners', async (t) => {
  const page = SANDBOX_EXAMPLES['activity.transactions'] as { transactions: Array<Record<string, unknown>> }
  for (const transaction of page.transactions)
    t.equal(transaction.logoUrl, logoUrl(String(transaction.brandKey)), String(transaction.partnerName))
})

t.test('the main reads show their example on the success answer', async (t) => {
  const { app } = await gatewayFor(t)
  const { doc } = await fetchDocument(app)
  const example = (path: string) =>
    doc.paths[path]?.get?.responses?.['200']?.content?.['application/json']?.example
  t.same(example('/api/card/balance'), SANDBOX_EXAMPLES['card.balance'])
  t.same(example('/api/offers'), SANDBOX_EXAMPLES['offers.list'])
  t.same(example('/api/offers/{offerId}'), SANDBOX_EXAMPLES['offers.detail'])
  t.same(example('/api/activity/transactions'), SANDBOX_EXAMPLES['activity.transactions'])
})
