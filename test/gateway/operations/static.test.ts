import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import t from 'tap'
import { ASSET_PATH, ASSET_SOURCE, gatewayFor, INDEX_HTML } from './helpers.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

t.test('hashed assets are cached for a year and marked immutable', async (t) => {
  const { app } = await gatewayFor(t)
  const res = await app.inject({ url: ASSET_PATH })
  t.equal(res.statusCode, 200)
  t.equal(res.headers['cache-control'], IMMUTABLE)
  t.equal(res.headers['content-type'], 'application/javascript; charset=utf-8')
  t.equal(res.headers['content-encoding'], undefined, 'no Accept-Encoding: the plain file')
  t.equal(res.body, ASSET_SOURCE)
  t.match(res.headers.vary, /accept-encoding/i)
})

t.test('brotli is chosen when accepted, then gzip', async (t) => {
  const { app } = await gatewayFor(t)
  const br = await app.inject({ url: ASSET_PATH, headers: { 'accept-encoding': 'gzip, deflate, br' } })
  t.equal(br.headers['content-encoding'], 'br')
  t.equal(br.headers['cache-control'], IMMUTABLE)
  t.equal(br.headers['content-type'], 'application/javascript; charset=utf-8')
  t.equal(brotliDecompressSync(br.rawPayload).toString(), ASSET_SOURCE)

  const gz = await app.inject({ url: ASSET_PATH, headers: { 'accept-encoding': 'gzip' } })
  t.equal(gz.headers['content-encoding'], 'gzip')
  t.equal(gunzipSync(gz.rawPayload).toString(), ASSET_SOURCE)
})

t.test('the HTML shell is revalidated on every load', async (t) => {
  const { app } = await gatewayFor(t)
  const res = await app.inject({ url: '/no-such-page' })
  t.equal(res.statusCode, 404)
  t.equal(res.headers['cache-control'], 'no-cache')
  t.equal(res.headers['content-type'], 'text/html; charset=utf-8')
  t.equal(res.body, INDEX_HTML)
})

t.test('a missing asset is a plain 404, never the HTML shell', async (t) => {
  const { app } = await gatewayFor(t)
  const res = await app.inject({ url: '/assets/main-00000000.js' })
  t.equal(res.statusCode, 404)
  t.same(res.json(), { code: 'NOT_FOUND', message: 'Not found' })
})

t.test('compressed siblings and the shell are not addressable by name', async (t) => {
  const { app } = await gatewayFor(t)
  for (const url of [`${ASSET_PATH}.br`, `${ASSET_PATH}.gz`]) {
    const res = await app.inject({ url })
    t.equal(res.statusCode, 404, url)
  }
  const index = await app.inject({ url: '/index.html' })
  t.equal(index.statusCode, 404, '/index.html is an unknown page')
})

t.test('without a built client: one warning at boot and a 503 page for pages', async (t) => {
  const { app, logs } = await gatewayFor(t, { clientDir: null })
  await app.ready()
  const warnings = logs.lines().filter((line) => line.level === 40)
  t.equal(warnings.length, 1)
  t.match(
    warnings[0]?.msg,
    /^client not built: .*index\.html is missing, pages answer 503 \(run npm run build\)$/,
  )

  const page = await app.inject({ url: '/anything' })
  t.equal(page.statusCode, 503)
  t.equal(page.headers['content-type'], 'text/html; charset=utf-8')
  t.equal(page.headers['cache-control'], 'no-store')
  t.match(page.body, '<h1>Sorry, the service is unavailable</h1>')

  const api = await app.inject({ url: '/api/app-config' })
  t.equal(api.statusCode, 200, 'the API still works')
})
