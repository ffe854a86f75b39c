/**
 * Can slow content traffic starve sign-in? A loopback upstream drips each logo body a byte a
 * second (41 s by default); while 40 such logo requests are open through the gateway, the
 * sign-in forward (`/oidc/*`) is timed. Run alone: `node bench/forward-starvation.ts`
 * (DRIP_SECONDS, SLOW_REQUESTS and UPSTREAM_TIMEOUT_MS change the shape). Not part of `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig } from '../config/env.ts'
import { buildGateway } from '../server/gateway/server.ts'

const DRIP_SECONDS = Number(process.env.DRIP_SECONDS ?? 41)
const SLOW_REQUESTS = Number(process.env.SLOW_REQUESTS ?? 40)

/** Logos drip a byte a second; everything else (the provider) answers at once. */
function drippingUpstream() {
  let logosSeen = 0
  const server = createServer((req, res) => {
    if (!req.url?.startsWith('/content/logos/')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"issuer":"bench"}')
      return
    }
    logosSeen += 1
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'content-length': DRIP_SECONDS })
    let sent = 0
    const timer = setInterval(() => {
      res.write('x')
      sent += 1
      if (sent < DRIP_SECONDS) return
      clearInterval(timer)
      res.end()
    }, 1000)
    res.on('close', () => clearInterval(timer))
  })
  return { server, logosSeen: () => logosSeen }
}

type Outcome = { status?: number; error?: string; ms: number }

/** A page request as a browser on the public origin makes it (other hosts are sent there first). */
function timedGet(port: number, path: string, publicHost: string): Promise<Outcome> {
  const started = performance.now()
  const ms = () => Math.round(performance.now() - started)
  return new Promise((resolve) => {
    request({ host: '127.0.0.1', port, path, headers: { host: publicHost } }, (res) => {
      res.resume()
      // A body cut short (the gateway's deadline) ends in 'close' without 'end'.
      res.on('close', () =>
        resolve({ status: res.statusCode, ...(res.complete ? {} : { error: 'cut' }), ms: ms() }),
      )
    })
      .on('error', (error) =>
        resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message, ms: ms() }),
      )
      .end()
  })
}

export async function benchForwardStarvation() {
  const upstream = drippingUpstream()
  await new Promise<void>((resolve) => upstream.server.listen(0, '127.0.0.1', resolve))
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-starvation-'))
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    UPSTREAM_PORT: String((upstream.server.address() as AddressInfo).port),
    ...(process.env.UPSTREAM_TIMEOUT_MS ? { UPSTREAM_TIMEOUT_MS: process.env.UPSTREAM_TIMEOUT_MS } : {}),
  })
  const gateway = await buildGateway(config, { clientDir: join(dataDir, 'no-client') })
  await gateway.listen({ port: 0, host: '127.0.0.1' })
  const { port } = gateway.server.address() as AddressInfo
  const publicHost = new URL(config.PUBLIC_ORIGIN).host
  try {
    const slow = Array.from({ length: SLOW_REQUESTS }, (_, index) =>
      timedGet(port, `/content/logos/brand-${index}.svg`, publicHost),
    )
    // Wait until the slow requests occupy the upstream connections they can get.
    for (let waited = 0; waited < 3000 && upstream.logosSeen() < SLOW_REQUESTS; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const logosReachingUpstream = upstream.logosSeen()
    const signIn = [] as Outcome[]
    for (let count = 0; count < 3; count += 1) {
      signIn.push(await timedGet(port, '/oidc/.well-known/openid-configuration', publicHost))
    }
    const logos = await Promise.all(slow)
    return {
      dripSeconds: DRIP_SECONDS,
      slowRequests: SLOW_REQUESTS,
      logosReachingUpstreamBeforeSignIn: logosReachingUpstream,
      signIn,
      logoOutcomes: [...new Set(logos.map((logo) => [logo.status, logo.error].filter(Boolean).join(' ')))],
      logoMaxMs: Math.max(...logos.map((logo) => logo.ms)),
    }
  } finally {
    await gateway.close()
    upstream.server.closeAllConnections()
    upstream.server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.main) console.log(JSON.stringify(await benchForwardStarvation(), null, 2))
