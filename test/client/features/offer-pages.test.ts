/**
 * The offers pages' logic without a browser: details paths by source and their way back, the
 * `/offers/:offerType` slugs, the brands of `/offers/brand`, which popup confirms a load (LOAD_OFFER
 * once per visit, the saved-voucher popup's variants), an offer's terms and its details actions.
 */
import t from 'tap'
import {
  detailActionsFor,
  isBulkLoadable,
  isLoadable,
} from '../../../client/features/offers/components/offer-view.ts'
import {
  loadConfirmation,
  savedVoucherVariant,
} from '../../../client/features/offers/utils/load-confirmation.ts'
import {
  backLinkOf,
  OFFER_TYPE_TITLES,
  offerDetailsPath,
  offerTypeOfSlug,
  offerTypeSlug,
} from '../../../client/features/offers/utils/offer-paths.ts'
import { offerTerms } from '../../../client/features/offers/utils/offer-terms.ts'
import { isBrandOffer, sponsorsOf } from '../../../client/features/offers/utils/sponsors.ts'
import { OFFER_TYPES } from '../../../shared/constants/states.ts'
import type { Offer } from '../../../shared/contract/offers.ts'
import { LOGIN_ROUTES } from '../../../shared/routes/account-routes.ts'
import { createRouteTable, matchRoute as matchIn } from '../../../shared/routes/route-table.ts'

const table = createRouteTable({ identityStartPrefix: '/id/start' })
const matchRoute = (path: string) => matchIn(table, path)

const offer = (change: Partial<Offer> = {}): Offer => ({
  id: '7-milk',
  sourceType: 'PIANO',
  type: 'PRODUCT',
  state: 'UNLOADED',
  status: 'ACTIVE',
  isBookmarked: false,
  title: '100 bonus points on milk',
  description: '100 bonus points on milk. One per collector.',
  sponsorDisplayName: "Sainsbury's",
  brandDetailsKey: 'sainsburys',
  howTo: '',
  endDate: '2026-12-01T12:00:00.000Z',
  savedAt: null,
  imgUrls: { imageUrl: { url: '/i/640.svg' }, versions: {}, others: [] },
  sponsorImageUrl: '/l.svg',
  imageUrls: {},
  detailImageUrl: '/i/1360.svg',
  ...change,
})

t.test('details paths by source; from saved offers the /saved/ pages', async (t) => {
  t.equal(offerDetailsPath(offer()), '/offer-details/food/7-milk')
  t.equal(offerDetailsPath(offer({ sourceType: 'NECTAR_PRICE' })), '/offer-details/your-nectar-prices/7-milk')
  t.equal(offerDetailsPath(offer({ sourceType: 'COALITION' })), '/offer-details/brand/7-milk')
  t.equal(offerDetailsPath(offer(), { saved: true }), '/saved/offer-details/food/7-milk')
  t.equal(
    offerDetailsPath(offer({ sourceType: 'NECTAR_PRICE' }), { saved: true }),
    '/saved/offer-details/food/7-milk',
    'a saved Nectar Price opens as a supermarket (food) offer',
  )
  t.equal(
    offerDetailsPath(offer({ sourceType: 'COALITION' }), { saved: true }),
    '/saved/offer-details/brand/7-milk',
  )
  t.equal(offerDetailsPath(offer({ id: 'a/b' })), '/offer-details/food/a%2Fb', 'the id is encoded')
  for (const saved of [false, true])
    for (const sourceType of ['PIANO', 'NECTAR_PRICE', 'COALITION'] as const) {
      const path = offerDetailsPath(offer({ sourceType }), { saved })
      t.equal(matchRoute(path)?.entry.screen, 'offer-details', `${path} is a details route`)
    }
})

t.test('each details route goes back to its list; the saved ones to saved offers', async (t) => {
  const details = LOGIN_ROUTES.filter((entry) => entry.screen === 'offer-details').map((entry) => entry.path)
  t.same(
    details.map((path) => [path, backLinkOf(path).href]),
    [
      ['/offer-details/food/:offerId', '/sainsburys?filter=bonus'],
      ['/offer-details/your-nectar-prices/:offerId', '/sainsburys?filter=your-nectar-prices'],
      ['/offer-details/brand/:offerId', '/partners'],
      ['/saved/offer-details/food/:offerId', '/offers-saved'],
      ['/saved/offer-details/brand/:offerId', '/offers-saved'],
    ],
  )
})

