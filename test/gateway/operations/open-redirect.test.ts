/**
 * RED-2: crafted paths (CVE-2021-22963/22964 shapes) never produce a Location off our origin.
 * Sent over real HTTP so that the path reaches the server byte for byte.
 */
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import t from 'tap'
import { gatewayFor } from './helpers.ts'

const VECTORS = [
  '//evil.example/%2e%2e',
  '//a//evil.example/%2e%2e%2f%2e%2e',
  '/\\evil.example',
  '/%5cevil.example',
  '//evil.example',
  '/assets//evil.example/%2e%2e',
  '/assets/..%2f..%2fevil.example',
  '/%2f%2fevil.example',
]

/** A GET as a browser on the public origin sends it (its Host), to the gateway's loopback port. */
function rawGet(port: number, path: string, host: string) {
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers: { host } }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }))
    })
    req.on('error', reject)
    req.end()
  })
}

t.test('no crafted path redirects off our origin', async (t) => {
  const { app, config } = await gatewayFor(t)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  for (const path of VECTORS) {
    const { status, location } = await rawGet(port, path, new URL(config.PUBLIC_ORIGIN).host)
    t.equal(status, 404, `${path} is an unknown page`)
    if (location !== undefined) {
      const target = new URL(location, config.PUBLIC_ORIGIN)
      t.equal(target.origin, config.PUBLIC_ORIGIN, `${path}: Location ${location} stays on our origin`)
    }
    t.equal(location, undefined, `${path}: no Location`)
  }
})
