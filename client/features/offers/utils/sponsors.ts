/**
 * The partner brands behind the collector's partner (COALITION) offers, for `/offers/brand`: one
 * entry per brand, keyed by the offer's `brandDetailsKey` (a slug of the sponsor's name when an
 * offer has none), which is also the `:id` of that brand's page `/offers/brand/:id`.
 */
import type { Offer } from '../../../../shared/contract/offers.ts'

export type Sponsor = { key: string; name: string; logo: string | undefined; count: number }

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const sponsorKeyOf = (offer: Offer): string => offer.brandDetailsKey ?? slug(offer.sponsorDisplayName)

/** A partner offer of the brand page `key`, hidden or not. */
export const isBrandOffer = (key: string) => (offer: Offer) =>
  offer.sourceType === 'COALITION' && sponsorKeyOf(offer) === key

/** The brands with partner offers the collector can see (hidden ones do not count), by name. */
export function sponsorsOf(offers: readonly Offer[]): Sponsor[] {
  const sponsors = new Map<string, Sponsor>()
  for (const offer of offers) {
    if (offer.sourceType !== 'COALITION' || offer.state === 'HIDDEN') continue
    const key = sponsorKeyOf(offer)
    const known = sponsors.get(key)
    if (known) known.count += 1
    else
      sponsors.set(key, {
        key,
        name: offer.sponsorDisplayName,
        logo: offer.imageUrls.logoImageUrl,
        count: 1,
      })
  }
  return [...sponsors.values()].sort((a, b) => a.name.localeCompare(b.name, 'en-GB'))
}
