/**
 * Issue 14 item 5: every answer, error or not, carries the security headers and the
 * `{ code, message }` shape. A URL the router cannot decode is answered like any unknown address
 * (no framework body, no echo) and counts against the not-found limit; the CSRF refusal, which
 * runs first of all checks, still carries HSTS, CSP and X-Frame-Options.
 */
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import t, { type Test } from 'tap'
import { NOT_FOUND_LIMIT } from '../../../server/gateway/app.ts'
import { buildTestGateway, type TestGateway } from '../../helpers/gateway.ts'

const BAD_URLS = ['/%c0%ae', '/api/session%ff', '/oidc/%e0%a4%a']

function assertSecurityHeaders(t: Test, label: string, headers: Record<string, unknown>) {
  t.equal(headers['strict-transport-security'], 'max-age=31536000; includeSubDomains', `${label}: HSTS`)
  t.match(headers['content-security-policy'], /default-src 'self'/, `${label}: CSP`)
  t.equal(headers['x-frame-options'], 'SAMEORIGIN', `${label}: X-Frame-Options`)
  t.equal(headers['x-content-type-options'], 'nosniff', `${label}: nosniff`)
}

/** Real HTTP, so the path reaches the router byte for byte; on the public host, as a browser sends it. */
async function rawGet(app: TestGateway, path: string, method = 'GET') {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  const headers = { host: new URL(app.config.PUBLIC_ORIGIN).host }
  return new Promise<{ status?: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          body += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }))
      })
        .on('error', reject)
        .end()
    },
  )
}

t.test('an undecodable URL is a JSON not-found with the security headers, never echoed', async (t) => {
  const app = await buildTestGateway(t)
  for (const url of BAD_URLS) {
    const res = await rawGet(app, url)
    t.equal(res.status, 404, url)
    t.same(JSON.parse(res.body), { code: 'NOT_FOUND', message: 'Not found' }, url)
    t.notMatch(res.body, /FST_|%/, `${url}: no framework code, no echo`)
    t.match(res.headers['x-request-id'], /.+/, `${url}: request id`)
    assertSecurityHeaders(t, url, res.headers)
  }
  const post = await rawGet(app, '/api/session%ff', 'POST')
  t.equal(post.status, 404, 'POST too')
})

t.test('undecodable URLs count against the not-found limit', async (t) => {
  const app = await buildTestGateway(t)
  for (let count = 0; count < NOT_FOUND_LIMIT; count += 1) {
    const res = await rawGet(app, BAD_URLS[count % BAD_URLS.length] as string)
    t.equal(res.status, 404, `request ${count + 1}`)
  }
  const limited = await rawGet(app, '/%c0%ae')
  t.equal(limited.status, 429)
  t.equal(JSON.parse(limited.body).code, 'RATE_LIMITED')
  t.match(limited.headers['retry-after'], /^\d+$/)
  assertSecurityHeaders(t, 'limited', limited.headers)
  t.equal((await rawGet(app, '/api/no-such-thing')).status, 429, 'one budget with unknown addresses')
})

t.test('the CSRF refusal carries the security headers', async (t) => {
  const app = await buildTestGateway(t)
  const res = await app.inject({ method: 'POST', url: '/api/login/password', payload: {} })
  t.equal(res.statusCode, 403)
  t.same(Object.keys(res.json()).sort(), ['code', 'message'])
  assertSecurityHeaders(t, 'csrf', res.headers)
  t.equal(res.headers['cache-control'], 'no-store')
})
