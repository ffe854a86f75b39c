import t from 'tap'
import { metricNamesIn } from './promql-metric-names.ts'

t.test('names used bare or before a selector, never functions, labels or durations', async (t) => {
  t.same(metricNamesIn('up == 0'), ['up'])
  t.same(metricNamesIn('dependency_up{dependency="redis"} == 0'), ['dependency_up'])
  t.same(
    metricNamesIn(
      'histogram_quantile(0.95, sum by (le, route) (rate(http_server_request_duration_seconds_bucket{instance=~"$instance"}[$__rate_interval])))',
    ),
    ['http_server_request_duration_seconds_bucket'],
  )
  t.same(
    metricNamesIn(
      'sum(rate(a_total{status_code=~"5.."}[5m])) / sum without (kind) (rate(b_total[5m])) > bool 0.05',
    ),
    ['a_total', 'b_total'],
  )
  t.same(metricNamesIn('process_resident_memory_bytes > 1.5e9'), ['process_resident_memory_bytes'])
  t.same(metricNamesIn('rate(x_total[5m] offset 1h) * on (instance) group_left (version) y_info'), [
    'x_total',
    'y_info',
  ])
})

t.test('a name the product does not export is found, so the checks built on it can fail', async (t) => {
  t.same(metricNamesIn('sum(rate(no_such_metric_total{code="X"}[2m])) > 0'), ['no_such_metric_total'])
})
