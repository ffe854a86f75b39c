/**
 * Answers of the main read endpoints as the sandbox gives them to Alex Taylor (card 10000000001,
 * README "Sandbox"), shown in the OpenAPI document as each success answer's example. Redocly checks
 * each one against its schema, and test/gateway/openapi/sandbox-examples.test.ts against the
 * sandbox's own seed data, so an example cannot drift from either.
 */
import type { activityApi } from '../../../shared/contract/activity.ts'
import type { cardApi } from '../../../shared/contract/card.ts'
import type { ResultOf } from '../../../shared/contract/endpoint.ts'
import { OFFER_IMAGE_WIDTHS, type Offer } from '../../../shared/contract/offers.ts'

const imageUrl = (offerId: string, width: number) => `/content/offers/${offerId}/${width}.svg`

/** An offer of the sandbox catalogue, with the image and logo URLs the content API serves. */
function sandboxOffer(
  offer: Omit<Offer, 'imgUrls' | 'sponsorImageUrl' | 'imageUrls' | 'detailImageUrl'>,
): Offer {
  const logo = `/content/logos/${offer.brandDetailsKey}.svg`
  return {
    ...offer,
    imgUrls: {
      imageUrl: { url: imageUrl(offer.id, 640) },
      versions: Object.fromEntries(
        OFFER_IMAGE_WIDTHS.map((width) => [String(width), imageUrl(offer.id, width)]),
      ),
      others: OFFER_IMAGE_WIDTHS.map((width) => ({ width, url: imageUrl(offer.id, width) })),
    },
    sponsorImageUrl: logo,
    imageUrls: { logoImageUrl: logo },
    detailImageUrl: imageUrl(offer.id, 1360),
  }
}

const HOW_TO =
  "<ol><li>Load the offer here.</li><li>Shop with Sainsbury's and scan your card.</li><li>Your points arrive within 48 hours.</li></ol>"

export const SANDBOX_OFFERS: readonly Offer[] = [
  sandboxOffer({
    id: '710001-british-semi-skimmed-milk-4-pi',
    sourceType: 'PIANO',
    type: 'POINTS_MULTIPLIER',
    state: 'LOADED',
    status: 'ACTIVE',
    isBookmarked: false,
    title: "3x points on British semi-skimmed milk, 4 pints at Sainsbury's",
    description:
      "3x points on British semi-skimmed milk, 4 pints at Sainsbury's. Offer ends on the date shown; one per collector.",
    sponsorDisplayName: "Sainsbury's",
    brandDetailsKey: 'sainsburys',
    howTo: HOW_TO,
    endDate: '2026-12-09T09:00:00.000Z',
    savedAt: '2026-11-20T18:42:00.000Z',
  }),
  sandboxOffer({
    id: '410002-warburtons-toastie-loaf',
    sourceType: 'NECTAR_PRICE',
    type: 'BARCODE',
    state: 'UNLOADED',
    status: 'ACTIVE',
    isBookmarked: false,
    title: 'Nectar Price: Warburtons toastie loaf £1.65 (was £2.40)',
    description:
      'Nectar Price: Warburtons toastie loaf £1.65 (was £2.40). Offer ends on the date shown; one per collector.',
    sponsorDisplayName: "Sainsbury's",
    brandDetailsKey: 'sainsburys',
    howTo: HOW_TO,
    endDate: '2026-12-10T09:00:00.000Z',
    savedAt: null,
  }),
]

const TRANSACTIONS_PAGE: ResultOf<typeof activityApi.transactions> = {
  transactions: [
    {
      id: '3b9f6c2e-41d7-4a8e-a1c4-7d2e9b0f5a63',
      date: '2026-11-24T17:12:00.000Z',
      brandKey: 'sainsburys',
      partnerName: "Sainsbury's",
      logoUrl: '/content/logos/sainsburys.svg',
      description: 'Shopping in store',
      points: 146,
    },
    {
      id: '9e1d0a74-5c3b-4f62-a8d9-2b6f4e7c1d08',
      date: '2026-11-21T08:03:00.000Z',
      brandKey: 'esso',
      partnerName: 'Esso',
      logoUrl: '/content/logos/esso.svg',
      description: 'Fuel',
      points: 94,
    },
  ],
  hasMore: true,
  nextToken: 'MjAyNi0xMS0yMVQwODowMzowMFo',
  isFeedDelayed: false,
}

const BALANCE: ResultOf<typeof cardApi.balance> = { points: 12480 }

/** Success examples by operationId. */
export const SANDBOX_EXAMPLES: Readonly<Record<string, unknown>> = {
  'card.balance': BALANCE,
  'offers.list': { offers: SANDBOX_OFFERS },
  'offers.detail': SANDBOX_OFFERS[0],
  'activity.transactions': TRANSACTIONS_PAGE,
}
