/**
 * Issue 13 item 8, load: signed-in sessions (200 by default) browsing the home, offers, activity,
 * vouchers and account screens at once for 60 s against the whole product on loopback (embedded
 * store, the embedded shape; bench/production-load.ts is the production shape). Each
 * connection is one session cycling through the screens' API calls (screen-calls.ts). Goal: zero
 * errors (transport errors, timeouts and non-2xx answers together); p50, p99 and the CPU share
 * reported. `node bench/load.ts --duration 10 --connections 50` for a shorter run; `--profile <dir>`
 * writes the product's CPU profile there.
 */
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { loadAverage, loadFigures, WARM_UP_SECONDS } from './load-figures.ts'
import { measureCpu } from './process-cpu.ts'
import { browsingSessions, CLIENT_TIMEOUT_SECONDS } from './screen-calls.ts'
import { signInSessions, startProduct } from './signed-in-product.ts'

export type LoadOptions = { duration?: number; connections?: number; profileDir?: string }

export async function benchLoad({ duration = 60, connections = 200, profileDir }: LoadOptions = {}) {
  const product = await startProduct(profileDir ? { profileDir } : {})
  try {
    const sessions = await signInSessions(product, connections)
    const run = (seconds: number) =>
      autocannon({
        url: product.url,
        connections,
        duration: seconds,
        timeout: CLIENT_TIMEOUT_SECONDS,
        setupClient: browsingSessions(sessions),
      })
    const warmUp = await run(WARM_UP_SECONDS)
    const cpu = measureCpu([
      { name: 'product (gateway and upstream)', pids: () => [product.pid] },
      { name: 'load generator (this process)', pids: () => [process.pid] },
    ])
    const result = await run(duration)
    return {
      goal: 'zero errors; p99 reported',
      sessions: sessions.length,
      connections,
      durationSeconds: duration,
      ...loadFigures(result),
      warmUpErrors: warmUp.errors + warmUp.non2xx,
      cpuShare: cpu.end(),
      loadAverage: loadAverage(),
      residentMiB: product.residentMiB(),
    }
  } finally {
    await product.stop()
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '60' },
      connections: { type: 'string', default: '200' },
      profile: { type: 'string' },
    },
  })
  console.log(
    JSON.stringify(
      await benchLoad({
        duration: Number(values.duration),
        connections: Number(values.connections),
        ...(values.profile ? { profileDir: values.profile } : {}),
      }),
      null,
      2,
    ),
  )
}
