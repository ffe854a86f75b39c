/**
 * The card's barcode as an SVG data URL for an <img src> (CSP img-src allows data:): Code 128 of
 * the full card number, prefix included.
 * @see https://github.com/metafloor/bwip-js#node-js-usage
 */
import { toSVG } from 'bwip-js'
import { CARD_PREFIX } from '../../../../../shared/constants/limits.ts'

export function barcodeDataUrl(cardNumber: string): string {
  const svg = toSVG({ bcid: 'code128', text: `${CARD_PREFIX}${cardNumber}`, height: 15, includetext: false })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
