/**
 * A client span per outgoing undici request (the upstream pools, the forwarded paths and the
 * identity provider's fetch), through undici's diagnostics channels: the span starts under the
 * caller's span, its `traceparent` and the request id go out as headers, and it ends with the
 * answer or the error. URLs on the span have their query values and card numbers masked.
 * @see https://undici.nodejs.org/#/docs/api/DiagnosticsChannel
 */
import diagnostics from 'node:diagnostics_channel'
import {
  context,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api'
import { REQUEST_ID_HEADER, requestIdOf } from './request-id.ts'
import { spanPath, spanQuery } from './span-url.ts'

type UndiciRequest = {
  origin: string
  method: string
  path: string
  addHeader(name: string, value: string): unknown
}
type Message = {
  request: UndiciRequest
  response?: { statusCode: number }
  error?: { code?: unknown; name?: string }
}

/** Subscribes to undici's channels; the returned function unsubscribes. */
export function traceUndici(tracer: Tracer): () => void {
  const spans = new WeakMap<UndiciRequest, Span>()

  const handlers: Record<string, (message: Message) => void> = {
    'undici:request:create': ({ request }) => {
      const parent = context.active()
      const url = new URL(request.origin)
      const span = tracer.startSpan(
        request.method,
        {
          kind: SpanKind.CLIENT,
          attributes: {
            'http.request.method': request.method,
            'url.full': `${url.origin}${spanPath(request.path)}`,
            'url.query': spanQuery(request.path),
            'server.address': url.hostname,
            'server.port': Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
          },
        },
        parent,
      )
      spans.set(request, span)
      const headers: Record<string, string> = {}
      propagation.inject(trace.setSpan(parent, span), headers)
      for (const [name, value] of Object.entries(headers)) request.addHeader(name, value)
      const requestId = requestIdOf(span)
      if (requestId) request.addHeader(REQUEST_ID_HEADER, requestId)
    },
    'undici:request:headers': ({ request, response }) => {
      const span = spans.get(request)
      if (!span || !response) return
      span.setAttribute('http.response.status_code', response.statusCode)
      if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
    },
    'undici:request:trailers': ({ request }) => {
      spans.get(request)?.end()
      spans.delete(request)
    },
    'undici:request:error': ({ request, error }) => {
      const span = spans.get(request)
      if (!span) return
      // The code or class only: an error's message may quote the URL.
      const code = typeof error?.code === 'string' ? error.code : (error?.name ?? 'Error')
      span.setStatus({ code: SpanStatusCode.ERROR, message: code })
      span.end()
      spans.delete(request)
    },
  }
  const subscriptions = Object.entries(handlers) as Array<[string, (message: unknown) => void]>
  for (const [channel, handler] of subscriptions) diagnostics.subscribe(channel, handler)
  return () => {
    for (const [channel, handler] of subscriptions) diagnostics.unsubscribe(channel, handler)
  }
}
