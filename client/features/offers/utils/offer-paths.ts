/**
 * Where an offer's pages are (routes specification §2.3): its details page by source (`food` for
 * the supermarket's bonus offers, `your-nectar-prices` for Nectar Prices, `brand` for partner
 * offers), the list each details page goes back to, and the `/offers/:offerType` slug of a type.
 */
import { OFFER_TYPES } from '../../../../shared/constants/states.ts'
import type { Offer } from '../../../../shared/contract/offers.ts'

export type OfferType = Offer['type']
type OfferDetailsKind = 'food' | 'your-nectar-prices' | 'brand'

const KIND_OF_SOURCE: Record<Offer['sourceType'], OfferDetailsKind> = {
  PIANO: 'food',
  NECTAR_PRICE: 'your-nectar-prices',
  COALITION: 'brand',
}

/**
 * An offer's details page. From saved offers it is the `/saved/...` page, which has no Nectar
 * Prices variant: a saved Nectar Price is a supermarket offer, so it opens as `food`.
 */
export function offerDetailsPath(offer: Pick<Offer, 'id' | 'sourceType'>, { saved = false } = {}): string {
  const kind = KIND_OF_SOURCE[offer.sourceType]
  const id = encodeURIComponent(offer.id)
  if (saved) return `/saved/offer-details/${kind === 'brand' ? 'brand' : 'food'}/${id}`
  return `/offer-details/${kind}/${id}`
}

export type BackLink = { href: string; label: string }

const BACK_LINKS: Record<OfferDetailsKind | 'saved', BackLink> = {
  food: { href: '/sainsburys?filter=bonus', label: 'Back to supermarket offers' },
  'your-nectar-prices': {
    href: '/sainsburys?filter=your-nectar-prices',
    label: 'Back to Your Nectar Prices',
  },
  brand: { href: '/partners', label: 'Back to partner offers' },
  saved: { href: '/offers-saved', label: 'Back to saved offers' },
}

/** The list a details page route (its route-table pattern) goes back to. */
export function backLinkOf(routePath: string): BackLink {
  if (routePath.startsWith('/saved/')) return BACK_LINKS.saved
  const kind = routePath.split('/')[2]
  return kind === 'your-nectar-prices' || kind === 'brand' ? BACK_LINKS[kind] : BACK_LINKS.food
}

/** `POINTS_MULTIPLIER` ↔ `points-multiplier`: the type lower-cased, `_` as `-`. */
export const offerTypeSlug = (type: OfferType): string => type.toLowerCase().replaceAll('_', '-')

export function offerTypeOfSlug(slug: string | undefined): OfferType | undefined {
  return OFFER_TYPES.find((type) => offerTypeSlug(type) === slug)
}

/** The heading of an offer type's page: the type in words. */
export const OFFER_TYPE_TITLES: Record<OfferType, string> = {
  PRODUCT: 'Product offers',
  POINTS_MULTIPLIER: 'Points multiplier offers',
  BARCODE: 'Barcode offers',
  TRIGGER: 'Trigger offers',
  BASKET: 'Basket offers',
  OPTIN: 'Opt-in offers',
  CALL: 'Call offers',
  COUPON: 'Coupon offers',
  OPTIN_VISIT_WEBSITE: 'Opt in and visit website offers',
  ONLINE: 'Online offers',
  PROMO: 'Promo offers',
}
