/**
 * Issue 13 item 8, load: signed-in sessions (200 by default) browsing the home, offers and
 * activity screens at once for 60 s against the whole product on loopback (embedded store). Each
 * connection is one session cycling through the screens' API calls (screen-calls.ts). Goal: zero
 * errors (transport errors, timeouts and non-2xx answers together); p50 and p99 reported.
 * `node bench/load.ts --duration 10 --connections 50` for a shorter run.
 */
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { browsingSessions, CLIENT_TIMEOUT_SECONDS } from './screen-calls.ts'
import { signInSessions, startProduct } from './signed-in-product.ts'

/** Seconds at the same load before measuring: the first calls of each route compile its schemas. */
const WARM_UP_SECONDS = 5

const statusCounts = (result: autocannon.Result) =>
  Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]))

export type LoadOptions = { duration?: number; connections?: number }

export async function benchLoad({ duration = 60, connections = 200 }: LoadOptions = {}) {
  const product = await startProduct()
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
    const result = await run(duration)
    return {
      goal: 'zero errors; p99 reported',
      sessions: sessions.length,
      connections,
      durationSeconds: duration,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      // autocannon counts a timeout among its errors too.
      errors: result.errors + result.non2xx,
      errorsByKind: {
        timeouts: result.timeouts,
        otherTransport: result.errors - result.timeouts,
        non2xx: result.non2xx,
      },
      statusCodes: statusCounts(result),
      warmUpErrors: warmUp.errors + warmUp.non2xx,
      p50ms: result.latency.p50,
      p99ms: result.latency.p99,
      maxMs: result.latency.max,
      residentMiB: product.residentMiB(),
    }
  } finally {
    await product.stop()
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { duration: { type: 'string', default: '60' }, connections: { type: 'string', default: '200' } },
  })
  console.log(
    JSON.stringify(
      await benchLoad({ duration: Number(values.duration), connections: Number(values.connections) }),
      null,
      2,
    ),
  )
}
