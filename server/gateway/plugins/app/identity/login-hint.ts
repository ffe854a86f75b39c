/**
 * The card number a collector typed on the step before identity login (card-number entry, or the
 * registration's card step when the card already has an online account), kept in the encrypted
 * session and sent to the provider as `login_hint`, so its login page has it filled in. Only a
 * number the card check recognised, and only for as long as a card-number login lasts; the new
 * session that a login starts drops it.
 * @see https://openid.net/specs/openid-connect-core-1_0.html#AuthRequest
 */
import type { FastifyRequest } from 'fastify'
import { CARD_LOGIN_TTL_MS } from '../session/card-login-data.ts'

type LoginHint = { value: string; savedAt: number }

declare module '@fastify/secure-session' {
  interface SessionData {
    loginHint: LoginHint
  }
}

export function rememberLoginHint(request: FastifyRequest, value: string, now = Date.now()) {
  request.session.set('loginHint', { value, savedAt: now })
}

/** The hint, or undefined when none or stale. */
export function loginHintOf(request: FastifyRequest, now = Date.now()): string | undefined {
  const hint = request.session.get('loginHint')
  return hint && now - hint.savedAt < CARD_LOGIN_TTL_MS ? hint.value : undefined
}
