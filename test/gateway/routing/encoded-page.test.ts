/** A rendered page's encodings: each made once, when first asked for, and all under one ETag. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import t from 'tap'
import { encodedPage } from '../../../server/gateway/prerender/encoded-page.ts'

const HTML = `<!doctype html><html><body>${'<p>Collect points</p>'.repeat(200)}</body></html>`

t.test('each encoding is made the first time it is asked for, then kept', async (t) => {
  const page = encodedPage(HTML)
  t.equal((await page.body('identity')).toString(), HTML)
  const br = page.body('br')
  t.equal(page.body('br'), br, 'a second visitor meanwhile shares the first compression')
  t.equal(brotliDecompressSync(await br).toString(), HTML)
  t.ok((await br).length < HTML.length / 10, 'compressed')
  t.equal(page.body('br'), br, 'kept')
  t.equal(gunzipSync(await page.body('gzip')).toString(), HTML)
})

t.test("the ETag is the HTML's, whatever the encoding", async (t) => {
  t.equal(encodedPage(HTML).etag, encodedPage(HTML).etag)
  t.not(encodedPage(HTML).etag, encodedPage(`${HTML} `).etag)
  t.match(encodedPage(HTML).etag, /^"[A-Za-z0-9_-]{27}"$/)
})
