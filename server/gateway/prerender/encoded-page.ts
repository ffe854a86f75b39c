/**
 * One rendered page as sent: its HTML, its ETag, and its brotli and gzip forms, each made the first
 * time a visitor asks for it and kept until the next render. Compressing every page of a render up
 * front (brotli at its best, about 50 to 90 ms a page on a 2-core machine, 70 pages in all) cost every
 * start seconds of CPU for forms that may never be asked for before the next render.
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

export type Encoding = 'identity' | 'br' | 'gzip'

export type EncodedPage = {
  etag: string
  /** The body in that encoding; compressed on zlib's thread pool, never on the event loop. */
  body(encoding: Encoding): Promise<Buffer>
}

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

const compress = (html: Buffer, encoding: Exclude<Encoding, 'identity'>) =>
  encoding === 'br'
    ? brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
    : gzipped(html, { level: constants.Z_BEST_COMPRESSION })

export function encodedPage(html: string): EncodedPage {
  const identity = Buffer.from(html)
  const compressed = new Map<Encoding, Promise<Buffer>>([['identity', Promise.resolve(identity)]])
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    body(encoding) {
      const known = compressed.get(encoding)
      if (known) return known
      const made = compress(identity, encoding as Exclude<Encoding, 'identity'>)
      // A failed compression is tried again by the next visitor who asks for it.
      made.catch(() => compressed.delete(encoding))
      compressed.set(encoding, made)
      return made
    },
  }
}
