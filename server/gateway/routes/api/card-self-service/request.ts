/**
 * POST /api/card-self-service/retrieve-card/request and /replace-card/request: who the collector
 * is (routes specification §6, §7: `retrieve-card/request`, `replacement-card/request`), behind a
 * captcha. The upstream answers a flow token whether or not the details matched, the gateway keeps
 * it in the session and answers 202 after the same time in both cases.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { cardSelfServiceApi } from '../../../../../shared/contract/card-self-service.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { toHeldDateOfBirth } from '../../../../../shared/validation/date-of-birth.ts'
import type { FieldRules } from '../../../../../shared/validation/field-rule.ts'
import { replaceCardRules, retrieveCardRules } from '../../../../../shared/validation/form-rules.ts'
import { checkFields } from '../../../errors/refusal.ts'
import { identityDigest, startFlow } from './flow-state.ts'
import { identifierLimit, perClientLimit } from './limits.ts'
import { securityEvent } from './security-event.ts'
import { atLeast, UNIFORM_ANSWER_MS } from './uniform-timing.ts'

const ACCEPTED = { accepted: true } as const

function checkDetails(request: FastifyRequest, step: string, rules: FieldRules) {
  try {
    checkFields(rules, request.body)
  } catch (error) {
    securityEvent(request, step, 'invalid-details')
    throw error
  }
}

const requestSteps: FastifyPluginAsyncTypebox = async (fastify) => {
  const { cardSelfService } = fastify.upstream
  const perIdentity = identifierLimit(fastify, 'request', 5)
  const config = (step: string) =>
    ({ access: 'public', stateChanging: true, captcha: true, rateLimit: perClientLimit(step, 10) }) as const

  fastify.route({
    ...routeOf(cardSelfServiceApi.retrieveRequest),
    config: config('retrieve-card-request'),
    handler: (request, reply) =>
      atLeast(UNIFORM_ANSWER_MS, async () => {
        checkDetails(request, 'retrieve-card-request', retrieveCardRules())
        const { email, lastName } = request.body
        const dateOfBirth = toHeldDateOfBirth(request.body.dateOfBirth) ?? ''
        const identity = identityDigest('retrieve', email)
        await perIdentity(request, reply, identity)
        const started = await cardSelfService.retrieveRequest(
          { email: email.trim().toLowerCase(), lastName: lastName.trim(), dateOfBirth },
          { log: request.log },
        )
        startFlow(request, 'retrieve', started, identity)
        reply.code(202)
        return ACCEPTED
      }),
  })

  fastify.route({
    ...routeOf(cardSelfServiceApi.replaceRequest),
    config: config('replace-card-request'),
    handler: (request, reply) =>
      atLeast(UNIFORM_ANSWER_MS, async () => {
        checkDetails(request, 'replace-card-request', replaceCardRules())
        const { lastName, postcode } = request.body
        const birthDate = toHeldDateOfBirth(request.body.dateOfBirth) ?? ''
        const identity = identityDigest('replace', lastName, birthDate, postcode)
        await perIdentity(request, reply, identity)
        const started = await cardSelfService.replaceRequest(
          { birthDate, lastName: lastName.trim(), postcode: postcode.trim() },
          { log: request.log },
        )
        startFlow(request, 'replace', started, identity)
        reply.code(202)
        return ACCEPTED
      }),
  })
}

export default requestSteps
