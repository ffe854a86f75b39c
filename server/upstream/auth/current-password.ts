/**
 * A signed-in collector's current password, before a change or a deletion: checked only through
 * the login guard, on the account's sign-in budget, so that no route asking for it can be used to
 * guess it faster than the sign-in page. A spent budget has one answer on every route.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { apiClientAddress } from '../oidc/client-address.ts'

export const TOO_MANY_ATTEMPTS = { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts' } as const

export function checkCurrentPassword(
  fastify: FastifyInstance,
  request: FastifyRequest,
  collector: { id: string; password_hash: string | null },
  password: string,
) {
  return fastify.oidc.loginGuard.checkCurrent(collector, password, {
    ip: apiClientAddress(request),
    log: request.log,
  })
}
