/**
 * A BARCODE offer's own barcode, scanned at the till with the card (spec §3 type BARCODE): the
 * Code 128 of the id the offers API knows the offer by at the till, its state key (spec §7: the id,
 * or its part before the first dash), as a base64 PNG drawn by bwip-js. Only on a saved offer:
 * an offer not loaded gives no points at the till.
 * @see https://github.com/metafloor/bwip-js#node-js-usage
 */
import { toBuffer } from 'bwip-js'
import { isSavedState } from '../../../shared/constants/states.ts'
import { type Offer, offerStateId } from '../../../shared/contract/offers.ts'

export async function withOfferBarcode(offer: Offer): Promise<Offer> {
  if (offer.type !== 'BARCODE' || !isSavedState(offer.state)) return offer
  const png = await toBuffer({
    bcid: 'code128',
    text: offerStateId(offer.id),
    scale: 3,
    height: 18,
    paddingwidth: 10,
    paddingheight: 4,
    backgroundcolor: 'ffffff',
    includetext: false,
  })
  return { ...offer, base64BarCode: png.toString('base64') }
}
