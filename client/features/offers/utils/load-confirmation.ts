/**
 * Which popup confirms a loaded offer (routes §2.5 LOAD_OFFER; registration §2 saved-voucher
 * popup). Voucher-type offers (COUPON, BARCODE) get the saved-voucher popup instead of LOAD_OFFER,
 * every time, since each says what to do with that voucher:
 * - a COUPON is a voucher kept in the saved list until it is used: variant 'saved-list', "You've
 *   added a voucher to your 'saved list'";
 * - a BARCODE offer is redeemed by scanning the card and the offer's barcode at the till: variant
 *   'scan-at-till', "Remember to scan your card and barcode at the till", with its 3 steps.
 * Any other offer gets LOAD_OFFER, at most once per page visit: it explains loading, which a
 * collector loading several offers in a row needs to read only once.
 */
import type { Offer } from '../../../../shared/contract/offers.ts'

export type SavedVoucherVariant = 'saved-list' | 'scan-at-till'

export function savedVoucherVariant(offer: Pick<Offer, 'type'>): SavedVoucherVariant | undefined {
  if (offer.type === 'COUPON') return 'saved-list'
  if (offer.type === 'BARCODE') return 'scan-at-till'
  return undefined
}

export type LoadConfirmation =
  | { popup: 'SAVED_VOUCHER'; variant: SavedVoucherVariant }
  | { popup: 'LOAD_OFFER' }
  | { popup: null }

/** The popup for an offer just loaded, given whether LOAD_OFFER already showed on this page visit. */
export function loadConfirmation(offer: Pick<Offer, 'type'>, loadOfferShown: boolean): LoadConfirmation {
  const variant = savedVoucherVariant(offer)
  if (variant) return { popup: 'SAVED_VOUCHER', variant }
  return loadOfferShown ? { popup: null } : { popup: 'LOAD_OFFER' }
}
