/**
 * The gateway's added latency, side by side in one run: the upstream's /healthz called directly
 * against the gateway's /readyz, which makes that same upstream call. Ratios, not absolute times.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { loadConfig } from '../config/env.ts'
import { buildGateway } from '../server/gateway/server.ts'
import { startUpstream } from '../server/upstream/server.ts'

const load = (url: string) =>
  autocannon({ url, connections: 10, duration: 5 }).then((result) => ({
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
  }))

export async function benchLatency() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-latency-'))
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', UPSTREAM_PORT: '0', LOG_LEVEL: 'warn' })
  const upstream = await startUpstream(config)
  const upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`
  const gateway = await buildGateway({
    ...config,
    IDENTITY_API_URL: upstreamUrl,
    CONTENT_API_URL: upstreamUrl,
  })
  await gateway.listen({ port: 0, host: '127.0.0.1' })
  const gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as { port: number }).port}`
  try {
    const direct = await load(`${upstreamUrl}/healthz`)
    const through = await load(`${gatewayUrl}/readyz`)
    return { direct, through, p50Ratio: +(through.p50ms / Math.max(direct.p50ms, 1)).toFixed(2) }
  } finally {
    await gateway.close()
    await upstream.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.main) console.log(await benchLatency())
