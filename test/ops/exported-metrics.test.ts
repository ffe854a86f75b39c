/**
 * Every metric an alert rule or a dashboard panel reads is one the product exports: the real
 * upstream and gateway are started, called, and their operator port's /metrics read. A rule over a
 * misspelt or removed metric would never fire; this fails instead.
 */
import type { AddressInfo } from 'node:net'
import t from 'tap'
import { request } from 'undici'
import { loadConfig } from '../../config/env.ts'
import { startMetricsServer } from '../../server/telemetry/metrics/operator-server.ts'
import { startUpstream } from '../../server/upstream/server.ts'
import { gatewayFor } from '../gateway/operations/helpers.ts'
import { seededStoreEnv } from '../helpers/seeded-store.ts'
import { alertRules, dashboard, dashboardQueries } from './ops-files.ts'
import { metricNamesIn } from './promql-metric-names.ts'

/** Series Prometheus makes itself for each scrape target. */
const SCRAPE_SERIES = ['up']
/** The series a histogram named in `# TYPE` exposes. */
const HISTOGRAM_SUFFIXES = ['_bucket', '_sum', '_count']

/** The names in a Prometheus text exposition: each `# TYPE` (with a histogram's series) and each sample's. */
function exportedNames(text: string): Set<string> {
  const names = new Set<string>()
  for (const [, name = '', type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name)
    if (type === 'histogram') for (const suffix of HISTOGRAM_SUFFIXES) names.add(name + suffix)
  }
  for (const [, name = ''] of text.matchAll(/^([a-zA-Z_:][\w:]*)[{ ]/gm)) names.add(name)
  return names
}

const known = (exported: Set<string>, name: string) => exported.has(name) || SCRAPE_SERIES.includes(name)

t.test('every metric the alert rules and the dashboard read is one the product exports', async (t) => {
  const dataDir = t.testdir()
  const upstream = await startUpstream(
    loadConfig({ ...seededStoreEnv({}), DATA_DIR: dataDir, UPSTREAM_PORT: '0', LOG_LEVEL: 'silent' }),
  )
  t.teardown(() => upstream.close())
  const { port: upstreamPort } = upstream.server.address() as AddressInfo
  const { app } = await gatewayFor(t, { env: { UPSTREAM_PORT: String(upstreamPort) } })
  const registry = app.metrics?.registry
  if (!registry) throw new Error('metrics are on by default')
  const operator = await startMetricsServer(registry, { METRICS_PORT: 0, METRICS_HOST: '127.0.0.1' })
  t.teardown(() => operator.close())

  // A request answered and an upstream call made, so their series carry samples too.
  t.equal((await app.inject({ url: '/readyz' })).statusCode, 200, 'the gateway reaches the upstream')
  const response = await request(`http://127.0.0.1:${operator.port}/metrics`)
  t.equal(response.statusCode, 200)
  const exported = exportedNames(await response.body.text())
  t.ok(exported.has('upstream_call_duration_seconds_count'), 'the exposition was read')

  for (const rule of alertRules()) {
    const names = metricNamesIn(rule.expr)
    t.ok(names.length, `${rule.alert} reads a metric`)
    for (const name of names) t.ok(known(exported, name), `${rule.alert}: ${name} is exported`)
  }
  const queries = dashboardQueries(dashboard())
  t.ok(queries.length >= 10, 'the dashboard has its queries')
  for (const query of queries) {
    const names = metricNamesIn(query)
    t.ok(names.length, `${query} reads a metric`)
    for (const name of names) t.ok(known(exported, name), `dashboard: ${name} is exported`)
  }

  // What a wrong name would meet.
  t.notOk(known(exported, 'upstream_calls_total'), 'a plausible misspelling is not exported')
  t.notOk(known(exported, 'http_server_request_duration_seconds_total'), 'a histogram has no _total series')
})
