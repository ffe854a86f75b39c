/**
 * One log line per refusal of the signed-out card self-service, for the people who watch for
 * attacks: the flow, the step and why, never the details, the code or the token.
 */
import type { FastifyRequest } from 'fastify'
import { securityEvent as report } from '../../../../telemetry/security-event.ts'

export type RefusalReason =
  | 'invalid-details'
  | 'rate-limited'
  | 'not-started'
  | 'wrong-code'
  | 'code-expired'
  | 'captcha'

export function securityEvent(request: FastifyRequest, step: string, reason: RefusalReason) {
  report(
    request,
    { kind: 'card-self-service-refusal', area: 'card-self-service', step, reason },
    'card self-service refused',
  )
}