t.test('offer type slugs: lower case with dashes, both ways; unknown → undefined', async (t) => {
  t.equal(offerTypeSlug('POINTS_MULTIPLIER'), 'points-multiplier')
  t.equal(offerTypeSlug('OPTIN_VISIT_WEBSITE'), 'optin-visit-website')
  for (const type of OFFER_TYPES) {
    t.equal(offerTypeOfSlug(offerTypeSlug(type)), type, `${type} round-trips`)
    t.ok(OFFER_TYPE_TITLES[type], `${type} has a heading`)
  }
  for (const slug of ['POINTS_MULTIPLIER', 'points_multiplier', 'nope', '', undefined])
    t.equal(offerTypeOfSlug(slug), undefined, `${slug} is no type`)
  t.equal(matchRoute('/offers/points-multiplier')?.entry.screen, 'offers')
  t.equal(matchRoute('/offers/brand')?.entry.screen, 'brand-offers', '/offers/brand is not a type')
})

t.test('brands: partner offers only, hidden ones not counted, one entry per key, by name', async (t) => {
  const partner = (brand: string | null, name: string, state: Offer['state'] = 'NOTOPTEDIN') =>
    offer({ sourceType: 'COALITION', brandDetailsKey: brand, sponsorDisplayName: name, state })
  const offers = [
    partner('esso', 'Esso'),
    partner('argos', 'Argos'),
    partner('esso', 'Esso', 'OPTEDIN'),
    partner('esso', 'Esso', 'HIDDEN'),
    partner('ebay', 'eBay', 'HIDDEN'),
    partner(null, 'Meadow Home & Garden'),
    offer(),
  ]
  t.same(
    sponsorsOf(offers).map(({ key, name, count }) => [key, name, count]),
    [
      ['argos', 'Argos', 1],
      ['esso', 'Esso', 2],
      ['meadow-home-garden', 'Meadow Home & Garden', 1],
    ],
  )
  t.equal(
    offers.filter(isBrandOffer('esso')).length,
    3,
    "a brand's page holds its hidden offers too (the list hides them)",
  )
  t.equal(offers.filter(isBrandOffer('sainsburys')).length, 0, 'supermarket offers are no brand page')
})

t.test(
  'which popup confirms a load: vouchers by variant every time, LOAD_OFFER once per visit',
  async (t) => {
    t.equal(savedVoucherVariant({ type: 'COUPON' }), 'saved-list')
    t.equal(savedVoucherVariant({ type: 'BARCODE' }), 'scan-at-till')
    for (const type of OFFER_TYPES.filter((type) => type !== 'COUPON' && type !== 'BARCODE'))
      t.equal(savedVoucherVariant({ type }), undefined, `${type} is no voucher`)
    t.same(loadConfirmation({ type: 'PRODUCT' }, false), { popup: 'LOAD_OFFER' })
    t.same(
      loadConfirmation({ type: 'PRODUCT' }, true),
      { popup: null },
      'not a second time on the same visit',
    )
    t.same(loadConfirmation({ type: 'COUPON' }, true), { popup: 'SAVED_VOUCHER', variant: 'saved-list' })
    t.same(loadConfirmation({ type: 'BARCODE' }, false), { popup: 'SAVED_VOUCHER', variant: 'scan-at-till' })
  },
)

t.test("an offer's terms: its description and its end date", async (t) => {
  t.equal(
    offerTerms(offer()),
    '100 bonus points on milk. One per collector.\nThis offer ends on 1 December 2026.',
  )
})

t.test(
  'details actions: the card’s (Unload when saved), Unhide when hidden, none when locked; what loads',
  async (t) => {
    const labels = (change: Partial<Offer>) => detailActionsFor(offer(change)).map(({ label }) => label)
    t.same(labels({}), ['Load', 'Hide'])
    t.same(labels({ state: 'PINNED' }), ['Unpin', 'Unload', 'Hide'], 'a saved offer can be unloaded')
    t.same(labels({ state: 'HIDDEN' }), ['Unhide'])
    t.same(labels({ state: 'HIDDEN', status: 'LOCKED' }), [])
    t.same(labels({ status: 'LOCKED' }), [])
    t.ok(isLoadable(offer()))
    t.ok(isLoadable(offer({ sourceType: 'COALITION', state: 'NOTOPTEDIN' })))
    t.notOk(isLoadable(offer({ status: 'LOCKED' })), 'not a LOCKED one')
    t.notOk(isLoadable(offer({ state: 'LOADED' })))
    t.ok(isBulkLoadable(offer()))
    t.notOk(
      isBulkLoadable(offer({ sourceType: 'COALITION', state: 'UNLOADED' })),
      'partner offers opt in one by one',
    )
    t.notOk(isBulkLoadable(offer({ status: 'LOCKED' })))
    t.notOk(isBulkLoadable(offer({ state: 'HIDDEN' })))
  },
)
