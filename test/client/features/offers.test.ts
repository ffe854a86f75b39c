/** The offer card's image srcset and its actions by state; the state each action leaves (spec §3, §4). */
import t from 'tap'
import { stateAfter } from '../../../client/features/offers/api/change-offer-state.ts'
import { actionsFor, offerSrcSet } from '../../../client/features/offers/components/offer-view.ts'
import { OFFER_IMAGE_WIDTHS, type Offer } from '../../../shared/contract/offers.ts'

const offer = (change: Partial<Offer> = {}): Offer => ({
  id: '7-milk',
  sourceType: 'PIANO',
  type: 'PRODUCT',
  state: 'UNLOADED',
  status: 'ACTIVE',
  isBookmarked: false,
  title: '100 bonus points on milk',
  description: 'Milk',
  sponsorDisplayName: "Sainsbury's",
  brandDetailsKey: 'sainsburys',
  howTo: '',
  endDate: '2026-12-01T00:00:00.000Z',
  savedAt: null,
  imgUrls: { imageUrl: { url: '/i/640.svg' }, versions: {}, others: [] },
  sponsorImageUrl: '/l.svg',
  imageUrls: {},
  detailImageUrl: '/i/1360.svg',
  ...change,
})

t.test('srcset: every width of imgUrls.versions, widest first', async (t) => {
  const versions = Object.fromEntries(OFFER_IMAGE_WIDTHS.map((w) => [String(w), `/i/${w}.svg`]))
  t.equal(
    offerSrcSet(versions),
    '/i/1360.svg 1360w, /i/640.svg 640w, /i/432.svg 432w, /i/350.svg 350w, /i/343.svg 343w, /i/300.svg 300w, /i/288.svg 288w',
  )
  t.equal(offerSrcSet({ '640': '/i/640.svg' }), '/i/640.svg 640w', 'only the widths it has')
})

t.test(
  'actions by state: Load, or Pin/Unpin and Unload, each with Hide; none when locked or hidden',
  async (t) => {
    const labels = (change: Partial<Offer>) => actionsFor(offer(change)).map(({ label }) => label)
    t.same(labels({ state: 'UNLOADED' }), ['Load', 'Hide'])
    t.same(labels({ state: 'NOTOPTEDIN', sourceType: 'COALITION' }), ['Load', 'Hide'])
    t.same(labels({ state: 'LOADED' }), ['Pin', 'Unload', 'Hide'])
    t.same(labels({ state: 'OPTEDIN', sourceType: 'COALITION' }), ['Pin', 'Unload', 'Hide'])
    t.same(labels({ state: 'PINNED' }), ['Unpin', 'Unload', 'Hide'])
    t.same(labels({ state: 'HIDDEN' }), [])
    for (const state of ['UNLOADED', 'LOADED', 'PINNED'] as const)
      t.same(labels({ state, status: 'LOCKED' }), [], `LOCKED ${state}: no actions`)
  },
)

t.test('the state each action leaves (§4): coalition load opts in', async (t) => {
  t.equal(stateAfter(offer(), 'load'), 'LOADED')
  t.equal(stateAfter(offer({ sourceType: 'COALITION', state: 'NOTOPTEDIN' }), 'load'), 'OPTEDIN')
  t.equal(stateAfter(offer({ state: 'LOADED' }), 'pin'), 'PINNED')
  t.equal(stateAfter(offer({ state: 'PINNED' }), 'unpin'), 'LOADED')
  t.equal(stateAfter(offer(), 'hide'), 'HIDDEN')
  t.equal(stateAfter(offer({ state: 'HIDDEN' }), 'unhide'), 'UNLOADED')
  t.equal(stateAfter(offer({ state: 'PINNED' }), 'unload'), 'UNLOADED')
})
