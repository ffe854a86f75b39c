/**
 * POST /api/card-self-service/send-code: a 6-digit code for the flow in progress, by e-mail or SMS,
 * behind a captcha, sent by the anonymous two-factor call `2fa/send/{id}` when the details matched.
 * Whatever happens (sent, nothing to send to, no match, the upstream's own limits) the browser gets
 * the same 202 after the same time; what it could not be told goes to the log as a security event.
 * Limited per client and per identity (the target address is the identity's) here, per flow and
 * per address at the upstream.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { cardSelfServiceApi } from '../../../../../shared/contract/card-self-service.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'
import { currentFlow, markCodeSent } from './flow-state.ts'
import { identifierLimit, perClientLimit } from './limits.ts'
import { securityEvent } from './security-event.ts'
import { atLeast, UNIFORM_ANSWER_MS } from './uniform-timing.ts'

const ACCEPTED = { accepted: true } as const

/** The upstream's refusals of a send, which the browser must not learn about. */
function unsent(request: FastifyRequest, error: unknown) {
  if (!(error instanceof UpstreamError) || ![400, 429].includes(error.upstreamStatus ?? 0)) throw error
  securityEvent(request, 'send-code', error.upstreamStatus === 429 ? 'rate-limited' : 'code-expired')
}

const sendCode: FastifyPluginAsyncTypebox = async (fastify) => {
  const { selfService } = fastify.upstream
  const perTarget = identifierLimit(fastify, 'send-code', 5)

  fastify.route({
    ...routeOf(cardSelfServiceApi.sendCode),
    config: {
      access: 'public',
      stateChanging: true,
      captcha: true,
      rateLimit: perClientLimit('send-code', 10),
    },
    handler: (request, reply) =>
      atLeast(UNIFORM_ANSWER_MS, async () => {
        let flow: ReturnType<typeof currentFlow>
        try {
          flow = currentFlow(request)
        } catch (error) {
          securityEvent(request, 'send-code', 'not-started')
          throw error
        }
        await perTarget(request, reply, flow.identity)
        if (flow.flowToken) {
          try {
            await selfService.sendCode(request.body.deliveryMethod, flow.flowToken, { log: request.log })
          } catch (error) {
            unsent(request, error)
          }
        }
        markCodeSent(request, flow)
        reply.code(202)
        return ACCEPTED
      }),
  })
}

export default sendCode
