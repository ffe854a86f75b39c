/**
 * The offline card in the client build: index.html links the web app manifest; the manifest opens
 * the home page standalone with icons that exist (the PNGs drawn at build time, checked pixel by
 * pixel); the service worker sits at the output's root and keeps the files the home page loads,
 * all of which exist (the /api answers it keeps: service-worker/offline-policy.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'
import t from 'tap'
import { buildClient } from '../../client/build.ts'

const outdir = join(t.testdir(), 'dist')
await buildClient({ outdir })
const html = readFileSync(join(outdir, 'index.html'), 'utf8')
const manifest = JSON.parse(readFileSync(join(outdir, 'manifest.webmanifest'), 'utf8')) as {
  name: string
  short_name: string
  start_url: string
  scope: string
  display: string
  theme_color: string
  icons: Array<{ src: string; sizes: string; type: string }>
}
const worker = readFileSync(join(outdir, 'service-worker.js'), 'utf8')

/** Width, height and the RGBA pixel at (x, y) of a PNG written by client/build/app-icon.ts. */
function readPng(file: Buffer) {
  const width = file.readUInt32BE(16)
  const height = file.readUInt32BE(20)
  const idatAt = file.indexOf('IDAT')
  const pixels = inflateSync(file.subarray(idatAt + 4, idatAt + 4 + file.readUInt32BE(idatAt - 4)))
  const pixel = (x: number, y: number) => [...pixels.subarray(y * (1 + width * 4) + 1 + x * 4).subarray(0, 4)]
  return { signature: file.subarray(0, 8).toString('hex'), width, height, pixel }
}

t.test('index.html links the manifest', async (t) => {
  t.match(html, '<link rel="manifest" href="/manifest.webmanifest">')
})

t.test('the manifest: the home page in a window of its own, the scheme name and colour', async (t) => {
  t.equal(manifest.start_url, '/homepage')
  t.equal(manifest.scope, '/')
  t.equal(manifest.display, 'standalone')
  t.equal(manifest.name, 'Nectar')
  t.equal(manifest.short_name, 'Nectar')
  t.match(html, `<meta name="theme-color" content="${manifest.theme_color}">`, 'the same colour as the page')
  t.same(
    manifest.icons.map((icon) => [icon.sizes, icon.type]),
    [
      ['any', 'image/svg+xml'],
      ['192x192', 'image/png'],
      ['512x512', 'image/png'],
    ],
  )
  for (const icon of manifest.icons) t.ok(existsSync(join(outdir, icon.src)), `${icon.src} exists`)
})

t.test('the PNG icons are the favicon drawn at their size', async (t) => {
  for (const icon of manifest.icons.filter((each) => each.type === 'image/png')) {
    const png = readPng(readFileSync(join(outdir, icon.src)))
    const size = Number(icon.sizes.split('x')[0])
    t.equal(png.signature, '89504e470d0a1a0a', `${icon.sizes}: a PNG`)
    t.same([png.width, png.height], [size, size], `${icon.sizes}: its declared size`)
    t.same(png.pixel(0, 0), [0, 0, 0, 0], `${icon.sizes}: the rounded corner is clear`)
    t.same(png.pixel(size / 2, size / 2), [0x5b, 0x1a, 0x8f, 0xff], `${icon.sizes}: purple in the middle`)
    t.same(
      png.pixel(size / 2 + size / 4, size / 2),
      [0xff, 0xff, 0xff, 0xff],
      `${icon.sizes}: the white ring`,
    )
  }
})

t.test('the worker keeps what the home page loads', async (t) => {
  // The shell's list is the one array of strings in the worker that names the manifest.
  const list = [...worker.matchAll(/\[(?:"[^"]*",?)+\]/g)].find((match) => match[0].includes('webmanifest'))
  const kept = JSON.parse(list?.[0] ?? '[]') as string[]
  t.ok(kept.length > 5, 'the list is in the worker')
  const assets = kept.filter((path) => path.startsWith('/assets/'))
  for (const path of assets) t.ok(existsSync(join(outdir, path)), `${path} exists`)
  const entry = /src="(\/assets\/main-[^"]+\.js)"/.exec(html)?.[1]
  t.ok(entry && assets.includes(entry), 'the entry script')
  t.ok(
    assets.some((path) => /^\/assets\/main-[^/]+\.css$/.test(path)),
    'the stylesheet',
  )
  t.ok(
    assets.some((path) => /^\/assets\/home-[^/]+\.js$/.test(path)),
    'the home screen',
  )
  t.ok(
    assets.some((path) => /^\/assets\/notifications-[^/]+\.js$/.test(path)),
    "the shell's notifications region",
  )
  t.ok(
    assets.some((path) => /^\/assets\/route-tables-[^/]+\.js$/.test(path)),
    'the route tables, which the router loads lazily',
  )
  t.ok(kept.includes('/manifest.webmanifest'), 'the manifest')
  t.same(
    kept.filter((path) => !path.startsWith('/assets/')),
    ['/manifest.webmanifest'],
    'besides the manifest only hashed assets: no /api answer, no page in the list',
  )
})
