/**
 * `GET /api/offers` signed in through the gateway, side by side in one run with a bare undici
 * passthrough proxy making the same upstream call (`GET /offers` with the collector's access
 * token) against the same reference upstream. Each server is its own process, so its CPU time per
 * request comes from /proc/<pid>/stat. Goals: throughput ≥ 0.65× the proxy's, CPU per request
 * ≤ 1.5× the proxy's. Ratios, not absolute figures.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import autocannon from 'autocannon'
import { loadConfig } from '../config/env.ts'
import { startUpstream } from '../server/upstream/server.ts'
import { buildGateway } from '../test/helpers/public-host.ts'
import { gatewayLoginCookie } from '../test/upstream/oidc/helper.ts'

const PUBLIC_ORIGIN = 'http://localhost:3000'
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS = 100

const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) / TICKS
}

async function spawnServer(
  role: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : []
  const child = spawn(
    process.execPath,
    [...profile, join(import.meta.dirname, 'offers-list-servers.ts'), role],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  // The gateway logs to stdout too: the port is the first line that is only a number.
  let port = 0
  for await (const line of createInterface({ input: child.stdout as NodeJS.ReadableStream })) {
    if (/^\d+$/.test(line)) {
      port = Number(line)
      break
    }
  }
  child.stdout?.resume()
  return { child, url: `http://127.0.0.1:${port}` }
}

async function measure(child: ChildProcess, url: string, headers: Record<string, string>, duration: number) {
  const before = cpuSeconds(child.pid ?? 0)
  const result = await autocannon({ url, headers, connections: 10, duration })
  const cpu = cpuSeconds(child.pid ?? 0) - before
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    non2xx: result.non2xx,
    cpuMsPerRequest: +((cpu * 1000) / Math.max(result.requests.total, 1)).toFixed(3),
  }
}

export async function benchOffersList({ duration = 5 }: { duration?: number } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-offers-'))
  const base = { DATA_DIR: dataDir, PUBLIC_ORIGIN, LOG_LEVEL: 'warn' }
  const upstream = await startUpstream(loadConfig({ ...base, UPSTREAM_PORT: '0' }))
  const upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`
  const env = { ...base, UPSTREAM_PORT: new URL(upstreamUrl).port }
  // Same data directory, so the same generated session keys: it signs in and reads the cookie.
  const local = await buildGateway(loadConfig({ ...env, PORT: '0' }))
  const children: ChildProcess[] = []
  try {
    const config = loadConfig({ ...env, PORT: '0' })
    const cookie = await gatewayLoginCookie(local, {
      config,
      upstream,
      base: upstreamUrl,
      local: (url) => url.replace(PUBLIC_ORIGIN, upstreamUrl),
    })
    const [name = '', value = ''] = cookie.split('=')
    const access = local
      .decodeSecureSession(decodeURIComponent(value), undefined, name)
      ?.get('tokens')?.access
    if (!access) throw new Error('the session holds no access token')

    const gateway = await spawnServer('gateway', { BENCH_ENV: JSON.stringify(env) })
    const proxy = await spawnServer('proxy', { BENCH_UPSTREAM: upstreamUrl, BENCH_TOKEN: access })
    children.push(gateway.child, proxy.child)
    // Warm both (JIT, pools) before measuring.
    await measure(proxy.child, `${proxy.url}/api/offers`, {}, 1)
    await measure(gateway.child, `${gateway.url}/api/offers`, { cookie }, 1)
    const direct = await measure(proxy.child, `${proxy.url}/api/offers`, {}, duration)
    const through = await measure(gateway.child, `${gateway.url}/api/offers`, { cookie }, duration)
    if (direct.non2xx > 0 || through.non2xx > 0)
      throw new Error(`not every call succeeded: ${JSON.stringify({ direct, through })}`)
    return {
      proxy: { call: 'bare undici passthrough GET /api/offers → upstream GET /offers', ...direct },
      gateway: { call: 'gateway GET /api/offers (signed in)', ...through },
      throughputRatio: +(through.requestsPerSecond / Math.max(direct.requestsPerSecond, 1)).toFixed(2),
      cpuPerRequestRatio: +(through.cpuMsPerRequest / Math.max(direct.cpuMsPerRequest, 0.001)).toFixed(2),
      goals: { throughputRatio: '≥ 0.65', cpuPerRequestRatio: '≤ 1.5' },
    }
  } finally {
    for (const child of children) child.kill('SIGTERM')
    await local.close()
    await upstream.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.main) console.log(JSON.stringify(await benchOffersList(), null, 2))
