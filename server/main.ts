/**
 * `npm start`: builds the client when its sources changed, starts the reference upstream, then
 * the gateway and its operator port (metrics). `node server/main.ts gateway` or `... upstream`
 * starts one part alone (scale-out).
 * `npm start` runs it with `--liftoff-only`: the embedded store is PostgreSQL in WebAssembly, and V8's
 * optimising compiler, given its largest function (≈100 KB, hot from the first query), takes about
 * 600 MB for a second or two, which more than doubles the process's peak memory; the baseline
 * compiler alone costs some speed per query and none of that memory. A V8 flag cannot be set from here:
 * V8 freezes its flags once it has started.
 * A start that fails (a bad variable, a port in use, an unreachable store) stops with one line on
 * stderr naming the variable, and exit code 1.
 */
import { enableCompileCache } from 'node:module'
import { performance } from 'node:perf_hooks'
import pino from 'pino'
import { ConfigError, loadConfig } from '../config/env.ts'
import { buildClientIfChanged } from './client-build.ts'
import { logOutput } from './log-output.ts'
import { describeStartupFailure } from './startup-failure.ts'

// V8's code cache (under the system's temporary directory) for every module loaded from here on:
// a later start skips compiling them, and stripping their TypeScript types, again. The parts are
// imported after it, in main(), and only those this process runs.
enableCompileCache()

type Part = 'all' | 'gateway' | 'upstream'
type Closable = { close(): Promise<unknown> }

/** How long the parts already started may take to close after a failed start. */
const CLOSE_AFTER_FAILURE_MS = 10_000

async function main(part: Part) {
  const started = performance.now()
  const config = loadConfig()
  // Closed in this order on a signal: the gateway first, so no request reaches a closed upstream.
  const servers: Closable[] = []

  // The client builds in its own process while the upstream starts.
  const building = part === 'upstream' ? Promise.resolve(false) : buildClientIfChanged()
  // Awaited below; a start that fails before then must not leave it unhandled.
  building.catch(() => undefined)
  try {
    if (part === 'all' || part === 'upstream') {
      // A fresh embedded store's initdb (some 530 MB, in a process of its own) before the upstream loads.
      if (!config.DATABASE_URL && !config.PGLITE_SNAPSHOT) {
        const { prepareTemplateFor } = await import('./upstream/db/pglite-template.ts')
        await prepareTemplateFor(config.DATA_DIR)
      }
      const { startUpstream } = await import('./upstream/server.ts')
      servers.push(await startUpstream(config))
    }
    if (part === 'all' || part === 'gateway') {
      const built = await building
      const { startGateway } = await import('./gateway/server.ts')
      const gateway = await startGateway(config)
      servers.unshift(gateway)
      // The operator port: its own listener, closed after the gateway it reports on.
      if (gateway.metrics) {
        const { startMetricsServer } = await import('./telemetry/metrics/operator-server.ts')
        const { dependencyReports } = await import('./gateway/dependencies/dependency-reports.ts')
        servers.push(
          await startMetricsServer(gateway.metrics.registry, config, () => dependencyReports(gateway)),
        )
      }
      const ms = Math.round(performance.now() - started)
      gateway.log.info({ ms, clientBuilt: built }, `ready at ${config.PUBLIC_ORIGIN}`)
    }
  } catch (error) {
    // The upstream's store is closed cleanly before the process ends.
    await closeWithin(servers, CLOSE_AFTER_FAILURE_MS)
    throw error
  }
  const { closeOnSignals } = await import('./gateway/server.ts')
  closeOnSignals(servers, pino({ level: config.LOG_LEVEL, ...logOutput(config) }))
}

async function closeWithin(servers: Closable[], ms: number) {
  const closing = Promise.allSettled(servers.map((server) => server.close()))
  await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, ms).unref())])
}

/** One line on stderr; the stack only when LOG_LEVEL asks for details. */
function stop(error: unknown): never {
  const line =
    error instanceof ConfigError
      ? `Configuration error: ${error.message}`
      : describeStartupFailure(error, process.env.DATA_DIR || './data')
  console.error(line)
  if (['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '')) console.error(error)
  process.exit(1)
}

const part = (process.argv[2] ?? 'all') as Part
if (!['all', 'gateway', 'upstream'].includes(part)) {
  console.error(`Unknown part "${part}": expected gateway, upstream or nothing (both)`)
  process.exit(1)
}
await main(part).catch(stop)
