/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT set, the gateway's spans reach the collector at /v1/traces
 * (OTLP over HTTP), here a loopback receiver; the buffered spans are sent when the gateway closes.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import t, { type Test } from 'tap'
import { gatewayFor } from '../gateway/operations/helpers.ts'

type Received = { method: string; url: string; contentType: string; body: Buffer }

async function collector(t: Test) {
  const received: Received[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        contentType: String(request.headers['content-type']),
        body: Buffer.concat(chunks),
      })
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.teardown(() => new Promise((resolve) => server.close(resolve)))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received }
}

t.test('spans go to the collector at /v1/traces', async (t) => {
  const { url, received } = await collector(t)
  const { app } = await gatewayFor(t, { env: { OTEL_EXPORTER_OTLP_ENDPOINT: url } })
  const response = await app.inject({ url: '/healthz' })
  t.equal(response.statusCode, 200)
  await app.close()

  t.ok(received.length > 0, 'the collector was called')
  const [request] = received
  t.match(request, { method: 'POST', url: '/v1/traces' })
  const body = request?.body.toString('latin1') ?? ''
  t.match(body, /loyalty-gateway/, 'the service is named')
  t.match(body, /GET \/healthz/, 'the request span is there')
  t.match(body, new RegExp(String(response.headers['x-request-id'])), 'with its request id')
})
