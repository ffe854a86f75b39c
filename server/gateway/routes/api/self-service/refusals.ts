/**
 * What the signed-out flows share: the per-client limits with their clear message, the refusal
 * when no flow was started, and the security event every refusal logs (security-events.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { TOO_MANY_ATTEMPTS } from '../../../../../shared/contract/login.ts'
import { FLOW_EXPIRED } from '../../../../../shared/contract/self-service.ts'
import { Refusal } from '../../../errors/refusal.ts'

const tooManyAttempts = () =>
  Object.assign(new Error(TOO_MANY_ATTEMPTS), { statusCode: 429, code: 'RATE_LIMITED' })

/** Per client IP (route config): `max` calls a window, answered with the clear message. */
export const perClientLimit = (max: number, timeWindow = '10 minutes') => ({
  max,
  timeWindow,
  errorResponseBuilder: tooManyAttempts,
})

export const flowNotStarted = () => new Refusal(409, 'STEP_OUT_OF_ORDER', FLOW_EXPIRED)

type Limit = (request: FastifyRequest, reply: FastifyReply, identifier: string) => Promise<void>

/** Runs an identifier limit; its 429 carries the clear message. */
export async function checkLimit(
  limit: Limit,
  request: FastifyRequest,
  reply: FastifyReply,
  identifier: string,
) {
  try {
    await limit(request, reply, identifier)
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 429) throw error
    throw new Refusal(429, 'RATE_LIMITED', TOO_MANY_ATTEMPTS)
  }
}
