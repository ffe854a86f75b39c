/**
 * Issue 14 item 4: a slow upstream must not take sign-in down. A loopback upstream drips logo
 * bodies a byte at a time, never idle long enough to trip a per-chunk timeout. Outcomes only:
 * which answer came first, how much of a body arrived; never a wall-clock bound.
 */
import { get, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import t, { type Test } from 'tap'
import { POOL_SIZES } from '../../../server/gateway/plugins/app/forwarding/upstream-forward.ts'
import { startFaultServer } from '../upstream/fault-server.ts'
import { gatewayFor } from './helpers.ts'

const DRIPPED = 'x'.repeat(60)

async function stand(t: Test, env: Record<string, string>) {
  const upstream = await startFaultServer()
  const port = new URL(upstream.url).port
  const { app, config, logs } = await gatewayFor(t, {
    env: { UPSTREAM_PORT: port, UPSTREAM_RETRIES: '0', ...env },
  })
  const open: IncomingMessage[] = []
  // Clients and upstream first: the gateway's close waits for the responses still streaming.
  t.teardown(async () => {
    for (const response of open) response.destroy()
    await upstream.close()
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const gatewayPort = (app.server.address() as AddressInfo).port
  const fetchRaw = (path: string) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      // As a browser on the public origin sends it: its Host, to the gateway's loopback port.
      const headers = { host: new URL(config.PUBLIC_ORIGIN).host }
      get({ host: '127.0.0.1', port: gatewayPort, path, headers }, (response) => {
        open.push(response)
        resolve(response)
      }).on('error', reject)
    })
  return { upstream, logs, fetchRaw }
}

/** Resolves with what arrived and whether the body ended cleanly or was cut. */
const drain = (response: IncomingMessage) =>
  new Promise<{ text: string; complete: boolean }>((resolve) => {
    let text = ''
    response.setEncoding('utf8')
    response.on('data', (chunk: string) => {
      text += chunk
    })
    response.on('end', () => resolve({ text, complete: response.complete }))
    response.on('close', () => resolve({ text, complete: response.complete }))
  })

t.test('a body that drips past the deadline is cut, not streamed for as long as it lasts', async (t) => {
  const { upstream, logs, fetchRaw } = await stand(t, { UPSTREAM_TIMEOUT_MS: '1000' })
  upstream.script('/content/logos/slow.svg', {
    status: 200,
    raw: DRIPPED,
    headers: { 'content-type': 'image/svg+xml', 'content-length': String(DRIPPED.length) },
    dripMs: 50,
  })
  const response = await fetchRaw('/content/logos/slow.svg')
  t.equal(response.statusCode, 200, 'the headers came in time')
  const { text, complete } = await drain(response)
  t.equal(complete, false, 'the browser sees a cut response, not a whole one')
  t.ok(text.length < DRIPPED.length, `only part of the body arrived (${text.length} bytes)`)
  const failure = logs.lines().find((line) => line.msg === 'upstream body failed')
  t.match(failure, { upstream: 'content', path: '/content/logos/slow.svg' })
})

t.test('40 dripping logo requests leave the sign-in forward its own connections', async (t) => {
  const { upstream, fetchRaw } = await stand(t, { UPSTREAM_TIMEOUT_MS: '60000' })
  upstream.script('/oidc/.well-known/openid-configuration', { status: 200, body: { issuer: 'test' } })
  const slow = Array.from({ length: 40 }, (_, index) => {
    upstream.script(`/content/logos/brand-${index}.svg`, {
      status: 200,
      raw: DRIPPED,
      headers: { 'content-type': 'image/svg+xml' },
      dripMs: 200,
    })
    return fetchRaw(`/content/logos/brand-${index}.svg`)
  })
  // Every logo the gateway could send upstream is being dripped before sign-in is tried.
  const logosUpstream = () => upstream.requests.filter((request) => request.url.startsWith('/content/'))
  while (logosUpstream().length < POOL_SIZES.content) {
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  let logosDone = 0
  for (const pending of slow) void pending.then(drain).then(() => (logosDone += 1))
  const signIn = await fetchRaw('/oidc/.well-known/openid-configuration')
  const { text } = await drain(signIn)
  t.equal(signIn.statusCode, 200)
  t.same(JSON.parse(text), { issuer: 'test' })
  t.equal(logosDone, 0, 'sign-in answered while every logo was still dripping')
})
