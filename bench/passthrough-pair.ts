/**
 * What the benches of the gateway against a bare undici passthrough proxy share (`offers-list.ts`,
 * `brands-search.ts`, `transactions-page.ts`): a reference upstream with a data directory of its own,
 * sign-in through the gateway, the two servers each spawned as its own process (`passthrough-servers.ts`)
 * so that its CPU time per request comes from /proc/<pid>/stat, and the measurement itself.
 *
 * Fairness: both sides are warmed up first (the JIT compiler done with the hot paths), then measured
 * in alternating rounds (the machine's other load falls on both alike), and the figures are the
 * rounds' totals. The connections each side opens to the upstream while measured are counted: both
 * should reuse the ones of their warm-up (0 new).
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

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

export type Rounds = { duration: number; rounds: number; warmUp: number }
type Server = { child: ChildProcess; url: string }
/** What one side is sent: `path` on `server`, or each request's own path and headers (setupRequest). */
export type Side = {
  server: Server
  path: string
  headers?: Record<string, string>
  setupRequest?: (request: autocannon.Request) => autocannon.Request
}
export type Stand = {
  upstream: Awaited<ReturnType<typeof startUpstream>>
  /** Connections opened to the upstream so far. */
  connections: () => number
  /** Signs `login` in through the gateway: its session cookie and the access token the session holds. */
  signIn: (login?: string) => Promise<{ cookie: string; access: string }>
  /** The gateway and the passthrough, which makes `call` (see passthrough-servers.ts) with `token`. */
  servers: (proxy: { call: string; token?: string }) => Promise<{ gateway: Server; proxy: Server }>
}

/** The goals of the gateway against the passthrough. Ratios, not absolute figures. */
export const GOALS = { throughputRatio: '≥ 0.65', cpuPerRequestRatio: '≤ 1.5' }
export const method = ({ duration, rounds, warmUp }: Rounds) =>
  `${warmUp} s warm-up each, then ${rounds} alternating rounds of ${duration} s each, 10 connections`

async function spawnServer(role: string, env: Record<string, string>): Promise<Server> {
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : []
  const child = spawn(
    process.execPath,
    [...profile, join(import.meta.dirname, 'passthrough-servers.ts'), role],
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

/** Runs `bench` against an upstream and an in-process gateway in a fresh data directory, then clears up. */
export async function withStand<T>(
  prefix: string,
  settings: Record<string, string>,
  bench: (stand: Stand) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix))
  const base = { DATA_DIR: dataDir, PUBLIC_ORIGIN, LOG_LEVEL: 'warn' }
  const upstream = await startUpstream(loadConfig({ ...base, UPSTREAM_PORT: '0' }))
  const upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`
  let connections = 0
  upstream.server.on('connection', () => {
    connections += 1
  })
  const env = { ...base, UPSTREAM_PORT: new URL(upstreamUrl).port, ...settings }
  // Same data directory, so the same generated session keys: it signs in and reads the cookie.
  const config = loadConfig({ ...env, PORT: '0' })
  const local = await buildGateway(config)
  const children: ChildProcess[] = []
  try {
    return await bench({
      upstream,
      connections: () => connections,
      async signIn(login) {
        const cookie = await gatewayLoginCookie(
          local,
          { config, upstream, base: upstreamUrl, local: (url) => url.replace(PUBLIC_ORIGIN, upstreamUrl) },
          login,
        )
        const [name = '', value = ''] = cookie.split('=')
        const access = local
          .decodeSecureSession(decodeURIComponent(value), undefined, name)
          ?.get('tokens')?.access
        if (!access) throw new Error('the session holds no access token')
        return { cookie, access }
      },
      async servers({ call, token }) {
        const gateway = await spawnServer('gateway', { BENCH_ENV: JSON.stringify(env) })
        children.push(gateway.child)
        const proxy = await spawnServer('proxy', {
          BENCH_UPSTREAM: upstreamUrl,
          BENCH_CALL: call,
          ...(token && { BENCH_TOKEN: token }),
        })
        children.push(proxy.child)
        return { gateway, proxy }
      },
    })
  } finally {
    for (const child of children) child.kill('SIGTERM')
    await local.close()
    await upstream.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const noTotals = () => ({
  requests: 0,
  seconds: 0,
  cpuSeconds: 0,
  non2xx: 0,
  newUpstreamConnections: 0,
  p50: [] as number[],
  p99: [] as number[],
  mean: [] as number[],
})
type Totals = ReturnType<typeof noTotals>

const load = ({ server, path, headers, setupRequest }: Side, duration: number) =>
  autocannon({
    url: `${server.url}${path}`,
    headers,
    connections: 10,
    duration,
    ...(setupRequest && { requests: [{ setupRequest }] }),
  })

/**
 * Warms every side up, then measures them in alternating rounds: each side's totals, with its
 * server's CPU time and the connections opened to the upstream while it was measured.
 */
export async function alternate<Name extends string>(
  stand: Stand,
  sides: Record<Name, Side>,
  { duration, rounds, warmUp }: Rounds,
) {
  const names = Object.keys(sides) as Name[]
  // Warm both (JIT, pools, upstream connections) before measuring.
  for (const name of names) await load(sides[name], warmUp)
  const totals = {} as Record<Name, Totals>
  for (const name of names) totals[name] = noTotals()
  for (let index = 0; index < rounds; index += 1) {
    // Alternating which side goes first cancels a steady drift in the machine's load.
    for (const name of index % 2 === 0 ? names : [...names].reverse()) {
      const side = sides[name]
      const total = totals[name]
      const pid = side.server.child.pid ?? 0
      const [cpu, connections] = [cpuSeconds(pid), stand.connections()]
      const result = await load(side, duration)
      total.cpuSeconds += cpuSeconds(pid) - cpu
      total.newUpstreamConnections += stand.connections() - connections
      total.requests += result.requests.total
      total.seconds += result.duration
      total.non2xx += result.non2xx
      total.p50.push(result.latency.p50)
      total.p99.push(result.latency.p99)
      total.mean.push(result.latency.mean)
    }
  }
  return totals
}

function figures(totals: Totals) {
  return {
    requestsPerSecond: Math.round(totals.requests / Math.max(totals.seconds, 1e-9)),
    p50ms: median(totals.p50),
    p99ms: median(totals.p99),
    non2xx: totals.non2xx,
    cpuMsPerRequest: +((totals.cpuSeconds * 1000) / Math.max(totals.requests, 1)).toFixed(3),
    requests: totals.requests,
    newUpstreamConnections: totals.newUpstreamConnections,
  }
}

/** The gateway against the passthrough, proxy first: each side's figures and the ratios. */
export async function gatewayAgainstProxy(
  stand: Stand,
  { proxy, gateway }: Record<'proxy' | 'gateway', Side & { call: string }>,
  rounds: Rounds,
) {
  const totals = await alternate(stand, { proxy, gateway }, rounds)
  const direct = figures(totals.proxy)
  const through = figures(totals.gateway)
  if (direct.non2xx > 0 || through.non2xx > 0)
    throw new Error(`not every call succeeded: ${JSON.stringify({ direct, through })}`)
  return {
    proxy: { call: proxy.call, ...direct },
    gateway: { call: gateway.call, ...through },
    throughputRatio: +(through.requestsPerSecond / Math.max(direct.requestsPerSecond, 1)).toFixed(2),
    cpuPerRequestRatio: +(through.cpuMsPerRequest / Math.max(direct.cpuMsPerRequest, 0.001)).toFixed(2),
  }
}
