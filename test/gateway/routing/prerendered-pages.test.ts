/**
 * The public pages rendered to HTML (server/gateway/plugins/app/prerendered-pages.ts), against a
 * real client build and a gateway without an upstream: which visitors get a page's HTML and which
 * the client shell, the cookie-question variants, compression and revalidation, the not-found page,
 * and a page whose data cannot be fetched (help, with no upstream) left to the shell.
 */
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import t from 'tap'
import { buildClient } from '../../../client/build.ts'
import { NOT_FOUND_PAGE } from '../../../client/prerender/pages.ts'
import { CONSENT_COOKIE_NAME } from '../../../shared/analytics/consent-cookie.ts'
import { FORCE_SWITCHES_PARAM } from '../../../shared/switches.ts'
import { buildTestGateway } from '../../helpers/gateway.ts'

const clientDir = join(t.testdir(), 'dist')
await buildClient({ outdir: clientDir })

const gateway = await buildTestGateway(
  t,
  {},
  {
    clientDir,
    register: (fastify) => {
      fastify.get('/test/sign-in', async (request) => {
        request.session.set('collectorId', 'collector-1')
        return { ok: true }
      })
    },
  },
)
await gateway.prerenderedPages.rendered()

const EMPTY_ROOT = '<div id="root"></div>'
const get = (url: string, headers: Record<string, string> = {}) =>
  gateway.inject({
    method: 'GET',
    url,
    headers: { host: new URL(gateway.config.PUBLIC_ORIGIN).host, ...headers },
  })

t.test('the public pages are rendered, the signed-in and data pages are not', async (t) => {
  const paths = gateway.prerenderedPages.paths()
  for (const path of [
    '/welcome',
    '/',
    '/privacy-and-legal',
    '/contact-us',
    '/id/start/card-check',
    '/id/start/enter-collector-id',
  ])
    t.ok(paths.includes(path), `${path} is rendered`)
  t.notOk(paths.includes('/homepage'), 'a signed-in page is not')
  t.notOk(
    paths.includes('/id/start/enter-card-number'),
    'card-number entry, which the skip switch sends on, is not',
  )
  t.notOk(paths.includes('/help'), 'help, whose questions could not be fetched, is not')
})

