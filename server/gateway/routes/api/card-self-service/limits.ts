/**
 * The limits of the signed-out card self-service, with one clear message: per client IP (route
 * config), and per identity (the details given) and per flow across every IP, so that neither
 * many addresses nor one can guess details or codes or flood someone's inbox.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { TOO_MANY_ATTEMPTS } from '../../../../../shared/contract/login.ts'
import { securityEvent } from './security-event.ts'

const tooManyAttempts = () =>
  Object.assign(new Error(TOO_MANY_ATTEMPTS), { statusCode: 429, code: 'RATE_LIMITED' })

/** Per client IP: `max` calls in 10 minutes; each refusal is a security event. */
export const perClientLimit = (step: string, max: number) => ({
  max,
  timeWindow: '10 minutes',
  errorResponseBuilder: tooManyAttempts,
  onExceeded: (request: FastifyRequest) => securityEvent(request, step, 'rate-limited'),
})

/** Per identifier across IPs, in an hour. */
export function identifierLimit(fastify: FastifyInstance, name: string, max: number) {
  const check = fastify.createIdentifierLimit({
    name: `card-self-service-${name}`,
    max,
    timeWindow: '1 hour',
  })
  return async (request: FastifyRequest, reply: FastifyReply, identifier: string) => {
    try {
      await check(request, reply, identifier)
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 429) throw error
      securityEvent(request, name, 'rate-limited')
      throw tooManyAttempts()
    }
  }
}
