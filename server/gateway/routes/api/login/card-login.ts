/**
 * Helpers shared by the card-number login routes: the login state held in the session, the
 * identity login start with a one-time token, and the limits with one clear message.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  ACCOUNT_PAUSED,
  ACCOUNT_PAUSED_CODE,
  LOGIN_NOT_STARTED,
  loginApi,
  TOO_MANY_ATTEMPTS,
} from '../../../../../shared/contract/login.ts'
import { Refusal } from '../../../errors/refusal.ts'
import { CARD_LOGIN_TTL_MS, type CardLoginState } from '../../../plugins/app/session/card-login-data.ts'

export const IDENTITY_START_ROUTE = loginApi.identityStart.url

const tooManyAttempts = () =>
  Object.assign(new Error(TOO_MANY_ATTEMPTS), { statusCode: 429, code: 'RATE_LIMITED' })

/** Per client IP (route config): `max` calls a window, answered with the clear message. */
export const perClientLimit = (max: number, timeWindow = '10 minutes') => ({
  max,
  timeWindow,
  errorResponseBuilder: tooManyAttempts,
})

/**
 * An account's card-number sign-in refused because of the attempts made on it, from anywhere:
 * one answer for every card number and collector, saying what happened and what still works.
 */
export const accountPaused = () => new Refusal(429, ACCOUNT_PAUSED_CODE, ACCOUNT_PAUSED)

export const isTooMany = (error: unknown) => (error as { statusCode?: number }).statusCode === 429

/** Per identifier across IPs; its 429 is `refusal` (by default the per-client limit's message). */
export function identifierLimit(
  fastify: FastifyInstance,
  name: string,
  max: number,
  refusal: () => Error = tooManyAttempts,
) {
  const check = fastify.createIdentifierLimit({ name, max, timeWindow: '15 minutes' })
  return async (request: FastifyRequest, reply: FastifyReply, identifier: string) => {
    try {
      await check(request, reply, identifier)
    } catch (error) {
      if (isTooMany(error)) throw refusal()
      throw error
    }
  }
}

/** The identity login start that signs the collector in with a one-time login token. */
export function identityStart(loginToken: string | undefined, next: string | undefined): string {
  const query = new URLSearchParams()
  if (next) query.set('next', next)
  if (loginToken) query.set('login_token', loginToken)
  const search = query.toString()
  return search ? `${IDENTITY_START_ROUTE}?${search}` : IDENTITY_START_ROUTE
}

/** The login in progress, or undefined when none or stale. */
export function currentLogin(request: FastifyRequest, now = Date.now()): CardLoginState | undefined {
  const state = request.session.get('cardLogin')
  return state && now - state.startedAt < CARD_LOGIN_TTL_MS ? state : undefined
}

/** 409 with the page to go back to: card-number entry. */
/** 409 LOGIN_NOT_STARTED: no card-number login in this session (or it timed out); start at card entry. */
export function notStarted(fastify: FastifyInstance): Refusal {
  const redirectTo = `${fastify.config.IDENTITY_START_PREFIX}/enter-card-number`
  return new Refusal(409, 'LOGIN_NOT_STARTED', LOGIN_NOT_STARTED, { redirectTo })
}

export const clearLogin = (request: FastifyRequest) => request.session.set('cardLogin', undefined)
