/**
 * A BARCODE offer's own barcode, scanned at the till with the card (spec §3 type BARCODE): the
 * Code 128 of the id the offers API knows the offer by at the till, its state key (spec §7: the id,
 * or its part before the first dash), as a base64 PNG (lib/code128-png.ts). Only on a saved offer:
 * an offer not loaded gives no points at the till.
 */
import { isSavedState } from '../../../shared/constants/states.ts'
import { type Offer, offerStateId } from '../../../shared/contract/offers.ts'
import { code128Png } from '../lib/code128-png.ts'

export async function withOfferBarcode(offer: Offer): Promise<Offer> {
  if (offer.type !== 'BARCODE' || !isSavedState(offer.state)) return offer
  const png = await code128Png(offerStateId(offer.id))
  return { ...offer, base64BarCode: png.toString('base64') }
}
