/**
 * The request id on every span: the server span gets it from the request, and every span started
 * under another in the same process (hooks, handler, upstream calls, queries) copies it from its
 * parent. Across the hop to the upstream it travels as `x-request-id` (tracing.ts).
 * @see https://opentelemetry.io/docs/specs/otel/trace/sdk/#span-processor
 */
import { type Context, trace } from '@opentelemetry/api'
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base'

export const REQUEST_ID_ATTRIBUTE = 'request.id'
export const REQUEST_ID_HEADER = 'x-request-id'

/** An inbound id is a short token: nothing to forge a log line or an attribute with. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

export const isSafeRequestId = (value: unknown): value is string =>
  typeof value === 'string' && SAFE_REQUEST_ID.test(value)

/** The request id a span carries, if any (SDK spans expose their attributes). */
export function requestIdOf(span: unknown): string | undefined {
  const value = (span as Partial<ReadableSpan> | undefined)?.attributes?.[REQUEST_ID_ATTRIBUTE]
  return typeof value === 'string' ? value : undefined
}

export class RequestIdSpanProcessor implements SpanProcessor {
  onStart(span: Span, parentContext: Context): void {
    if (span.attributes[REQUEST_ID_ATTRIBUTE] !== undefined) return
    const id = requestIdOf(trace.getSpan(parentContext))
    if (id) span.setAttribute(REQUEST_ID_ATTRIBUTE, id)
  }
  onEnd(): void {}
  forceFlush(): Promise<void> {
    return Promise.resolve()
  }
  shutdown(): Promise<void> {
    return Promise.resolve()
  }
}
