/**
 * An offer row as the offers API answers it (spec §3 Offer): image URLs at every width, served by
 * the content API at same-origin paths the gateway forwards, and the sponsor's logo.
 */
import type { OfferState } from '../../../shared/constants/states.ts'
import { OFFER_IMAGE_WIDTHS, type Offer } from '../../../shared/contract/offers.ts'
import type { CatalogueOfferRow, CollectorOfferRow } from './repository.ts'

const offerImageUrl = (offerId: string, width: number) => `/content/offers/${offerId}/${width}.svg`

const logoUrl = (key: string) => `/content/logos/${key}.svg`

/** A catalogue offer, with the collector's state when they have it. */
export function offerView(
  row: CatalogueOfferRow,
  mine: { state: OfferState; bookmarked: boolean; savedAt: Date | null } = {
    state: 'UNLOADED',
    bookmarked: false,
    savedAt: null,
  },
): Offer {
  const versions = Object.fromEntries(
    OFFER_IMAGE_WIDTHS.map((width) => [String(width), offerImageUrl(row.id, width)]),
  )
  const logo = row.brand_details_key ? logoUrl(row.brand_details_key) : undefined
  return {
    id: row.id,
    sourceType: row.source_type,
    type: row.type as Offer['type'],
    state: mine.state,
    status: row.status,
    isBookmarked: mine.bookmarked,
    title: row.title,
    description: row.description,
    sponsorDisplayName: row.sponsor_display_name,
    brandDetailsKey: row.brand_details_key,
    howTo: row.how_to,
    endDate: new Date(row.ends_at).toISOString(),
    savedAt: mine.savedAt && new Date(mine.savedAt).toISOString(),
    imgUrls: {
      imageUrl: { url: offerImageUrl(row.id, 640) },
      versions,
      others: OFFER_IMAGE_WIDTHS.map((width) => ({ width, url: offerImageUrl(row.id, width) })),
    },
    sponsorImageUrl: logo ?? offerImageUrl(row.id, 288),
    imageUrls: logo ? { logoImageUrl: logo } : {},
    detailImageUrl: offerImageUrl(row.id, 1360),
  }
}

export const collectorOfferView = (row: CollectorOfferRow): Offer =>
  offerView(row, { state: row.state, bookmarked: row.bookmarked_at !== null, savedAt: row.saved_at })
