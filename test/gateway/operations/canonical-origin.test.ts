/**
 * Issue 13 item 1: a page asked for on another host than PUBLIC_ORIGIN's (http://127.0.0.1:3000 for
 * http://localhost:3000) is sent to the same path and query on PUBLIC_ORIGIN (308) before anything
 * runs; the JSON API and the probes answer on any host; the target is always PUBLIC_ORIGIN.
 */
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import t from 'tap'
import { canonicalLocation, isPublicHost } from '../../../server/gateway/plugins/app/canonical-origin.ts'
import { buildTestGateway } from '../../helpers/gateway.ts'

const PUBLIC_ORIGIN = 'http://localhost:3000'
const TYPED = '127.0.0.1:3000'

t.test('a page on 127.0.0.1 goes to the same path and query on PUBLIC_ORIGIN', async (t) => {
  const app = await buildTestGateway(t, { PUBLIC_ORIGIN })
  for (const method of ['GET', 'HEAD'] as const) {
    const res = await app.inject({ method, url: '/register?next=%2Faccount&a=1', headers: { host: TYPED } })
    t.equal(res.statusCode, 308, `${method}: permanent redirect that keeps the method`)
    t.equal(
      res.headers.location,
      `${PUBLIC_ORIGIN}/register?next=%2Faccount&a=1`,
      `${method}: path and query kept`,
    )
    t.equal(
      res.headers['cache-control'],
      'no-store',
      `${method}: not remembered past a change of PUBLIC_ORIGIN`,
    )
  }
  const home = await app.inject({ url: '/', headers: { host: TYPED } })
  t.equal(home.headers.location, `${PUBLIC_ORIGIN}/`)
})

t.test('the public host itself is not redirected, however its port and case are written', async (t) => {
  const app = await buildTestGateway(t, { PUBLIC_ORIGIN })
  for (const host of ['localhost:3000', 'LOCALHOST:3000']) {
    const res = await app.inject({ url: '/welcome', headers: { host } })
    t.not(res.statusCode, 308, host)
  }
  t.equal(isPublicHost('localhost:80', 'http://localhost'), true, 'the scheme default port')
  t.equal(isPublicHost('www.example.co.uk:443', 'https://www.example.co.uk'), true)
  t.equal(isPublicHost('www.example.co.uk:80', 'https://www.example.co.uk'), false)
  t.equal(isPublicHost('example.co.uk', 'https://www.example.co.uk'), false, 'the apex is another host')
  t.equal(isPublicHost('localhost:3000@evil.example', PUBLIC_ORIGIN), false, 'no userinfo trick')
  t.equal(isPublicHost('localhost:3000/x', PUBLIC_ORIGIN), false, 'no path in a host')
  t.equal(isPublicHost('', PUBLIC_ORIGIN), false, 'no host at all')
})

t.test('the JSON API and the probes answer on any host', async (t) => {
  const app = await buildTestGateway(t, { PUBLIC_ORIGIN })
  for (const url of ['/api/session', '/api/switches', '/healthz', '/readyz', '/api']) {
    const res = await app.inject({ url, headers: { host: TYPED } })
    t.not(res.statusCode, 308, url)
    t.equal(res.headers.location, undefined, `${url}: no Location`)
  }
})

t.test(
  'POST to a page path on another host: 308 too, so the form is re-sent, not turned into a GET',
  async (t) => {
    const app = await buildTestGateway(t, { PUBLIC_ORIGIN })
    const res = await app.inject({
      method: 'POST',
      url: '/oidc/interaction/abc/login',
      headers: { host: TYPED, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'identifier=10000000001',
    })
    t.equal(res.statusCode, 308)
    t.equal(res.headers.location, `${PUBLIC_ORIGIN}/oidc/interaction/abc/login`)
  },
)

t.test('X-Forwarded-Host counts only from a trusted proxy', async (t) => {
  const direct = await buildTestGateway(t, { PUBLIC_ORIGIN })
  const spoofed = await direct.inject({
    url: '/welcome',
    headers: { host: TYPED, 'x-forwarded-host': 'localhost:3000' },
  })
  t.equal(spoofed.statusCode, 308, 'a client cannot claim the public host')
  const elsewhere = await direct.inject({
    url: '/welcome',
    headers: { host: TYPED, 'x-forwarded-host': 'evil.example' },
  })
  t.equal(elsewhere.headers.location, `${PUBLIC_ORIGIN}/welcome`, 'nor choose the target')

  // The compose shape: the load balancer (trusted) passes the public host on.
  const behindProxy = await buildTestGateway(t, { PUBLIC_ORIGIN, TRUST_PROXY: '127.0.0.1' })
  const viaProxy = await behindProxy.inject({
    url: '/welcome',
    remoteAddress: '127.0.0.1',
    headers: { host: 'gateway-1:3000', 'x-forwarded-host': 'localhost:3000' },
  })
  t.not(viaProxy.statusCode, 308, 'the public host named by the trusted proxy')
  const typedBehindProxy = await behindProxy.inject({
    url: '/welcome',
    remoteAddress: '127.0.0.1',
    headers: { host: 'gateway-1:3000', 'x-forwarded-host': TYPED },
  })
  t.equal(typedBehindProxy.statusCode, 308, 'another host named by the trusted proxy')
  t.equal(typedBehindProxy.headers.location, `${PUBLIC_ORIGIN}/welcome`)
})

t.test('the target stays on PUBLIC_ORIGIN for any path (real HTTP: the path as sent)', async (t) => {
  const app = await buildTestGateway(t, { PUBLIC_ORIGIN: 'https://www.example.co.uk' })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  const paths = [
    '//evil.example/%2e%2e',
    '/\\evil.example',
    '/%2f%2fevil.example',
    '/@evil.example',
    'http://evil.example/x',
  ]
  for (const path of paths) {
    const location = await new Promise<string | undefined>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path, headers: { host: 'example.co.uk' } }, (res) => {
        res.resume()
        resolve(res.headers.location)
      })
        .on('error', reject)
        .end()
    })
    t.equal(new URL(location ?? '').origin, 'https://www.example.co.uk', `${path} → ${location}`)
  }
  t.equal(
    canonicalLocation('http://evil.example/x', 'https://www.example.co.uk'),
    'https://www.example.co.uk/',
  )
  t.equal(canonicalLocation('/caf\u00e9', 'https://www.example.co.uk'), 'https://www.example.co.uk/caf%C3%A9')
})
