/**
 * The one way the gateway reports a security event: a log line with a `securityEvent` object (its
 * kind and details: codes and routes, never a token, card number, address or code) and a count
 * by kind in `security_events_total` when metrics are on.
 */
import type { FastifyRequest } from 'fastify'
import type { SecurityEventKind } from './metrics/gateway-metrics.ts'

export type SecurityEvent = { kind: SecurityEventKind } & Record<string, string | number | undefined>

export type SecurityEventLine = {
  /** warn by default; info where the event is routine (an expired captcha, a logged-out cookie). */
  level?: 'info' | 'warn'
  /** Fields beside `securityEvent` on the line, for the readers of the existing lines. */
  fields?: Record<string, unknown>
}

export function securityEvent(
  request: FastifyRequest,
  event: SecurityEvent,
  msg: string,
  { level = 'warn', fields }: SecurityEventLine = {},
) {
  request.log[level]({ ...fields, securityEvent: event }, msg)
  request.server.metrics?.securityEvent(event.kind)
}
