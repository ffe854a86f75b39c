/**
 * Customer details (title, names, date of birth); for an analog card they are checked against the
 * card (progressive/verify-analogue-nectar): a mismatch answers the verify-failed screen.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  type CustomerDetailsBody,
  type RegistrationScreen,
  registrationApi,
} from '../../../../../shared/contract/registration.ts'
import { toHeldDateOfBirth } from '../../../../../shared/validation/date-of-birth.ts'
import { customerDetailsRules } from '../../../../../shared/validation/form-rules.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'
import { routeOf } from '../../../routing/route-of.ts'
import { advance } from './journey.ts'
import { guard, passes, restartOn401, saveJourney, saveThenAdvance, step } from './replies.ts'

const text = (value: string | undefined) => (value ?? '').trim()

const details: FastifyPluginAsyncTypebox = async (fastify) => {
  const { identity } = fastify.upstream

  /** Stores the details; an analog card's holder must also match the card. */
  async function customerDetails(
    request: FastifyRequest<{ Body: Partial<CustomerDetailsBody> }>,
    reply: FastifyReply,
    analogOnly: boolean,
  ) {
    const state = guard(request, reply, 'customer-details')
    if (!state) return reply
    if (analogOnly && state.userType !== 'ANALOG')
      return reply.code(409).send({
        code: 'STEP_OUT_OF_ORDER',
        message: 'Only an existing card is checked',
        nextStep: 'customer-details',
      })
    if (!passes(reply, customerDetailsRules(), request.body)) return reply
    const { title, firstName, lastName } = request.body
    const dateOfBirth = toHeldDateOfBirth(text(request.body.dateOfBirth)) ?? ''
    const userData = { title: text(title), firstName: text(firstName), lastName: text(lastName), dateOfBirth }
    const context = { log: request.log }
    const authToken = state.authToken ?? ''
    const save = () => identity.userData({ authToken, userData }, context)
    if (state.userType !== 'ANALOG') return saveThenAdvance(request, reply, state, 'customer-details', save)
    try {
      await save()
      const collectorId = state.collectorId ?? ''
      const verified = await identity.verifyAnalogueNectar(
        { authToken, collectorId, lastName: userData.lastName, dateOfBirth },
        context,
      )
      const next = advance(state, 'customer-details')
      saveJourney(request, next)
      return step(next.nextStep as RegistrationScreen, { signUpStep: verified.nextStep })
    } catch (error) {
      if (error instanceof UpstreamError && error.errorStatus === 'ANALOGUE_MISMATCH')
        return step('verify-failed')
      return restartOn401(reply, error)
    }
  }

  fastify.route({
    ...routeOf(registrationApi.customerDetails),
    // Also the analog card check, so limited like verify-analogue.
    config: { access: 'public', stateChanging: true, rateLimit: { max: 20, timeWindow: 600_000 } },
    handler: (request, reply) => customerDetails(request, reply, false),
  })

  fastify.route({
    ...routeOf(registrationApi.verifyAnalogue),
    config: { access: 'public', stateChanging: true, rateLimit: { max: 10, timeWindow: 600_000 } },
    handler: (request, reply) => customerDetails(request, reply, true),
  })
}

export default details
