/**
 * POST /api/card-self-service/retrieve-card/validate and /replace-card/validate: the code redeems
 * the flow (routes specification §7: `retrieve-card/validate`, `replacement-card/validate` with
 * `twoFaCode`, `encryptedCollectorJwt` and the replacement type). A wrong code and an unmatched
 * identity are refused alike; the fifth wrong code ends the flow; a redeemed flow leaves the session.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import {
  CODE_EXPIRED,
  CODE_REQUIRED,
  cardSelfServiceApi,
  NOT_STARTED,
  WRONG_CODE,
} from '../../../../../shared/contract/card-self-service.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { invalidFields, Refusal } from '../../../errors/refusal.ts'
import type { SelfServiceFlow } from '../../../plugins/app/upstream/card-self-service.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'
import { currentFlow, endFlow } from './flow-state.ts'
import { identifierLimit, perClientLimit } from './limits.ts'
import { securityEvent } from './security-event.ts'

const CODE = /^[0-9]{6}$/

/** The flow and the code, or a refusal (each one logged). */
function readCode(request: FastifyRequest<{ Body: { code: string } }>, flow: SelfServiceFlow, step: string) {
  let state: ReturnType<typeof currentFlow>
  try {
    state = currentFlow(request, flow)
  } catch (error) {
    securityEvent(request, step, 'not-started')
    throw error
  }
  // No code was asked for yet: nothing to check (the same for every identity).
  if (!state.codeSent) {
    securityEvent(request, step, 'not-started')
    throw new Refusal(409, 'NOT_STARTED', NOT_STARTED)
  }
  const code = request.body.code.trim()
  if (!CODE.test(code)) {
    securityEvent(request, step, 'invalid-details')
    throw invalidFields({ code: CODE_REQUIRED })
  }
  return { state, code }
}

/** The upstream's refusal as the page's: a wrong code may be tried again, an ended flow may not. */
function refused(request: FastifyRequest, step: string, error: unknown): unknown {
  if (!(error instanceof UpstreamError) || error.upstreamStatus !== 400) return error
  if (error.errorStatus === 'TWO_FA_INVALID') {
    securityEvent(request, step, 'wrong-code')
    return new Refusal(400, 'WRONG_CODE', WRONG_CODE)
  }
  securityEvent(request, step, 'code-expired')
  endFlow(request)
  return new Refusal(400, 'CODE_EXPIRED', CODE_EXPIRED)
}

const validate: FastifyPluginAsyncTypebox = async (fastify) => {
  const { cardSelfService } = fastify.upstream
  const perIdentity = identifierLimit(fastify, 'validate', 10)
  const config = (step: string) =>
    ({ access: 'public', stateChanging: true, rateLimit: perClientLimit(step, 20) }) as const

  fastify.route({
    ...routeOf(cardSelfServiceApi.retrieveValidate),
    config: config('retrieve-card-validate'),
    handler: async (request, reply) => {
      const step = 'retrieve-card-validate'
      const { state, code } = readCode(request, 'retrieve', step)
      await perIdentity(request, reply, state.identity)
      try {
        const card = await cardSelfService.retrieveValidate(
          { twoFaCode: code, encryptedCollectorJwt: state.encryptedCollectorJwt },
          { log: request.log },
        )
        endFlow(request)
        reply.header('cache-control', 'no-store')
        return { cardNumber: card.cardNumber, barcode: `data:image/png;base64,${card.code128}` }
      } catch (error) {
        throw refused(request, step, error)
      }
    },
  })

  fastify.route({
    ...routeOf(cardSelfServiceApi.replaceValidate),
    config: config('replace-card-validate'),
    handler: async (request, reply) => {
      const step = 'replace-card-validate'
      const { state, code } = readCode(request, 'replace', step)
      await perIdentity(request, reply, state.identity)
      try {
        const card = await cardSelfService.replaceValidate(
          {
            twoFaCode: code,
            encryptedCollectorJwt: state.encryptedCollectorJwt,
            replacementType: request.body.replacementType,
          },
          { log: request.log },
        )
        endFlow(request)
        reply.header('cache-control', 'no-store')
        request.log.info({ replacementType: card.replacementType }, 'card replaced')
        return card
      } catch (error) {
        throw refused(request, step, error)
      }
    },
  })
}

export default validate
