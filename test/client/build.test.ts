/** The client build's output contract, which the gateway's static serving and CSP rely on. */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import t from 'tap'
import type { SizeReport } from '../../client/build/sizes.ts'
import { buildClient, buildClientIfChanged } from '../../client/build.ts'

const outdir = join(t.testdir(), 'dist')
t.equal(await buildClient({ outdir }), true, 'a forced build runs')
const html = readFileSync(join(outdir, 'index.html'), 'utf8')
const assets = readdirSync(join(outdir, 'assets'))

t.test('index.html loads the hashed entry and stylesheet, with no inline script or style', async (t) => {
  const scripts = [...html.matchAll(/<script\b([^>]*)>(.*?)<\/script>/gs)]
  t.equal(scripts.length, 1, 'one script tag')
  t.match(scripts[0]?.[1], /^ type="module" src="\/assets\/main-[A-Z0-9]{8}\.js"$/)
  t.equal(scripts[0]?.[2], '', 'the script tag is empty')
  t.notMatch(html, /<style|\sstyle=|\son[a-z]+=/i, 'no inline style or event handler')
  t.match(html, /<link rel="stylesheet" href="\/assets\/main-[A-Z0-9]{8}\.css">/)
  t.match(html, /<link rel="icon" type="image\/svg\+xml" href="\/assets\/favicon-[A-Za-z0-9_-]{8}\.svg">/)
  for (const [, url] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) {
    t.ok(existsSync(join(outdir, url ?? '')), `${url} exists`)
  }
})

t.test('every screen is its own chunk, and the captcha worker is built beside them', async (t) => {
  t.ok(
    assets.some((file) => /^welcome-[A-Z0-9]{8}\.js$/.test(file)),
    'welcome chunk',
  )
  t.ok(
    assets.some((file) => /^not-found-[A-Z0-9]{8}\.js$/.test(file)),
    'not-found chunk',
  )
  t.ok(
    assets.some((file) => /^captcha-solver-[A-Z0-9]{8}\.js$/.test(file)),
    'captcha worker',
  )
})

t.test('every text asset has brotli and gzip siblings with the same content', async (t) => {
  const text = [
    'index.html',
    ...assets.filter((file) => /\.(js|css|svg)$/.test(file)).map((file) => `assets/${file}`),
  ]
  for (const file of text) {
    const original = readFileSync(join(outdir, file))
    t.same(brotliDecompressSync(readFileSync(join(outdir, `${file}.br`))), original, `${file}.br`)
    t.same(gunzipSync(readFileSync(join(outdir, `${file}.gz`))), original, `${file}.gz`)
  }
})

t.test('the size report lists the JavaScript the welcome page loads', async (t) => {
  const sizes = JSON.parse(readFileSync(join(outdir, '.sizes.json'), 'utf8')) as SizeReport
  t.match(sizes.welcomeJsFiles[0], /^\/assets\/main-[A-Z0-9]{8}\.js$/)
  t.ok(
    sizes.welcomeJsFiles.some((url) => /\/welcome-/.test(url)),
    'includes the welcome chunk',
  )
  t.notOk(
    sizes.welcomeJsFiles.some((url) => /\/not-found-/.test(url)),
    'not the other screens',
  )
  // The welcome page paints without the route and redirect tables (client/app/use-path-resolver.ts).
  const welcomeScripts = sizes.welcomeJsFiles.map((url) => readFileSync(join(outdir, url), 'utf8')).join('\n')
  t.notMatch(welcomeScripts, 'Have you used the scheme before?', 'no route title of the table')
  t.notMatch(welcomeScripts, '/my-nectar/manage-account', 'no redirect of the table')
  t.ok(sizes.welcomeJsGzipBytes > 0 && sizes.welcomeCssGzipBytes > 0)
})

t.test('an unchanged tree is not built again; a forced build is', async (t) => {
  t.equal(await buildClientIfChanged({ outdir }), false)
  t.equal(await buildClient({ outdir, force: true }), true)
})

t.test(
  'no schema builder ships to the browser: the contract reaches it as methods, URLs and texts',
  async (t) => {
    const scripts = assets
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(outdir, 'assets', file), 'utf8'))
    // TypeBox marks every schema it builds with a `~kind` key; the inert stand-in builds none.
    t.notOk(
      scripts.some((code) => code.includes('~kind')),
      'no TypeBox builders in any chunk',
    )
    t.ok(
      scripts.some((code) => code.includes('Too many attempts. Please wait a few minutes and try again.')),
      'contract texts still arrive',
    )
  },
)
