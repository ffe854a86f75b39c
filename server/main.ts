/**
 * `npm start`: builds the client when its sources changed, starts the reference upstream, then
 * the gateway. `node server/main.ts gateway` or `... upstream` starts one part alone (scale-out).
 */
import { performance } from 'node:perf_hooks'
import { buildClientIfChanged } from '../client/build.ts'
import { type Config, ConfigError, loadConfig } from '../config/env.ts'
import { closeOnSignals, startGateway } from './gateway/server.ts'
import { startUpstream } from './upstream/server.ts'

type Part = 'all' | 'gateway' | 'upstream'

function readConfig(): Config {
  try {
    return loadConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(`Configuration error: ${error.message}`)
    process.exit(1)
  }
}

async function main(part: Part) {
  const started = performance.now()
  const config = readConfig()
  // Closed in this order on a signal: the gateway first, so no request reaches a closed upstream.
  const servers: Array<{ close(): Promise<unknown> }> = []

  if (part === 'all' || part === 'upstream') servers.push(await startUpstream(config))
  if (part === 'all' || part === 'gateway') {
    const built = await buildClientIfChanged()
    const gateway = await startGateway(config)
    servers.unshift(gateway)
    const ms = Math.round(performance.now() - started)
    gateway.log.info({ ms, clientBuilt: built }, `ready at ${config.PUBLIC_ORIGIN}`)
  }
  closeOnSignals(servers)
}

const part = (process.argv[2] ?? 'all') as Part
if (!['all', 'gateway', 'upstream'].includes(part)) {
  console.error(`Unknown part "${part}": expected gateway, upstream or nothing (both)`)
  process.exit(1)
}
await main(part)
