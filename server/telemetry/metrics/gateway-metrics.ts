/**
 * The gateway's Prometheus metrics, in a registry of its own (never prom-client's global one, so
 * that several gateways in one process never clash): Node's defaults (event-loop delay, heap, GC,
 * CPU), requests by route template, upstream calls by family and declared call, and security
 * events by kind. Every label comes from a bounded set: route templates, never raw URLs.
 * @see https://github.com/siimon/prom-client
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/** The route label of a request no route matched (404s), whatever its URL. */
export const UNMATCHED_ROUTE = 'unmatched'

/** From a fast cached answer to the 30 s upstream deadline. */
const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

export type SecurityEventKind =
  | 'csrf'
  | 'rate-limit'
  | 'captcha'
  | 'redirect-refused'
  | 'revoked-session'
  | 'bearer-refused'
  | 'card-self-service-refusal'
  | 'self-service-refusal'

/** One upstream call as the rest client ends it (status when an answer came, code when it failed). */
export type UpstreamCallRecord = {
  family: string
  call: string
  method: string
  status: number | undefined
  code: string | undefined
  seconds: number
}

/**
 * A labelled series, found once per label set and kept: prom-client otherwise hashes the labels
 * object on every observation. The label sets are bounded (see above), so the map is too.
 */
function seriesOf<T>(labelled: (...values: string[]) => T) {
  const known = new Map<string, T>()
  return (...values: string[]) => {
    const key = values.join('\u0000')
    let series = known.get(key)
    if (series === undefined) {
      series = labelled(...values)
      known.set(key, series)
    }
    return series
  }
}

export function createGatewayMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const requests = new Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Requests answered, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  })
  const upstreamCalls = new Histogram({
    name: 'upstream_call_duration_seconds',
    help: 'Upstream calls (all attempts), by family, declared call, method and final status (none: no answer)',
    labelNames: ['family', 'call', 'method', 'status'],
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  })
  const upstreamErrors = new Counter({
    name: 'upstream_call_errors_total',
    help: 'Upstream calls that failed, by family, declared call and error code',
    labelNames: ['family', 'call', 'code'],
    registers: [registry],
  })
  const securityEvents = new Counter({
    name: 'security_events_total',
    help: 'Security events by kind: CSRF refusals, rate-limit hits, captcha failures, refused redirects, revoked-session use, self-service refusals',
    labelNames: ['kind'],
    registers: [registry],
  })
  const dependencyUp = new Gauge({
    name: 'dependency_up',
    help: 'Whether a shared dependency answers, as this replica last saw it (1 up, 0 down)',
    labelNames: ['dependency'],
    registers: [registry],
  })
  const degradedAnswers = new Counter({
    name: 'degraded_answers_total',
    help: 'Answers given without a dependency that was down, by dependency and what fell back',
    labelNames: ['dependency', 'use'],
    registers: [registry],
  })
  const requestSeries = seriesOf((...values) => requests.labels(...values))
  const upstreamSeries = seriesOf((...values) => upstreamCalls.labels(...values))
  return {
    registry,
    request(method: string, route: string, status: number, seconds: number) {
      requestSeries(method, route, String(status)).observe(seconds)
    },
    upstreamCall({ family, call, method, status, code, seconds }: UpstreamCallRecord) {
      upstreamSeries(family, call, method, status === undefined ? 'none' : String(status)).observe(seconds)
      if (code) upstreamErrors.inc({ family, call, code })
    },
    securityEvent(kind: SecurityEventKind) {
      securityEvents.labels(kind).inc()
    },
    dependency(name: string, up: boolean) {
      dependencyUp.labels(name).set(up ? 1 : 0)
    },
    degraded(dependency: string, use: string) {
      degradedAnswers.labels(dependency, use).inc()
    },
  }
}

export type GatewayMetrics = ReturnType<typeof createGatewayMetrics>
