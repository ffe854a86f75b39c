/**
 * A load balancer for the scale-out suite: each request goes to the next target in turn, with the
 * caller's address appended to X-Forwarded-For as a real one does. It counts what each target got.
 */
import { createServer, request as forward, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type RoundRobinProxy = {
  url: string
  /** Sets the targets (base URLs); requests alternate between them from the next one on. */
  targets: string[]
  /** Requests sent to each target, by index. */
  hits: number[]
  close(): Promise<void>
}

export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  let turn = 0
  const proxy: RoundRobinProxy = { url: '', targets: [], hits: [], close: async () => {} }
  const server: Server = createServer((incoming, outgoing) => {
    const index = turn++ % proxy.targets.length
    proxy.hits[index] = (proxy.hits[index] ?? 0) + 1
    const target = new URL(proxy.targets[index] ?? '')
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ')
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    upstream.on('error', () => {
      outgoing.statusCode = 502
      outgoing.end()
    })
    incoming.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  proxy.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return proxy
}
