/**
 * HDR-1..3: security headers on every response: HTML pages, static files, the API, 404s and a
 * forced 500. HSTS everywhere; the CSP's directives; nosniff; the referrer policy; COOP; a
 * charset on JSON and HTML; `Cache-Control: no-store` on /api/*.
 */
import t, { type Test } from 'tap'
import { buildTestGateway, type TestGateway } from '../../helpers/gateway.ts'
import { testRoutes } from './helpers.ts'

const CLIENT = {
  'index.html': '<!doctype html><html lang="en"><head><title>Shell</title></head><body></body></html>\n',
  assets: { 'main-3f9a2c1b.js': 'export const x = 1\n' },
}

function parseCsp(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...values] = directive.split(/\s+/)
        return [name, values.join(' ')]
      }),
  )
}

async function gateway(t: Test, env: Record<string, string> = {}) {
  const clientDir = t.testdir(CLIENT)
  return buildTestGateway(
    t,
    { UPSTREAM_RETRIES: '0', UPSTREAM_TIMEOUT_MS: '500', ...env },
    { register: testRoutes, clientDir },
  )
}

function assertCommon(t: Test, url: string, headers: Record<string, unknown>) {
  t.equal(headers['strict-transport-security'], 'max-age=31536000; includeSubDomains', `${url}: HSTS`)
  t.equal(headers['x-content-type-options'], 'nosniff', `${url}: nosniff`)
  t.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin', `${url}: referrer policy`)
  t.equal(headers['cross-origin-opener-policy'], 'same-origin', `${url}: COOP`)
  const csp = parseCsp(headers['content-security-policy'])
  t.equal(csp.get('default-src'), "'self'", `${url}: default-src`)
  t.equal(csp.get('script-src'), "'self'", `${url}: script-src`)
  t.equal(csp.get('object-src'), "'none'", `${url}: object-src`)
  t.equal(csp.get('base-uri'), "'none'", `${url}: base-uri`)
  t.equal(csp.get('frame-ancestors'), "'self'", `${url}: frame-ancestors`)
  t.equal(csp.get('style-src'), "'self'", `${url}: style-src`)
  t.equal(csp.get('img-src'), "'self' data:", `${url}: img-src`)
  t.equal(csp.get('connect-src'), "'self'", `${url}: connect-src`)
  t.equal(csp.get('form-action'), "'self'", `${url}: form-action`)
}

const get = (app: TestGateway, url: string) => app.inject({ method: 'GET', url })

t.test('HTML, static, API, 404 and 500 responses carry the headers', async (t) => {
  const app = await gateway(t)
  const cases = [
    { url: '/no-such-page', status: 404, type: 'text/html; charset=utf-8' },
    { url: '/assets/main-3f9a2c1b.js', status: 200, type: /^(text|application)\/javascript; charset=utf-8$/ },
    { url: '/test/page', status: 200, type: 'text/html; charset=utf-8' },
    { url: '/api/app-config', status: 200, type: 'application/json; charset=utf-8' },
    { url: '/api/nowhere', status: 404, type: 'application/json; charset=utf-8' },
    { url: '/api/test/boom', status: 500, type: 'application/json; charset=utf-8' },
  ]
  for (const { url, status, type } of cases) {
    const response = await get(app, url)
    t.equal(response.statusCode, status, `${url}: ${status}`)
    t.match(response.headers['content-type'], type, `${url}: content type with charset`)
    assertCommon(t, url, response.headers)
    if (url.startsWith('/api/')) t.equal(response.headers['cache-control'], 'no-store', `${url}: no-store`)
    else t.not(response.headers['cache-control'], 'no-store', `${url}: cacheable as the static plugin says`)
  }
  const failure = await get(app, '/api/test/boom')
  t.notMatch(failure.body, 'forced failure', 'the 500 says nothing of the cause')
})

t.test('every GET route of the inventory carries HSTS and nosniff', async (t) => {
  const app = await gateway(t)
  const routes = app.routeInventory.filter((route) => route.method === 'GET')
  t.ok(routes.length >= 10)
  for (const route of routes) {
    const url = route.url.replace(/:[^/]+/g, 'x').replace(/\*$/, 'x')
    const response = await get(app, url)
    t.equal(
      response.headers['strict-transport-security'],
      'max-age=31536000; includeSubDomains',
      `${url}: HSTS`,
    )
    t.equal(response.headers['x-content-type-options'], 'nosniff', `${url}: nosniff`)
    if (url.startsWith('/api/')) t.equal(response.headers['cache-control'], 'no-store', `${url}: no-store`)
  }
})

t.test('over https insecure requests are upgraded; a separate issuer may receive forms', async (t) => {
  const app = await gateway(t, {
    PUBLIC_ORIGIN: 'https://www.example.co.uk',
    OIDC_ISSUER: 'https://id.example.co.uk/oidc',
  })
  const csp = parseCsp((await get(app, '/test/page')).headers['content-security-policy'])
  t.equal(csp.get('upgrade-insecure-requests'), '')
  t.equal(csp.get('form-action'), "'self' https://id.example.co.uk")
  const local = await gateway(t)
  const localCsp = parseCsp((await get(local, '/test/page')).headers['content-security-policy'])
  t.notOk(localCsp.has('upgrade-insecure-requests'), 'not over local http')
})

t.test('a marketing tag of its own origin joins script-src, and nothing else does', async (t) => {
  const app = await gateway(t, { MARKETING_SCRIPT_URL: 'https://tags.example.net/v2/tag.js' })
  const csp = parseCsp((await get(app, '/test/page')).headers['content-security-policy'])
  t.equal(csp.get('script-src'), "'self' https://tags.example.net")
  t.equal(csp.get('connect-src'), "'self'")
  t.equal(csp.get('default-src'), "'self'")
})
