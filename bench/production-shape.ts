/**
 * The product as operators run it (docs/operations.md, "Scale out"), started for the production
 * load and chaos benches: a throwaway PostgreSQL cluster and Redis server on free ports, the
 * reference upstream on PostgreSQL (`node server/main.ts upstream`), two gateways on Redis
 * (`node server/main.ts gateway`, one SESSION_KEYS), and a round-robin balancer in front of them
 * (bench/round-robin-balancer.ts), each a process of its own. Sessions sign in through the balancer
 * (bench/signed-in-product.ts). The chaos bench stops and starts PostgreSQL, Redis and the upstream.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { freePort } from '../test/helpers/free-port.ts'
import { postgresBinaries, startPostgresCluster } from '../test/helpers/throwaway-postgres.ts'
import { startRedisServer } from '../test/helpers/throwaway-redis.ts'
import { type ProcessGroup, withChildren } from './process-cpu.ts'
import { untilReady } from './signed-in-product.ts'

const MAIN = join(import.meta.dirname, '../server/main.ts')
const BALANCER = join(import.meta.dirname, 'round-robin-balancer.ts')
/** The first start seeds the sandbox into PostgreSQL; a busy machine makes it slower. */
const READY_WITHIN_MS = 180_000

export type ProductionShape = {
  /** The balancer's URL: the product's public origin. */
  url: string
  /** The parts whose CPU the benches report. */
  processGroups: ProcessGroup[]
  postgres: { stop(): void; start(): void }
  redis: { stop(): Promise<void>; start(): Promise<void> }
  /** The upstream process, which holds the identity provider: killed, and started again as compose does. */
  upstream: { kill(): Promise<void>; start(): Promise<void> }
  stop(): Promise<void>
}

async function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill(signal)
  await exited
}

/** What a node child runs with: `--cpu-prof` into `profileDir` when asked (bench/production-load.ts --profile). */
const nodeArgs = (profileDir: string | undefined, name: string) =>
  profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${name}.cpuprofile`] : []

export type ProductionShapeOptions = { profileDir?: string }

export async function startProductionShape({
  profileDir,
}: ProductionShapeOptions = {}): Promise<ProductionShape> {
  const bin = postgresBinaries()
  if (!bin) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found under /usr/lib/postgresql')
  const cleanups: (() => Promise<void> | void)[] = []
  // Last started, first stopped; a second call finds nothing left to do.
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  }
  try {
    const postgres = await startPostgresCluster(bin)
    cleanups.push(postgres.remove)
    const redis = await startRedisServer()
    cleanups.push(redis.stop)
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-production-'))
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))

    // Three different ports: a port just given back may be given again.
    const ports = new Set<number>()
    while (ports.size < 3) ports.add(await freePort())
    const [upstreamPort, ...gatewayPorts] = [...ports]
    const gatewayUrls = gatewayPorts.map((port) => `http://127.0.0.1:${port}`)
    const balancer = spawn(process.execPath, [BALANCER, ...gatewayUrls], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    cleanups.push(() => stopChild(balancer))
    const [url] = (await once(createInterface({ input: balancer.stdout }), 'line')) as [string]

    const shared = {
      ...process.env,
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: url,
      LOG_LEVEL: 'warn',
      // One set of secrets for every part, as in docker-compose.yml.
      SESSION_KEYS: randomBytes(32).toString('base64'),
      OIDC_CLIENT_SECRET: randomBytes(32).toString('hex'),
      CAPTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
      UPSTREAM_PORT: String(upstreamPort),
    }
    const upstreamUrl = `http://127.0.0.1:${upstreamPort}`
    let upstreamChild: ChildProcess | undefined
    let upstreamStarts = 0
    const startUpstream = async () => {
      // A restarted upstream writes a profile of its own.
      const child = spawn(
        process.execPath,
        [...nodeArgs(profileDir, `upstream-${++upstreamStarts}`), MAIN, 'upstream'],
        { env: { ...shared, DATABASE_URL: postgres.url }, stdio: ['ignore', 'ignore', 'inherit'] },
      )
      upstreamChild = child
      await untilReady(`${upstreamUrl}/healthz`, child, READY_WITHIN_MS)
    }
    cleanups.push(() => stopChild(upstreamChild))
    await startUpstream()

    const gateways: ChildProcess[] = []
    for (const [index, port] of gatewayPorts.entries()) {
      const child = spawn(
        process.execPath,
        [...nodeArgs(profileDir, `gateway-${index + 1}`), MAIN, 'gateway'],
        {
          env: {
            ...shared,
            PORT: String(port),
            METRICS_PORT: String(await freePort()),
            TRUST_PROXY: '127.0.0.1',
            REDIS_URL: redis.url,
            IDENTITY_API_URL: upstreamUrl,
            MANAGEMENT_API_URL: upstreamUrl,
            OFFERS_API_URL: upstreamUrl,
            CONTENT_API_URL: upstreamUrl,
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      )
      gateways.push(child)
      cleanups.push(() => stopChild(child))
      // One at a time: the first builds the client if its sources changed, the second finds it built.
      await untilReady(`http://127.0.0.1:${port}/readyz`, child, READY_WITHIN_MS)
    }

    const processGroups: ProcessGroup[] = [
      ...gateways.map((child, index) => ({ name: `gateway ${index + 1}`, pids: () => [child.pid ?? 0] })),
      { name: 'upstream', pids: () => [upstreamChild?.pid ?? 0] },
      { name: 'postgresql (all backends)', pids: () => withChildren(postgres.postmasterPid()) },
      { name: 'redis', pids: () => [redis.pid() ?? 0] },
      { name: 'balancer', pids: () => [balancer.pid ?? 0] },
      { name: 'load generator (this process)', pids: () => [process.pid] },
    ]
    return {
      url,
      processGroups,
      postgres,
      redis,
      upstream: {
        kill: () => stopChild(upstreamChild, 'SIGKILL'),
        start: startUpstream,
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
