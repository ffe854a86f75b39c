/**
 * Issue 23 item 2, the production shape under load: the parts as operators run them
 * (bench/production-shape.ts: two gateways behind a round-robin balancer, the upstream on
 * PostgreSQL, Redis for shared state, each its own process) and 200 signed-in sessions browsing
 * home, offers, activity, vouchers and account for 60 s (bench/screen-calls.ts). Reports
 * requests/s, p50, p99, errors, each process's CPU share over the measured window, and the load
 * average (other work on the machine shows there). Goal on a 2-core machine: ≥ 1,000 requests/s,
 * p99 ≤ 250 ms, zero errors, the gateways together at most half the machine's CPU.
 * `node bench/production-load.ts --duration 10 --connections 50` for a shorter run;
 * `--profile <dir>` writes each part's CPU profile there (node --cpu-prof).
 */
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { loadAverage, loadFigures, WARM_UP_SECONDS } from './load-figures.ts'
import { measureCpu } from './process-cpu.ts'
import { startProductionShape } from './production-shape.ts'
import { browsingSessions, CLIENT_TIMEOUT_SECONDS } from './screen-calls.ts'
import { signInSessions } from './signed-in-product.ts'

export type ProductionLoadOptions = { duration?: number; connections?: number; profileDir?: string }

export async function benchProductionLoad({
  duration = 60,
  connections = 200,
  profileDir,
}: ProductionLoadOptions = {}) {
  const shape = await startProductionShape(profileDir ? { profileDir } : {})
  try {
    const sessions = await signInSessions(shape, connections)
    const run = (seconds: number) =>
      autocannon({
        url: shape.url,
        connections,
        duration: seconds,
        timeout: CLIENT_TIMEOUT_SECONDS,
        setupClient: browsingSessions(sessions),
      })
    const warmUp = await run(WARM_UP_SECONDS)
    const cpu = measureCpu(shape.processGroups)
    const result = await run(duration)
    const cpuShare = cpu.end()
    const gatewaysPercent = Object.entries(cpuShare)
      .filter(([name]) => name.startsWith('gateway'))
      .reduce((sum, [, share]) => sum + share.percentOfMachine, 0)
    return {
      goal: '≥ 1,000 requests/s, p99 ≤ 250 ms, zero errors; gateways ≤ 50% of the machine CPU',
      sessions: sessions.length,
      connections,
      durationSeconds: duration,
      ...loadFigures(result),
      warmUpErrors: warmUp.errors + warmUp.non2xx,
      cpuShare,
      gatewaysPercentOfMachine: Math.round(gatewaysPercent * 100) / 100,
      loadAverage: loadAverage(),
    }
  } finally {
    await shape.stop()
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
      await benchProductionLoad({
        duration: Number(values.duration),
        connections: Number(values.connections),
        ...(values.profile ? { profileDir: values.profile } : {}),
      }),
      null,
      2,
    ),
  )
}
