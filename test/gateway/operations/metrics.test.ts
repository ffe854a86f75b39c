/**
 * Prometheus metrics on the operator port only: requests by route template, upstream calls by
 * declared call, event-loop delay, and security events (a CSRF refusal, a rate-limit hit, a
 * captcha failure) counted by kind. The public port has no /metrics.
 */
import t from 'tap'
import { request } from 'undici'
import { startMetricsServer } from '../../../server/telemetry/metrics/operator-server.ts'
import { tempCardApi } from '../../../shared/contract/temp-card.ts'
import { buildTestGateway, sameOriginHeaders } from '../../helpers/gateway.ts'
import { gatewayFor } from './helpers.ts'

const { app, config } = await gatewayFor(t)
const registry = app.metrics?.registry
if (!registry) throw new Error('metrics are on by default')
const operator = await startMetricsServer(registry, { METRICS_PORT: 0, METRICS_HOST: '127.0.0.1' })
t.teardown(() => operator.close())

async function scrape() {
  const response = await request(`http://127.0.0.1:${operator.port}/metrics`)
  t.equal(response.statusCode, 200)
  t.match(response.headers['content-type'], /^text\/plain; version=0\.0\.4/)
  return response.body.text()
}

const resend = (headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: tempCardApi.resend.url, headers, payload: {} })

t.test('the public port has no /metrics', async (t) => {
  const response = await app.inject({ url: '/metrics' })
  t.equal(response.statusCode, 404)
  t.notMatch(response.body, /http_server_request_duration_seconds/)
})

t.test('requests by route template, upstream calls by declared call, the event loop', async (t) => {
  for (let i = 0; i < 2; i++) t.equal((await app.inject({ url: '/healthz' })).statusCode, 200)
  // Nothing listens on the upstream's port: the readiness call fails.
  t.equal((await app.inject({ url: '/readyz' })).statusCode, 503)
  await app.inject({ url: '/api/no-such-thing/4929123456789012' })
  const text = await scrape()
  t.match(
    text,
    /^http_server_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="200"\} 2$/m,
  )
  t.match(
    text,
    /^http_server_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/healthz",status_code="200"\} \d+$/m,
  )
  // This one and the public /metrics above: one series for every unmatched URL.
  t.match(
    text,
    /^http_server_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} 2$/m,
  )
  // The whole number: a part of it can turn up in any figure (a memory size of 10593492992 did).
  t.notMatch(text, /no-such-thing|4929123456789012/, 'never the raw URL')
  t.match(
    text,
    /^upstream_call_duration_seconds_count\{family="identity",call="\/healthz",method="GET",status="none"\} 1$/m,
  )
  t.match(
    text,
    /^upstream_call_errors_total\{family="identity",call="\/healthz",code="UPSTREAM_UNAVAILABLE"\} 1$/m,
  )
  t.match(text, /^nodejs_eventloop_lag_seconds \d/m, 'event-loop delay')
  t.match(text, /^nodejs_eventloop_lag_p99_seconds \d/m)
})

t.test('security events by kind', async (t) => {
  const sameOrigin = sameOriginHeaders(config)
  t.equal((await resend({})).statusCode, 403, 'no CSRF header: refused')
  // The resend allows 3 a window: the 4th is refused by the limit.
  const statuses = []
  for (let i = 0; i < 4; i++) statuses.push((await resend(sameOrigin)).statusCode)
  t.same(statuses, [409, 409, 409, 429])
  const captcha = await app.inject({
    method: 'POST',
    url: tempCardApi.email.url,
    headers: sameOrigin,
    payload: { email: 'someone@example.com' },
  })
  t.equal(captcha.statusCode, 403, 'no captcha solution: refused')
  const text = await scrape()
  t.match(text, /^security_events_total\{kind="csrf"\} 1$/m)
  t.match(text, /^security_events_total\{kind="rate-limit"\} 1$/m)
  t.match(text, /^security_events_total\{kind="captcha"\} 1$/m)
  t.notMatch(text, /someone/, 'no personal data in any label')
})

t.test('the operator port serves nothing else', async (t) => {
  const response = await request(`http://127.0.0.1:${operator.port}/healthz`)
  t.equal(response.statusCode, 404)
  await response.body.dump()
})

t.test("a route's own answer to a limit still counts, once, even when routes share the config", async (t) => {
  const shared = {
    max: 1,
    timeWindow: 60_000,
    errorResponseBuilder: () => Object.assign(new Error('Slow down'), { statusCode: 429, code: 'SLOW_DOWN' }),
  }
  const gateway = await buildTestGateway(
    t,
    {},
    {
      register: (fastify) => {
        for (const url of ['/api/test/one', '/api/test/two'])
          fastify.get(url, { config: { rateLimit: shared } }, async () => ({}))
      },
    },
  )
  const statuses = []
  for (const url of ['/api/test/one', '/api/test/one', '/api/test/two', '/api/test/two'])
    statuses.push((await gateway.inject({ url })).statusCode)
  t.same(statuses, [200, 429, 200, 429])
  const text = await gateway.metrics?.registry.getSingleMetricAsString('security_events_total')
  t.match(text, /^security_events_total\{kind="rate-limit"\} 2$/m)
})

t.test('METRICS_PORT=0: no metrics, and refusals are still logged', async (t) => {
  const { app: off, logs } = await gatewayFor(t, { env: { METRICS_PORT: '0' } })
  t.equal(off.metrics, undefined)
  const refused = await off.inject({ method: 'POST', url: tempCardApi.resend.url, payload: {} })
  t.equal(refused.statusCode, 403)
  t.match(
    logs.lines().find((line) => line.securityEvent),
    {
      level: 40,
      msg: 'cross-site request refused',
      securityEvent: { kind: 'csrf', detail: 'missing_custom_header' },
    },
  )
})
