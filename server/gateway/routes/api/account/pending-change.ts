/**
 * The new e-mail address or mobile number between its two steps (sent a code, then the code):
 * kept in the encrypted session, never in the browser, so the code changes only what it was sent
 * for. Cleared once used.
 */
import type { FastifyRequest } from 'fastify'
import { ACCOUNT_MESSAGES } from '../../../../../shared/contract/account.ts'
import { Refusal } from '../../../errors/refusal.ts'

export type PendingChange =
  | { kind: 'email'; email: string }
  | { kind: 'mobile'; countryCode: string; phoneNumber: string }

declare module '@fastify/secure-session' {
  interface SessionData {
    accountChange: PendingChange
  }
}

export const keepPendingChange = (request: FastifyRequest, change: PendingChange) =>
  request.session.set('accountChange', change)

/** The pending change of this kind, or 409 NO_PENDING_CHANGE. */
export function pendingChange<K extends PendingChange['kind']>(
  request: FastifyRequest,
  kind: K,
): Extract<PendingChange, { kind: K }> {
  const change = request.session.get('accountChange')
  if (!change || change.kind !== kind)
    throw new Refusal(409, 'NO_PENDING_CHANGE', ACCOUNT_MESSAGES.NO_PENDING_CHANGE)
  return change as Extract<PendingChange, { kind: K }>
}

export const clearPendingChange = (request: FastifyRequest) => request.session.set('accountChange', undefined)
