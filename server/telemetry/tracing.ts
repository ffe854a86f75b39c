/**
 * Traces, for one service (gateway or upstream): a tracer provider exporting over OTLP/HTTP, the
 * W3C trace-context propagator (a browser's `traceparent` is continued; baggage is not accepted
 * from outside), Fastify's request and handler spans (@fastify/otel), the gateway's outgoing undici
 * calls (undici-spans.ts: they carry `traceparent` and the request id to the upstream), the upstream's queries
 * (query-spans.ts). Every span carries the request id and every log line of a traced request its
 * `traceId`. Loaded only by load-tracing.ts, when OTEL_EXPORTER_OTLP_ENDPOINT is set.
 * @see https://github.com/fastify/otel
 * @see https://opentelemetry.io/docs/languages/js/exporters/
 */
import { FastifyOtelInstrumentation } from '@fastify/otel'
import type { Span } from '@opentelemetry/api'
import { W3CTraceContextPropagator } from '@opentelemetry/core'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { resourceFromAttributes } from '@opentelemetry/resources'
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  SimpleSpanProcessor,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-node'
import { ATTR_SERVICE_NAME, ATTR_URL_PATH } from '@opentelemetry/semantic-conventions'
import type { FastifyInstance, FastifyRequest, LogController } from 'fastify'
import fp from 'fastify-plugin'
import { querySpans } from './query-spans.ts'
import {
  isSafeRequestId,
  REQUEST_ID_ATTRIBUTE,
  REQUEST_ID_HEADER,
  RequestIdSpanProcessor,
} from './request-id.ts'
import { spanPath } from './span-url.ts'
import { logIncomingRequest, TracedLogController } from './traced-log-controller.ts'
import { traceUndici } from './undici-spans.ts'

export type TracedService = 'gateway' | 'upstream'

export type TracingOptions = {
  service: TracedService
  /** The collector's OTLP/HTTP base URL; spans go to its /v1/traces. */
  endpoint?: string
  /** Where spans go instead, one by one as they end (tests read them from memory). */
  exporter?: SpanExporter
}

// The context manager and propagator are process-wide: set once, by the first service traced
// (`npm start` runs the gateway and the upstream in one process, each with its own provider).
let registered = false

export function startTracing({ service, endpoint, exporter }: TracingOptions) {
  const processor = exporter
    ? new SimpleSpanProcessor(exporter)
    : new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint?.replace(/\/+$/, '')}/v1/traces` }))
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: `loyalty-${service}` }),
    // The request-id processor first: the exporter's processor sees spans with the id on.
    spanProcessors: [new RequestIdSpanProcessor(), processor],
  })
  if (!registered) {
    provider.register({ propagator: new W3CTraceContextPropagator() })
    registered = true
  }

  // Hook spans would multiply a request's spans by its dozen hooks for little insight: the request
  // span and the handler span say where the time went, with the upstream and query spans under them.
  const fastifyOtel = new FastifyOtelInstrumentation({
    instrumentHooks: false,
    requestHook: (span, request) => describeServerSpan(span, request, service),
  })
  fastifyOtel.setTracerProvider(provider)

  // Only the gateway calls out; the channels carry every undici request of the process.
  const stopUndici =
    service === 'gateway' ? traceUndici(provider.getTracer('loyalty-gateway-undici')) : undefined

  return {
    service,
    /** Registered on the service's Fastify instance before any route. */
    plugin: fp(
      async (fastify: FastifyInstance) => {
        await fastify.register(fastifyOtel.plugin())
        fastify.addHook('onRequest', (request, _reply, done) => {
          bindTraceId(request)
          logIncomingRequest(request)
          done()
        })
      },
      { name: 'tracing' },
    ),
    /** The service's Fastify `logController`: its first line of a request carries the trace id too. */
    logController: (options: ConstructorParameters<typeof LogController>[0]) =>
      new TracedLogController(options),
    /** Kysely's `log` option: a span per query. */
    queryLog: querySpans(provider.getTracer(`loyalty-${service}-db`)),
    /** Ends the instrumentations and sends the spans still buffered. */
    close: async () => {
      stopUndici?.()
      fastifyOtel.disable()
      await provider.shutdown()
    },
  }
}

export type Tracing = ReturnType<typeof startTracing>

/**
 * The upstream names the gateway's request id (sent with every call) on its spans, so that one id
 * finds the whole trace; a request that did not come through the gateway keeps its own.
 */
function describeServerSpan(span: Span, request: FastifyRequest, service: TracedService) {
  const inbound = service === 'upstream' ? request.headers[REQUEST_ID_HEADER] : undefined
  span.setAttribute(REQUEST_ID_ATTRIBUTE, isSafeRequestId(inbound) ? inbound : request.id)
  span.setAttribute(ATTR_URL_PATH, spanPath(request.url))
  span.updateName(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`)
}

/** Every later line of the request's log carries its trace id (pino child bindings). */
function bindTraceId(request: FastifyRequest) {
  const { span } = request.opentelemetry()
  const log = request.log as { setBindings?: (bindings: Record<string, unknown>) => void }
  if (span && log.setBindings) log.setBindings({ traceId: span.spanContext().traceId })
}
