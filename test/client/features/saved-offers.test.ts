/**
 * The saved offers' choice (routes specification §4): read from and written to the URL (defaults
 * left out, unknown values the default), the filter by source and saved state, and the orders:
 * pinned first, then recently saved or ending soon; the optimistic savedAt of a state change.
 */
import t from 'tap'
import { savedAtAfter } from '../../../client/features/offers/api/change-offer-state.ts'
import {
  inSavedOffers,
  isDefaultChoice,
  parseSavedOffersChoice,
  savedOffersHref,
  savedOffersOrder,
} from '../../../client/features/offers/saved-offers-choice.ts'
import type { Offer } from '../../../shared/contract/offers.ts'

const offer = (id: string, change: Partial<Offer> = {}): Offer => ({
  id,
  sourceType: 'PIANO',
  type: 'PRODUCT',
  state: 'LOADED',
  status: 'ACTIVE',
  isBookmarked: false,
  title: id,
  description: '',
  sponsorDisplayName: "Sainsbury's",
  brandDetailsKey: null,
  howTo: '',
  endDate: '2026-12-01T00:00:00.000Z',
  savedAt: '2026-11-01T00:00:00.000Z',
  imgUrls: { imageUrl: { url: '/i.svg' }, versions: {}, others: [] },
  sponsorImageUrl: '/l.svg',
  imageUrls: {},
  detailImageUrl: '/i.svg',
  ...change,
})

t.test('the URL holds the choice; defaults are left out; unknown values are the default', async (t) => {
  t.same(parseSavedOffersChoice(''), { filter: 'all', sort: 'recently-saved' })
  t.same(parseSavedOffersChoice('?filter=own&sort=ending-soon'), { filter: 'own', sort: 'ending-soon' })
  t.same(parseSavedOffersChoice('filter=partner'), { filter: 'partner', sort: 'recently-saved' })
  t.same(parseSavedOffersChoice('?filter=mine&sort=cheapest'), { filter: 'all', sort: 'recently-saved' })
  t.equal(savedOffersHref({ filter: 'all', sort: 'recently-saved' }), '/offers-saved')
  t.equal(
    savedOffersHref({ filter: 'own', sort: 'ending-soon' }),
    '/offers-saved?filter=own&sort=ending-soon',
  )
  t.equal(savedOffersHref({ filter: 'all', sort: 'ending-soon' }), '/offers-saved?sort=ending-soon')
  for (const choice of [
    { filter: 'partner', sort: 'recently-saved' },
    { filter: 'own', sort: 'ending-soon' },
  ] as const)
    t.same(parseSavedOffersChoice(savedOffersHref(choice).split('?')[1] ?? ''), choice, 'round trip')
  t.ok(isDefaultChoice({ filter: 'all', sort: 'recently-saved' }))
  t.notOk(isDefaultChoice({ filter: 'all', sort: 'ending-soon' }))
  t.notOk(isDefaultChoice({ filter: 'own', sort: 'recently-saved' }))
})

t.test('filter: saved states only; own is the supermarket’s, partner the coalition’s', async (t) => {
  const offers = [
    offer('piano', { sourceType: 'PIANO' }),
    offer('price', { sourceType: 'NECTAR_PRICE', state: 'PINNED' }),
    offer('coalition', { sourceType: 'COALITION', state: 'OPTEDIN' }),
    offer('unloaded', { state: 'UNLOADED' }),
    offer('hidden', { state: 'HIDDEN' }),
    offer('not-opted-in', { sourceType: 'COALITION', state: 'NOTOPTEDIN' }),
  ]
  const ids = (filter: 'all' | 'own' | 'partner') => offers.filter(inSavedOffers(filter)).map((o) => o.id)
  t.same(ids('all'), ['piano', 'price', 'coalition'])
  t.same(ids('own'), ['piano', 'price'])
  t.same(ids('partner'), ['coalition'])
})

t.test('order: pinned first, then latest saved; or by end date alone; the id breaks ties', async (t) => {
  const offers = [
    offer('old', { savedAt: '2026-11-01T00:00:00.000Z', endDate: '2026-11-20T00:00:00.000Z' }),
    offer('new', { savedAt: '2026-11-20T00:00:00.000Z', endDate: '2026-12-20T00:00:00.000Z' }),
    offer('pinned', {
      state: 'PINNED',
      savedAt: '2026-10-01T00:00:00.000Z',
      endDate: '2027-01-01T00:00:00.000Z',
    }),
    offer('no-time', { savedAt: null, endDate: '2026-11-10T00:00:00.000Z' }),
    offer('a-tie', { savedAt: '2026-11-01T00:00:00.000Z', endDate: '2026-11-20T00:00:00.000Z' }),
  ]
  const order = (sort: 'recently-saved' | 'ending-soon') =>
    [...offers].sort(savedOffersOrder(sort)).map((o) => o.id)
  t.same(order('recently-saved'), ['pinned', 'new', 'a-tie', 'old', 'no-time'])
  t.same(order('ending-soon'), ['no-time', 'a-tie', 'old', 'new', 'pinned'], 'a pin that ends last is last')
})

t.test('optimistic savedAt: the first save kept, a new one now, none when unsaved', async (t) => {
  const now = new Date('2026-11-24T12:00:00.000Z')
  t.equal(savedAtAfter(offer('x', { state: 'UNLOADED', savedAt: null }), 'LOADED', now), now.toISOString())
  t.equal(savedAtAfter(offer('x'), 'PINNED', now), '2026-11-01T00:00:00.000Z')
  t.equal(savedAtAfter(offer('x'), 'HIDDEN', now), null)
  t.equal(savedAtAfter(offer('x'), 'UNLOADED', now), null)
})
