/**
 * One trace from the browser's request to the upstream's queries: gateway server span → undici
 * client span → upstream server span → query span, all with the gateway's request id; a browser's
 * `traceparent` is continued; the request's log lines carry the trace id. Spans go to memory.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SpanKind } from '@opentelemetry/api'
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base'
import t from 'tap'
import { loadConfig } from '../../config/env.ts'
import { REQUEST_ID_ATTRIBUTE } from '../../server/telemetry/request-id.ts'
import { startTracing } from '../../server/telemetry/tracing.ts'
import { startUpstream } from '../../server/upstream/server.ts'
import { logSink } from '../gateway/operations/helpers.ts'
import { buildGateway } from '../helpers/public-host.ts'

const BROWSER_TRACE = '0af7651916cd43dd8448eb211c80319c'
const BROWSER_SPAN = 'b7ad6b7169203331'

const dir = mkdtempSync(join(tmpdir(), 'trace-test-'))
t.teardown(() => rmSync(dir, { recursive: true, force: true }))
const exporter = new InMemorySpanExporter()
const upstream = await startUpstream(
  loadConfig({ DATA_DIR: join(dir, 'upstream'), UPSTREAM_PORT: '0', LOG_LEVEL: 'silent' }),
  { seed: false, tracing: startTracing({ service: 'upstream', exporter }) },
)
t.teardown(() => upstream.close())
const { port } = upstream.server.address() as AddressInfo
const logs = logSink()
const gateway = await buildGateway(
  loadConfig({ DATA_DIR: join(dir, 'gateway'), UPSTREAM_PORT: String(port), LOG_LEVEL: 'info' }),
  {
    logStream: logs.stream,
    clientDir: join(dir, 'no-client'),
    tracing: startTracing({ service: 'gateway', exporter }),
  },
)
t.teardown(() => gateway.close())

const service = (span: ReadableSpan) => span.resource.attributes['service.name']
const parentOf = (span: ReadableSpan, spans: ReadableSpan[]) =>
  spans.find((other) => other.spanContext().spanId === span.parentSpanContext?.spanId)

/** True when `ancestor` is on the span's chain of parents. */
function descends(span: ReadableSpan, ancestor: ReadableSpan, spans: ReadableSpan[]): boolean {
  for (let parent = parentOf(span, spans); parent; parent = parentOf(parent, spans))
    if (parent === ancestor) return true
  return false
}

/** The spans of the trace a gateway request started, from its server span to the queries. */
function traceOf(requestId: string) {
  const spans = exporter.getFinishedSpans()
  const server = spans.find(
    (span) =>
      service(span) === 'loyalty-gateway' &&
      span.kind === SpanKind.SERVER &&
      span.attributes[REQUEST_ID_ATTRIBUTE] === requestId,
  )
  if (!server) throw new Error(`no gateway span for request ${requestId}`)
  const traceId = server.spanContext().traceId
  const inTrace = spans.filter((span) => span.spanContext().traceId === traceId)
  const client = inTrace.find((span) => span.kind === SpanKind.CLIENT && service(span) === 'loyalty-gateway')
  const upstreamServer = inTrace.find(
    (span) => span.kind === SpanKind.SERVER && service(span) === 'loyalty-upstream',
  )
  const query = inTrace.find((span) => span.name.startsWith('db ') && service(span) === 'loyalty-upstream')
  return { server, client, upstreamServer, query, inTrace, traceId }
}

t.test(
  'a gateway request and its upstream call make one trace with the request id on every span',
  async (t) => {
    const response = await gateway.inject({ url: '/api/brands/categories' })
    t.equal(response.statusCode, 200)
    const requestId = String(response.headers['x-request-id'])
    const { server, client, upstreamServer, query, inTrace, traceId } = traceOf(requestId)

    t.equal(server.name, 'GET /api/brands/categories', 'the server span is named by its route template')
    t.ok(client && descends(client, server, inTrace), 'the upstream call is a client span under the request')
    t.equal(
      upstreamServer?.parentSpanContext?.spanId,
      client?.spanContext().spanId,
      'the upstream continues the call',
    )
    t.ok(
      query && upstreamServer && descends(query, upstreamServer, inTrace),
      'a query span under the upstream request',
    )
    t.match(query?.attributes, { 'db.system.name': 'postgresql', 'db.query.text': /^select /i })
    for (const span of inTrace)
      t.equal(span.attributes[REQUEST_ID_ATTRIBUTE], requestId, `request id on ${span.name}`)

    const lines = logs.lines().filter((line) => line.reqId === requestId)
    const messages = lines.map((line) => line.msg)
    t.equal(messages[0], 'incoming request', 'the first line is still the incoming request, once')
    t.equal(messages.filter((msg) => msg === 'incoming request').length, 1)
    t.ok(messages.includes('upstream call') && messages.at(-1) === 'request completed')
    for (const line of lines) t.equal(line.traceId, traceId, `the trace id on '${line.msg}'`)
  },
)

t.test("a browser's traceparent is continued through the upstream", async (t) => {
  const response = await gateway.inject({
    url: '/api/brands/categories',
    headers: { traceparent: `00-${BROWSER_TRACE}-${BROWSER_SPAN}-01` },
  })
  t.equal(response.statusCode, 200)
  const { server, upstreamServer, query, traceId } = traceOf(String(response.headers['x-request-id']))
  t.equal(traceId, BROWSER_TRACE)
  t.equal(server.parentSpanContext?.spanId, BROWSER_SPAN, "the gateway's span is the browser span's child")
  t.equal(upstreamServer?.spanContext().traceId, BROWSER_TRACE)
  t.equal(query?.spanContext().traceId, BROWSER_TRACE)
})

t.test('query values never reach a span', async (t) => {
  const response = await gateway.inject({ url: '/api/brands?keys=argos' })
  t.equal(response.statusCode, 200)
  const { server, client } = traceOf(String(response.headers['x-request-id']))
  t.equal(server.attributes['url.path'], '/api/brands?keys=*')
  t.match(client?.attributes['url.full'], /\/brands\?keys=\*$/)
  t.notMatch(JSON.stringify([server.attributes, client?.attributes]), /argos/)
})