t.test('a signed-out visitor gets the HTML of the page, with its start state', async (t) => {
  const page = await get('/privacy-and-legal')
  t.equal(page.statusCode, 200)
  t.match(page.headers['content-type'], /^text\/html/)
  t.match(page.body, /<h1>Privacy and legal<\/h1>/, 'the heading is in the HTML')
  t.match(page.body, /<title>Privacy and legal \| /, 'and the page title')
  t.match(page.body, /<script type="application\/json" id="start-state">/, 'the start state is a JSON block')
  const scripts = [...page.body.matchAll(/<script>([^<]*)<\/script>/g)].map(([, text]) => text ?? '')
  t.equal(scripts.length, 1, 'one inline script: the one that holds presses made before hydration')
  const scriptHash = createHash('sha256')
    .update(scripts[0] ?? '')
    .digest('base64')
  t.match(
    page.headers['content-security-policy'],
    new RegExp(`script-src 'self' 'sha256-${scriptHash.replaceAll('+', '\\+')}';`),
    'the CSP allows that script and no other',
  )
  t.ok(
    page.body.indexOf('<script>') < page.body.indexOf('<div id="root">'),
    'it runs before anything can be pressed',
  )
  t.notMatch(page.body, / style="/, 'no style attribute (the CSP refuses it)')
  const style = /<style>([^<]*)<\/style>/.exec(page.body)?.[1] ?? ''
  t.ok(style.length > 1000, 'the stylesheet is inline: the page paints without another request')
  t.notMatch(page.body, /<link rel="stylesheet"/, 'and not linked as well')
  const hash = createHash('sha256').update(style).digest('base64')
  t.match(
    page.headers['content-security-policy'],
    `style-src 'self' 'sha256-${hash}'`,
    'the CSP allows that style',
  )
  t.match(page.headers.vary, /cookie/, 'varies by cookie')
  t.match(page.headers['cache-control'], /private/)
})

t.test('the cookie question is in the HTML until the visitor has answered it', async (t) => {
  const asking = await get('/welcome')
  const answered = await get('/welcome', { cookie: `${CONSENT_COOKIE_NAME}=analytics` })
  t.match(asking.body, /Accept all cookies/)
  t.notMatch(answered.body, /Accept all cookies/)
  t.match(answered.body, /Welcome to/)
  t.not(asking.headers.etag, answered.headers.etag, 'each variant has its own ETag')
})

t.test('compressed as the browser accepts, and revalidated by ETag', async (t) => {
  const plain = await get('/contact-us')
  const br = await get('/contact-us', { 'accept-encoding': 'gzip, deflate, br' })
  t.equal(br.headers['content-encoding'], 'br')
  t.equal(brotliDecompressSync(br.rawPayload).toString(), plain.body, 'the same page')
  const gzip = await get('/contact-us', { 'accept-encoding': 'gzip, deflate' })
  t.equal(gzip.headers['content-encoding'], 'gzip')
  t.equal(gunzipSync(gzip.rawPayload).toString(), plain.body, 'the same page, gzip')
  t.equal(gzip.headers.etag, br.headers.etag, 'one ETag whatever the encoding')
  const again = await get('/contact-us', { 'if-none-match': String(plain.headers.etag) })
  t.equal(again.statusCode, 304)
})

t.test('visitors the HTML does not fit get the client shell', async (t) => {
  const signIn = await get('/test/sign-in')
  const session = String(signIn.headers['set-cookie']).split(';')[0] ?? ''
  const signedIn = await get('/privacy-and-legal', { cookie: session })
  t.equal(signedIn.statusCode, 200)
  t.match(signedIn.body, EMPTY_ROOT, 'a signed-in collector: the shell')

  const forcing = await get(`/privacy-and-legal?${FORCE_SWITCHES_PARAM}=isPicksEnabled`)
  t.match(forcing.body, EMPTY_ROOT, 'a link that forces a switch: the shell')
  const forcedCookie = [forcing.headers['set-cookie'] ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((cookie) => cookie.startsWith('forced-switches='))
  t.ok(forcedCookie, 'the forcing is remembered')
  const forced = await get('/privacy-and-legal', { cookie: forcedCookie ?? '' })
  t.match(forced.body, EMPTY_ROOT, 'a browser that forces a switch: the shell')

  t.match((await get('/contact-us?utm_source=mail')).body, EMPTY_ROOT, 'a query string: the shell')
  const next = await get('/id/start/enter-collector-id?next=%2Fhomepage')
  t.notMatch(next.body, EMPTY_ROOT, 'card-number entry keeps its HTML with `next`')
})

t.test('an unknown page gets the not-found HTML with a 404', async (t) => {
  const page = await get('/no-such-page')
  t.equal(page.statusCode, 404)
  t.match(page.body, /Sorry, we can(&#x27;|')t find that page/)
  t.notOk(page.headers.etag, 'a 404 takes no part in revalidation')
  t.notOk(gateway.prerenderedPages.paths().includes(NOT_FOUND_PAGE.path), 'its render path is no page')
})

t.test('a gateway closed while it renders the pages logs no error', async (t) => {
  const lines: string[] = []
  const closing = await buildTestGateway(
    t,
    {},
    { clientDir, logStream: { write: (line) => void lines.push(line) } },
  )
  await closing.close()
  await closing.prerenderedPages.rendered()
  const errors = lines
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((line) => line.level >= 50)
  t.same(
    errors.map((line) => line.msg),
    [],
    'the render cut short by the close is not a fault to report',
  )
  t.notOk(
    lines.some((line) => line.includes('public pages rendered to HTML')),
    'and it did not finish',
  )
})
