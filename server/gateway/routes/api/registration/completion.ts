/**
 * After submission. The client polls GET /status every 2 seconds; the gateway makes one upstream
 * check per poll and counts them in the session, so the limit (SIGN_UP_STATUS_MAX_CHECKS) holds
 * whatever the client does (PRX-4). Then POST /auto-login waits for `ready` (at most 10 checks)
 * and exchanges the completion token for a one-time identity login token, passed to the login
 * start as `login_token`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  READY_CHECK_MAX_ATTEMPTS,
  SIGN_UP_STATUS_MAX_CHECKS,
} from '../../../../../shared/constants/limits.ts'
import { registrationApi } from '../../../../../shared/contract/registration.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { DEFAULT_ERROR } from '../../../../../shared/validation/messages.ts'
import { poll } from '../../../plugins/app/upstream/poll.ts'
import { failureCategory } from './failure-category.ts'
import { hasLoginStart, loginStart } from './login-start.ts'
import { journeyOfSession, refusals, saveJourney } from './replies.ts'

const REGISTER_FAILED_PATH = '/register-failed'
/** Wait between `ready` checks. */
const READY_INTERVAL_MS = 1000
/** Message when the status checks ran out before the registration completed. */
const STATUS_TIMEOUT_MESSAGE = 'Registration is taking longer than expected'

type CompletionOptions = { readyIntervalMs?: number }

const completion: FastifyPluginAsyncTypebox<CompletionOptions> = async (fastify, opts) => {
  const { identity } = fastify.upstream
  const readyIntervalMs = opts.readyIntervalMs ?? READY_INTERVAL_MS

  fastify.route({
    ...routeOf(registrationApi.status),
    config: { access: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const state = journeyOfSession(request)
      if (!state?.signUpStatus) throw refusals.outOfOrder(state?.nextStep ?? 'card-check')
      if (state.signUpStatus === 'COMPLETE')
        return { signUpStatus: 'COMPLETE' as const, cardNumber: state.cardNumber }
      const checks = (state.statusChecks ?? 0) + 1
      const failed = (message: string) => {
        saveJourney(request, { ...state, signUpStatus: 'FAILED', statusChecks: checks })
        return {
          signUpStatus: 'FAILED' as const,
          category: failureCategory(message),
          message,
          redirectTo: REGISTER_FAILED_PATH,
        }
      }
      if (state.signUpStatus === 'FAILED' || checks > SIGN_UP_STATUS_MAX_CHECKS)
        return failed(STATUS_TIMEOUT_MESSAGE)
      const status = await identity.signUpStatus(state.authToken ?? '', { log: request.log })
      if (status.signUpStatus === 'FAILED') return failed(status.message ?? '')
      if (status.signUpStatus === 'COMPLETE' && status.registrationCompletedToken) {
        const { registrationCompletedToken, cardNumber } = status
        saveJourney(request, {
          ...state,
          signUpStatus: 'COMPLETE',
          statusChecks: checks,
          registrationCompletedToken,
          cardNumber,
        })
        return { signUpStatus: 'COMPLETE' as const, cardNumber }
      }
      saveJourney(request, { ...state, statusChecks: checks })
      return { signUpStatus: 'PENDING' as const }
    },
  })

  fastify.route({
    ...routeOf(registrationApi.autoLogin),
    config: { access: 'public', stateChanging: true, rateLimit: { max: 10, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const state = journeyOfSession(request)
      const token = state?.registrationCompletedToken
      if (!state || !token) throw refusals.outOfOrder(state?.nextStep ?? 'card-check')
      const context = {
        log: request.log,
        signal: AbortSignal.timeout(readyIntervalMs * READY_CHECK_MAX_ATTEMPTS + 10_000),
      }
      try {
        const ready = await poll(() => identity.ready(state.authToken ?? '', context), {
          intervalMs: readyIntervalMs,
          maxAttempts: READY_CHECK_MAX_ATTEMPTS,
          isDone: (value) => value.ready,
          signal: context.signal,
        })
        if (ready.status !== 'done') throw new Error(`not ready after ${ready.attempts} checks`)
        const login = await identity.autoLogin(token, context)
        const { registrationCompletedToken: _used, ...rest } = state
        const { identityLoginToken, registrationDone } = login
        // Without a login start route the token waits in the session for whichever login comes next.
        saveJourney(request, hasLoginStart(fastify) ? rest : { ...rest, identityLoginToken })
        const query = { login_token: identityLoginToken, registrationDone: String(registrationDone) }
        return { redirectTo: loginStart(fastify, query), registrationDone }
      } catch (error) {
        request.log.warn({ err: error }, 'auto-login failed')
        return reply
          .code(502)
          .send({ code: 'AUTO_LOGIN_FAILED', message: DEFAULT_ERROR, redirectTo: REGISTER_FAILED_PATH })
      }
    },
  })
}

export default completion
