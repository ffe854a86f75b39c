/** What the load benches report of an autocannon run: throughput, latency and every error by kind. */
import { loadavg } from 'node:os'
import type autocannon from 'autocannon'

/** Seconds at the same load before measuring: the first calls of each route compile its schemas. */
export const WARM_UP_SECONDS = 5

const statusCounts = (result: autocannon.Result) =>
  Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]))

export function loadFigures(result: autocannon.Result) {
  return {
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
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    maxMs: result.latency.max,
  }
}

/** Load average over 1, 5 and 15 minutes when measured: other work on the machine shows here. */
export const loadAverage = () => loadavg().map((value) => Math.round(value * 100) / 100)
