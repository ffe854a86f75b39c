/**
 * The password reset's calls: the request by address (credentials/password/reset) or card
 * (resetWithId), the e-mailed link's check, the reset's code (verify-2fa) and the new password
 * (credentials/password). A request answers 202 as soon as the one lookup is done, known address
 * or not, and the e-mail is written after the answer: status, body and timing say nothing.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import {
  passwordReset,
  passwordResetLink,
  passwordResetWithId,
  setPassword,
  verifyResetCode,
} from '../../../../shared/contract/upstream/self-service.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'

const STATUS = {
  LINK_USED: 410,
  LINK_EXPIRED: 410,
  TWO_FA_REQUIRED: 403,
  PASSWORD_INVALID: 422,
} as const

const passwordResetRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const reset = fastify.passwordReset
  const flows = fastify.selfServiceFlows
  const sending = new Set<Promise<unknown>>()
  fastify.addHook('onClose', async () => {
    await Promise.allSettled(sending)
  })

  /** After the answer: the e-mail's writing never shows in the request's timing. */
  function sendAfterReply(collector: { id: string; email: string | null } | undefined) {
    if (!collector) return
    const job = new Promise((resolve) => setImmediate(resolve))
      .then(() => reset.sendLink(collector))
      .catch((error: unknown) => fastify.log.error({ err: error }, 'password reset e-mail failed'))
      .finally(() => sending.delete(job))
    sending.add(job)
  }

  fastify.route({
    ...routeOf(passwordReset),
    config: { callers: 'anonymous' },
    handler: async (request, reply) => {
      sendAfterReply(await reset.findByEmail(request.body.email))
      return reply.code(202).send(null)
    },
  })

  fastify.route({
    ...routeOf(passwordResetWithId),
    config: { callers: 'anonymous' },
    handler: async (request, reply) => {
      sendAfterReply(await reset.findByCard(request.body.collectorId))
      return reply.code(202).send(null)
    },
  })

  fastify.route({
    ...routeOf(passwordResetLink),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const opened = await reset.openLink(request.body.token)
      if ('refused' in opened)
        throw new UpstreamRefusal(410, { code: opened.refused, message: opened.message })
      return opened
    },
  })

  fastify.route({
    ...routeOf(verifyResetCode),
    config: { callers: 'anonymous' },
    handler: async (request, reply) => {
      const result = await flows.verify('reset', request.body.flowToken, request.body.code)
      if (!('refused' in result)) return reply.code(204).send(null)
      const message =
        result.refused === 'WRONG_CODE' ? 'Wrong security code' : 'This security code has expired'
      throw new UpstreamRefusal(400, { code: result.refused, message })
    },
  })

  fastify.route({
    ...routeOf(setPassword),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const { token, password, flowToken } = request.body
      const result = await reset.setPassword(token, password, flowToken)
      if (!('refused' in result)) return result
      throw new UpstreamRefusal(STATUS[result.refused], { code: result.refused, message: result.message })
    },
  })
}

export default passwordResetRoutes
