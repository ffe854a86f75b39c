/**
 * The full fuzz of every `/api` operation (test/gateway/fuzz/): at least 10,000 generated hostile
 * requests through the real gateway in front of the reference upstream (sandbox seeded) on
 * loopback. `node bench/api-fuzz.ts [seed] [runs]`; prints the answers per status, per operation
 * family and per kind of body, and every broken answer (a 5xx, a 4xx without `{ code, message }`,
 * a leak). The CI suite sends fewer with a fixed seed.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig } from '../config/env.ts'
import { startUpstream } from '../server/upstream/server.ts'
import { fuzzApi } from '../test/gateway/fuzz/fuzz-api.ts'
import { buildGateway } from '../test/helpers/public-host.ts'
import { DEMO, gatewayLoginCookie } from '../test/upstream/oidc/helper.ts'

const PUBLIC_ORIGIN = 'http://localhost:3000'
const MIN_RUNS = 10_000

export async function benchApiFuzz({ seed = Date.now() % 2 ** 31, runs = MIN_RUNS } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-fuzz-'))
  const base = { DATA_DIR: dataDir, PUBLIC_ORIGIN, LOG_LEVEL: 'silent' }
  const upstream = await startUpstream(loadConfig({ ...base, UPSTREAM_PORT: '0' }))
  const upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`
  const config = loadConfig({ ...base, PORT: '0', UPSTREAM_PORT: new URL(upstreamUrl).port })
  const gateway = await buildGateway(config)
  await gateway.ready()
  const stand = {
    config,
    upstream,
    base: upstreamUrl,
    local: (url: string) => url.replace(PUBLIC_ORIGIN, upstreamUrl),
  }
  try {
    const started = performance.now()
    // By e-mail: a generated card replacement changes the card number, never the e-mail.
    const report = await fuzzApi({
      gateway,
      seed,
      runs,
      signIn: () => gatewayLoginCookie(gateway, stand, DEMO.email),
    })
    return { ...report, seconds: Math.round((performance.now() - started) / 1000) }
  } finally {
    await gateway.close()
    await upstream.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.main) {
  const [seed, runs] = process.argv.slice(2).map(Number)
  const report = await benchApiFuzz({
    ...(Number.isInteger(seed) ? { seed } : {}),
    runs: Math.max(Number.isInteger(runs) ? Number(runs) : MIN_RUNS, MIN_RUNS),
  })
  console.log(JSON.stringify(report, null, 2))
  if (report.failures.length > 0) process.exitCode = 1
}
