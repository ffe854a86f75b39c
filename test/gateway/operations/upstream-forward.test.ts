import { randomBytes } from 'node:crypto'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import t, { type Test } from 'tap'
import { fakeUpstream, gatewayFor } from './helpers.ts'

const PROVIDER_LOCATION = 'http://localhost:3000/oidc/interaction/abc123'

async function setup(t: Test, env: Record<string, string> = {}) {
  const upstream = await fakeUpstream(t, (req, body, res) => {
    if (req.url?.startsWith('/oidc/auth')) {
      res.writeHead(303, {
        location: PROVIDER_LOCATION,
        'set-cookie': ['_interaction=i1; path=/oidc/interaction/abc123; httponly'],
        'x-powered-by': 'upstream',
      })
      res.end()
    } else if (req.url?.startsWith('/oidc/interaction')) {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(`received ${body}`)
    } else if (req.url === '/documents-api/moved') {
      res.writeHead(302, { location: 'https://evil.example/' }).end()
    } else {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'tracker=1' })
      res.end('<p>Privacy</p>')
    }
  })
  const gateway = await gatewayFor(t, { env: { UPSTREAM_PORT: String(upstream.port), ...env } })
  return { upstream, ...gateway }
}

t.test('GET /documents-api/* is forwarded and logged once', async (t) => {
  const { app, upstream, logs } = await setup(t)
  const res = await app.inject({ url: '/documents-api/registration/privacy-policy-short.html?v=2' })
  t.equal(res.statusCode, 200)
  t.equal(res.body, '<p>Privacy</p>')
  t.equal(res.headers['content-type'], 'text/html; charset=utf-8')
  t.equal(res.headers['set-cookie'], undefined, 'only the provider may set cookies')
  t.equal(upstream.seen[0]?.url, '/documents-api/registration/privacy-policy-short.html?v=2')

  const calls = logs.lines().filter((line) => line.msg === 'upstream call')
  t.equal(calls.length, 1)
  t.match(calls[0], {
    reqId: res.headers['x-request-id'],
    upstream: 'content',
    method: 'GET',
    path: '/documents-api/registration/privacy-policy-short.html',
    status: 200,
  })
  t.type(calls[0]?.ms, 'number')
})

t.test('inbound forwarding, identity and session headers are replaced or dropped (PRX-2)', async (t) => {
  const { app, upstream, config } = await setup(t)
  await app.inject({
    url: '/documents-api/faqs.json',
    headers: {
      'x-forwarded-for': '6.6.6.6',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'gopher',
      'x-user-id': 'admin',
      cookie: '__Host-session=secret-session',
      // Not Bearer: a bearer token beside the cookie, or on a forwarded file, is refused before any forward.
      authorization: 'Basic c3RvbGVu',
      connection: 'keep-alive, x-user-id',
      'accept-language': 'en-GB',
    },
  })
  const headers = upstream.seen[0]?.headers ?? {}
  t.equal(headers['x-forwarded-for'], '127.0.0.1')
  t.equal(headers['x-forwarded-host'], new URL(config.PUBLIC_ORIGIN).host)
  t.equal(headers['x-forwarded-proto'], 'http')
  t.equal(headers['x-user-id'], undefined)
  t.equal(headers.cookie, undefined)
  t.equal(headers.authorization, undefined)
  t.equal(headers['accept-language'], 'en-GB')
  t.match(headers['x-request-id'], /^[0-9a-f-]{36}$/)
})

t.test('an upstream redirect is never passed on outside /oidc: it is a 502', async (t) => {
  const { app } = await setup(t)
  const res = await app.inject({ url: '/documents-api/moved' })
  t.equal(res.statusCode, 502)
  t.equal(res.headers.location, undefined)
  t.same(res.json(), {
    code: 'BAD_GATEWAY',
    message: 'Looks like something went wrong. Please try again later.',
  })
})

