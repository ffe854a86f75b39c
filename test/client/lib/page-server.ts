/**
 * A loopback server standing in for the gateway in the client's unit tests. The browser resolves
 * '/api/...' against the page; Node's fetch needs the origin spelled out, so fetch is pointed at
 * this server for the rest of the test file. Closed at teardown.
 */
import { once } from 'node:events'
import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Test } from 'tap'

export async function serveAsPage(t: Test, listener: RequestListener): Promise<string> {
  const server = createServer(listener)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  t.teardown(() => server.close())
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const realFetch = globalThis.fetch
  globalThis.fetch = (input, init) => realFetch(new URL(String(input), origin), init)
  return origin
}
