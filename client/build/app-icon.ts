/**
 * The app icon as PNG, drawn at build time so the repository holds no binary: the favicon's shape
 * (client/public/favicon.svg, a 32-unit square with rounded corners and a ring) at any size, for
 * the web app manifest's icons that must be raster. A minimal PNG: 8-bit RGBA, one IDAT, no filter.
 * @see https://www.w3.org/TR/png-3/#5DataRep
 */
import { crc32, deflateSync } from 'node:zlib'

const PURPLE = [0x5b, 0x1a, 0x8f, 0xff]
const WHITE = [0xff, 0xff, 0xff, 0xff]
const CLEAR = [0, 0, 0, 0]

/** The favicon's geometry in its 32-unit box: corner radius 7, ring of radius 8 and width 4. */
function colourAt(x: number, y: number): number[] {
  const corner = 7
  const cx = Math.min(Math.max(x, corner), 32 - corner)
  const cy = Math.min(Math.max(y, corner), 32 - corner)
  if (Math.hypot(x - cx, y - cy) > corner) return CLEAR
  const fromCentre = Math.hypot(x - 16, y - 16)
  return Math.abs(fromCentre - 8) <= 2 ? WHITE : PURPLE
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A square PNG of `size` pixels, each sampled at its centre. */
export function appIconPng(size: number): Buffer {
  const rows: Buffer[] = []
  for (let row = 0; row < size; row++) {
    const line = Buffer.alloc(1 + size * 4) // filter byte 0 (none), then RGBA pixels
    for (let column = 0; column < size; column++) {
      const colour = colourAt(((column + 0.5) * 32) / size, ((row + 0.5) * 32) / size)
      line.set(colour, 1 + column * 4)
    }
    rows.push(line)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 6, 0, 0, 0], 8) // bit depth 8, colour type RGBA, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