t.test(
  '/oidc/*: the provider redirect and its cookies reach the browser, ours do not reach it',
  async (t) => {
    const { app, upstream } = await setup(t)
    const res = await app.inject({
      url: '/oidc/auth?client_id=loyalty-web&response_type=code',
      headers: { cookie: '__Host-session=gateway-only; _session=p1; _interaction_resume=r1' },
    })
    t.equal(res.statusCode, 303)
    t.equal(res.headers.location, PROVIDER_LOCATION)
    t.equal(res.headers['set-cookie'], '_interaction=i1; path=/oidc/interaction/abc123; httponly')
    t.equal(res.headers['x-powered-by'], undefined)
    t.equal(upstream.seen[0]?.url, '/oidc/auth?client_id=loyalty-web&response_type=code')
    t.equal(upstream.seen[0]?.headers.cookie, '_session=p1; _interaction_resume=r1')
  },
)

t.test('/oidc/* POST bodies stream through unparsed', async (t) => {
  const { app, upstream } = await setup(t)
  const res = await app.inject({
    method: 'POST',
    url: '/oidc/interaction/abc123/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'login=98263000123&password=pw',
  })
  t.equal(res.statusCode, 200)
  t.equal(res.body, 'received login=98263000123&password=pw')
  t.equal(upstream.seen[0]?.headers['content-type'], 'application/x-www-form-urlencoded')
})

t.test('a body over the limit is refused before it is forwarded', async (t) => {
  const { app, upstream } = await setup(t)
  const res = await app.inject({
    method: 'POST',
    url: '/oidc/interaction/abc123/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'x='.padEnd(70 * 1024, 'a'),
  })
  t.equal(res.statusCode, 413)
  t.equal(upstream.seen.length, 0)
})

t.test('a forwarded path cannot climb out of its prefix', async (t) => {
  const { app, config, upstream } = await setup(t)
  // Real HTTP: the path must reach the router exactly as sent, dots and all (on the public host).
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  for (const path of [
    '/oidc/../api/internal',
    '/oidc/%2e%2e/api/internal',
    '/documents-api/%2E%2e/internal',
  ]) {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const headers = { host: new URL(config.PUBLIC_ORIGIN).host }
      request({ host: '127.0.0.1', port, path, headers }, (res) => resolve(res.resume().statusCode))
        .on('error', reject)
        .end()
    })
    t.equal(status, 404, path)
  }
  t.equal(upstream.seen.length, 0)
})

t.test('the mailbox is forwarded in local mode only', async (t) => {
  const local = await setup(t)
  const res = await local.app.inject({ url: '/dev/mailbox.json' })
  t.equal(res.statusCode, 200)
  t.equal(local.upstream.seen[0]?.url, '/dev/mailbox.json')

  const key = () => randomBytes(32).toString('base64')
  const env = { SESSION_KEYS: key(), OIDC_CLIENT_SECRET: key(), CAPTCHA_HMAC_KEY: key() }
  const preprod = await setup(t, { APP_ENV: 'preprod', ...env })
  const hidden = await preprod.app.inject({ url: '/dev/mailbox.json' })
  t.equal(hidden.statusCode, 404)
  t.equal(preprod.upstream.seen.length, 0)
})

t.test('an unreachable upstream is a generic 502, logged as one failed call', async (t) => {
  const { app, logs } = await gatewayFor(t, { env: { UPSTREAM_PORT: '9' } })
  const res = await app.inject({ url: '/documents-api/faqs.json' })
  t.equal(res.statusCode, 502)
  t.same(res.json(), {
    code: 'BAD_GATEWAY',
    message: 'Looks like something went wrong. Please try again later.',
  })
  const calls = logs.lines().filter((line) => line.msg === 'upstream call')
  t.equal(calls.length, 1)
  t.match(calls[0], {
    upstream: 'content',
    method: 'GET',
    path: '/documents-api/faqs.json',
    code: 'ECONNREFUSED',
  })
  t.equal(calls[0]?.status, undefined)
})
