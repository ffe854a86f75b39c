/**
 * The offline card's files as the gateway serves them: the service worker from the site's root,
 * revalidated on every update check (Cache-Control: no-cache) so a new build's worker is found;
 * the web app manifest with its media type; and a CSP that allows both from the site itself
 * (worker-src, manifest-src 'self') while every other directive stays as strict as before.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import { gatewayFor, writeClient } from '../operations/helpers.ts'

const WORKER_SOURCE = 'self.addEventListener("fetch", () => {})\n'
const MANIFEST = JSON.stringify({ name: 'Nectar', start_url: '/homepage', display: 'standalone' })

/** Outside the test's own directory, which gatewayFor lays out afresh. */
function clientWithOfflineFiles(t: Test): string {
  const dir = mkdtempSync(join(tmpdir(), 'offline-card-client-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  writeClient(dir)
  writeFileSync(join(dir, 'service-worker.js'), WORKER_SOURCE)
  writeFileSync(join(dir, 'manifest.webmanifest'), MANIFEST)
  return dir
}

function cspOf(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  )
}

t.test('the service worker: from the root, JavaScript, revalidated on every update check', async (t) => {
  const { app } = await gatewayFor(t, { clientDir: clientWithOfflineFiles(t) })
  const res = await app.inject({ url: '/service-worker.js' })
  t.equal(res.statusCode, 200)
  t.equal(res.headers['content-type'], 'application/javascript; charset=utf-8')
  t.equal(res.headers['cache-control'], 'no-cache', 'never served stale to the update check')
  t.equal(res.body, WORKER_SOURCE)
  t.equal(res.headers['service-worker-allowed'], undefined, 'at the root, its scope is the site without it')
})

t.test('the web app manifest: its media type, revalidated', async (t) => {
  const { app } = await gatewayFor(t, { clientDir: clientWithOfflineFiles(t) })
  const res = await app.inject({ url: '/manifest.webmanifest' })
  t.equal(res.statusCode, 200)
  t.equal(res.headers['content-type'], 'application/manifest+json', 'JSON: UTF-8 by definition')
  t.equal(res.headers['cache-control'], 'no-cache')
  t.same(res.json(), JSON.parse(MANIFEST))
})

t.test('the CSP allows the worker and the manifest from the site, and nothing more', async (t) => {
  const { app } = await gatewayFor(t, { clientDir: clientWithOfflineFiles(t) })
  for (const url of ['/homepage', '/service-worker.js', '/manifest.webmanifest', '/api/app-config']) {
    const csp = cspOf((await app.inject({ url })).headers['content-security-policy'])
    t.equal(csp.get('worker-src'), "'self'", `${url}: worker-src`)
    t.equal(csp.get('manifest-src'), "'self'", `${url}: manifest-src`)
    t.equal(csp.get('default-src'), "'self'", `${url}: default-src`)
    t.equal(csp.get('script-src'), "'self'", `${url}: script-src`)
    t.equal(csp.get('connect-src'), "'self'", `${url}: connect-src`)
    t.equal(csp.get('img-src'), "'self' data:", `${url}: img-src`)
    t.equal(csp.get('object-src'), "'none'", `${url}: object-src`)
    t.equal(csp.get('script-src-attr'), "'none'", `${url}: script-src-attr`)
    t.notOk(
      [...csp.values()].some((value) => /\*|unsafe/.test(value)),
      `${url}: no wildcard, nothing unsafe`,
    )
  }
})
