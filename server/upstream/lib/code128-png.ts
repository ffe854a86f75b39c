/**
 * The Code 128 barcodes the upstream draws (the digital card, a saved BARCODE offer, a voucher), as
 * PNGs drawn by bwip-js: 3 px modules and quiet zones wide enough for a till's scanner.
 * A drawing is the same for the same text and takes about 2 ms of CPU (the drawing, then the PNG's
 * deflate), and the digital card is drawn on every home screen: the latest drawings are kept.
 * @see https://github.com/metafloor/bwip-js#node-js-usage
 */
import { toBuffer } from 'bwip-js'

/** Drawings kept: each is a few KB (a card number's about 7 KB), so at most a few MB. */
const KEPT = 1000

const drawings = new Map<string, Promise<Buffer>>()

const draw = (text: string) =>
  toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: 18,
    paddingwidth: 10,
    paddingheight: 4,
    backgroundcolor: 'ffffff',
    includetext: false,
  })

/** The PNG of `text`'s Code 128 barcode; concurrent asks for one text share one drawing. */
export function code128Png(text: string): Promise<Buffer> {
  const kept = drawings.get(text)
  if (kept) {
    // Most recently used last: the first in the map is the one to let go.
    drawings.delete(text)
    drawings.set(text, kept)
    return kept
  }
  const drawing = draw(text)
  drawings.set(text, drawing)
  // A text bwip-js refuses is not kept: the caller gets the error, and the next ask tries again.
  drawing.catch(() => drawings.delete(text))
  if (drawings.size > KEPT) drawings.delete(drawings.keys().next().value ?? '')
  return drawing
}
