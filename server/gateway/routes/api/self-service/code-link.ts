/**
 * The security code's e-mailed link, /two-factor-authentication/<token> (issue 11, item 5): opened
 * in any browser, no session needed; the token is the credential. A right code completes the
 * flow's code step as the original page would, and the flow goes on in this browser: its new
 * tokens go into this session (a reset's link too, so the new password can be set here). The
 * link's refusals are the e-mailed links' (unknown 404, used 409, expired 410); wrong codes count
 * against the flow's five tries at the upstream and are limited per link and per client here.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CODE_EXPIRED, CODE_REQUIRED, WRONG_CODE } from '../../../../../shared/contract/login.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { selfServiceApi } from '../../../../../shared/contract/self-service.ts'
import { orLinkRefusal } from '../../../errors/link-refusal.ts'
import { Refusal } from '../../../errors/refusal.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'
import { checkLimit, perClientLimit } from './refusals.ts'

const CODE = /^[0-9]{6}$/

const codeLink: FastifyPluginAsyncTypebox = async (fastify) => {
  const { selfService } = fastify.upstream
  // The same budget per link as the reset's own code step has per flow.
  const codeChecksPerLink = fastify.createIdentifierLimit({
    name: 'security-code-link',
    max: 10,
    timeWindow: '30 minutes',
  })

  fastify.route({
    ...routeOf(selfServiceApi.openCodeLink),
    config: { access: 'public', stateChanging: true, rateLimit: perClientLimit(30) },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer')
      const { token } = request.body
      return orLinkRefusal('security-code', request.log, () =>
        selfService.openCodeLink(token, { log: request.log }),
      )
    },
  })

  fastify.route({
    ...routeOf(selfServiceApi.verifyCodeLink),
    config: { access: 'public', stateChanging: true, rateLimit: perClientLimit(10) },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer')
      const { token } = request.body
      const code = request.body.code.trim()
      if (!CODE.test(code))
        throw new Refusal(400, 'VALIDATION', CODE_REQUIRED, { fields: { code: CODE_REQUIRED } })
      await checkLimit(codeChecksPerLink, request, reply, token)
      try {
        const { flow, flowToken, resetLink } = await orLinkRefusal('security-code', request.log, () =>
          selfService.verifyCodeLink({ token, code }, { log: request.log }),
        )
        request.session.set('selfService', { flow, flowToken })
        if (!resetLink) return { flow }
        const { token: resetToken, firstName, lastName, email } = resetLink
        const reset = { firstName, lastName, email, twoFactorRequired: true }
        request.session.set('passwordReset', { token: resetToken, ...reset })
        return { flow, reset }
      } catch (error) {
        if (!(error instanceof UpstreamError) || error.upstreamStatus !== 400) throw error
        if (error.errorStatus === 'WRONG_CODE') throw new Refusal(400, 'WRONG_CODE', WRONG_CODE)
        throw new Refusal(400, 'CODE_EXPIRED', CODE_EXPIRED)
      }
    },
  })
}

export default codeLink
