/**
 * Device two-factor step of the password login (code 141; routes §7 2fa-validate, 2fa-resend):
 * the pending challenge stays in the session; a right code ends at the identity login start.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CODE_EXPIRED, CODE_REQUIRED, loginApi, WRONG_CODE } from '../../../../../shared/contract/login.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { invalidFields, Refusal } from '../../../errors/refusal.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'
import {
  clearLogin,
  currentLogin,
  identifierLimit,
  identityStart,
  notStarted,
  perClientLimit,
} from './card-login.ts'

const CODE = /^[0-9]{6}$/
/** New codes one client may ask for in the window (each is an SMS or e-mail sent). */
export const RESEND_PER_CLIENT = 5

const twoFactor: FastifyPluginAsyncTypebox = async (fastify) => {
  const perCollector = identifierLimit(fastify, 'two-factor', 10)

  fastify.route({
    ...routeOf(loginApi.twoFactorVerify),
    config: { access: 'public', stateChanging: true, rateLimit: perClientLimit(10) },
    handler: async (request, reply) => {
      const login = currentLogin(request)
      if (!login?.twoFactor) throw notStarted(fastify)
      const code = request.body.code.trim()
      if (!CODE.test(code)) throw invalidFields({ code: CODE_REQUIRED })
      await perCollector(request, reply, login.collectorId)
      const { encryptedSessionJwt } = login.twoFactor
      try {
        const { loginToken } = await fastify.upstream.identity.twoFactorValidate(
          { twoFaCode: code, encryptedSessionJwt },
          { log: request.log },
        )
        clearLogin(request)
        return { redirectTo: identityStart(loginToken, login.next) }
      } catch (error) {
        if (!(error instanceof UpstreamError) || error.upstreamStatus !== 400) throw error
        if (error.errorStatus === 'TWO_FA_INVALID') throw new Refusal(400, 'WRONG_CODE', WRONG_CODE)
        throw new Refusal(400, 'CODE_EXPIRED', CODE_EXPIRED)
      }
    },
  })

  fastify.route({
    ...routeOf(loginApi.twoFactorResend),
    config: { access: 'public', stateChanging: true, rateLimit: perClientLimit(RESEND_PER_CLIENT) },
    handler: async (request) => {
      const login = currentLogin(request)
      if (!login?.twoFactor) throw notStarted(fastify)
      try {
        const sent = await fastify.upstream.identity.twoFactorResend(login.twoFactor.encryptedSessionJwt, {
          log: request.log,
        })
        request.session.set('cardLogin', { ...login, twoFactor: { ...login.twoFactor, ...sent } })
        return sent
      } catch (error) {
        if (!(error instanceof UpstreamError) || error.upstreamStatus !== 400) throw error
        throw new Refusal(400, 'CODE_EXPIRED', CODE_EXPIRED)
      }
    },
  })
}

export default twoFactor
