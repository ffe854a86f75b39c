/**
 * The password reset (issue 11, item 1): the request by e-mail or card number (captcha; one answer
 * whether or not the account exists), the e-mailed link opened on /confirm-reset-password, the
 * code where the collector's account needs one, and the new password under the §5 rules. A new
 * password ends every session of the collector: the provider's at the upstream, the gateway's by
 * the per-collector cut-off the session check reads.
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Forgot_Password_Cheat_Sheet.html
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CODE_EXPIRED, CODE_REQUIRED, WRONG_CODE } from '../../../../../shared/contract/login.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import {
  FLOW_EXPIRED,
  RESET_LINK_EXPIRED,
  RESET_LINK_USED,
  selfServiceApi,
  TWO_FA_REQUIRED,
} from '../../../../../shared/contract/self-service.ts'
import {
  cardNumberRules,
  createPasswordRules,
  emailRules,
} from '../../../../../shared/validation/form-rules.ts'
import { checkFields, Refusal } from '../../../errors/refusal.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'
import { checkLimit, perClientLimit } from './refusals.ts'

const CODE = /^[0-9]{6}$/
const LINK_REFUSALS: Readonly<Record<string, string>> = {
  LINK_USED: RESET_LINK_USED,
  LINK_EXPIRED: RESET_LINK_EXPIRED,
}

const passwordReset: FastifyPluginAsyncTypebox = async (fastify) => {
  const { selfService } = fastify.upstream
  // Per address or card across every client IP: nobody floods one account with requests.
  const perIdentifier = fastify.createIdentifierLimit({
    name: 'password-reset',
    max: 5,
    timeWindow: '1 hour',
  })
  const codeChecksPerFlow = fastify.createIdentifierLimit({
    name: 'password-reset-code',
    max: 10,
    timeWindow: '30 minutes',
  })

  fastify.route({
    ...routeOf(selfServiceApi.requestReset),
    config: { access: 'public', stateChanging: true, captcha: true, rateLimit: perClientLimit(10) },
    handler: async (request, reply) => {
      const { email, cardNumber } = request.body
      const context = { log: request.log }
      if (cardNumber !== undefined) {
        checkFields(cardNumberRules(fastify.config.SCHEME_NAME), { cardNumber })
        const card = cardNumber.replace(/\s/g, '')
        await checkLimit(perIdentifier, request, reply, `card:${card}`)
        await selfService.requestResetByCard(card, context)
      } else {
        checkFields(emailRules, { email })
        const address = (email ?? '').trim().toLowerCase()
        await checkLimit(perIdentifier, request, reply, `email:${address}`)
        await selfService.requestResetByEmail(address, context)
      }
      return reply.code(202).send({ accepted: true })
    },
  })

  fastify.route({
    ...routeOf(selfServiceApi.openResetLink),
    // Public: the e-mailed link's token is the credential.
    config: { access: 'public', stateChanging: true, rateLimit: perClientLimit(30) },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer')
      const { token } = request.body
      try {
        const { flowToken, ...details } = await selfService.openResetLink(token, { log: request.log })
        const twoFactorRequired = flowToken !== undefined
        request.session.set('passwordReset', { token, ...details, twoFactorRequired })
        request.session.set('selfService', flowToken ? { flow: 'reset', flowToken } : undefined)
        return { ...details, twoFactorRequired }
      } catch (error) {
        if (!(error instanceof UpstreamError) || error.upstreamStatus !== 410) throw error
        const code = error.errorStatus === 'LINK_USED' ? 'LINK_USED' : 'LINK_EXPIRED'
        throw new Refusal(410, code, LINK_REFUSALS[code] ?? RESET_LINK_EXPIRED)
      }
    },
  })

  fastify.route({
    ...routeOf(selfServiceApi.verifyResetCode),
    config: { access: 'public', stateChanging: true, rateLimit: perClientLimit(10) },
    handler: async (request, reply) => {
      const flow = request.session.get('selfService')
      if (!request.session.get('passwordReset') || flow?.flow !== 'reset')
        throw new Refusal(409, 'STEP_OUT_OF_ORDER', FLOW_EXPIRED)
      const code = request.body.code.trim()
      if (!CODE.test(code))
        throw new Refusal(400, 'VALIDATION', CODE_REQUIRED, { fields: { code: CODE_REQUIRED } })
      await checkLimit(codeChecksPerFlow, request, reply, flow.flowToken)
      try {
        await selfService.verifyResetCode({ flowToken: flow.flowToken, code }, { log: request.log })
        return { verified: true as const }
      } catch (error) {
        if (!(error instanceof UpstreamError) || error.upstreamStatus !== 400) throw error
        if (error.errorStatus === 'WRONG_CODE') throw new Refusal(400, 'WRONG_CODE', WRONG_CODE)
        throw new Refusal(400, 'CODE_EXPIRED', CODE_EXPIRED)
      }
    },
  })

  fastify.route({
    ...routeOf(selfServiceApi.setPassword),
    config: { access: 'public', stateChanging: true, rateLimit: perClientLimit(10) },
    handler: async (request) => {
      const reset = request.session.get('passwordReset')
      if (!reset) throw new Refusal(409, 'STEP_OUT_OF_ORDER', RESET_LINK_EXPIRED)
      const { firstName, lastName, email } = reset
      checkFields(createPasswordRules({ firstName, lastName, email }), request.body)
      const flowToken = request.session.get('selfService')?.flowToken
      try {
        const { collectorId } = await selfService.setPassword(
          { token: reset.token, password: request.body.password, ...(flowToken ? { flowToken } : {}) },
          { log: request.log },
        )
        await fastify.sessionRevocation.revokeCollector(collectorId)
        request.session.set('passwordReset', undefined)
        request.session.set('selfService', undefined)
        return { done: true as const }
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error
        const { upstreamStatus, errorStatus } = error
        if (upstreamStatus === 403) throw new Refusal(403, 'TWO_FA_REQUIRED', TWO_FA_REQUIRED)
        if (upstreamStatus === 422)
          throw new Refusal(422, 'PASSWORD_INVALID', error.description ?? error.message)
        if (upstreamStatus !== 410) throw error
        const code = errorStatus === 'LINK_USED' ? 'LINK_USED' : 'LINK_EXPIRED'
        throw new Refusal(410, code, LINK_REFUSALS[code] ?? RESET_LINK_EXPIRED)
      }
    },
  })
}

export default passwordReset
