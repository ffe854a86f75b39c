/** One offer as the offers upstream answers it (shared/contract/offers.ts), for the upstream client's tests. */
import type { Offer } from '../../../shared/contract/offers.ts'

export function offerFixture(id: string): Offer {
  const image = `/content/offers/${id}/640.svg`
  return {
    id,
    sourceType: 'PIANO',
    type: 'PRODUCT',
    state: 'UNLOADED',
    status: 'ACTIVE',
    isBookmarked: false,
    title: 'Collect 50 bonus points',
    description: 'When you buy any loaf of bread',
    sponsorDisplayName: "Sainsbury's",
    brandDetailsKey: null,
    howTo: '<p>Load the offer, then shop.</p>',
    endDate: '2030-01-31T23:59:59.000Z',
    savedAt: null,
    imgUrls: { imageUrl: { url: image }, versions: { '640': image }, others: [] },
    sponsorImageUrl: '/content/logos/sainsburys.svg',
    imageUrls: {},
    detailImageUrl: image,
  }
}
