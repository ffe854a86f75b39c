/**
 * Customer details (title, names, date of birth); for an analog card they are checked against the
 * card (progressive/verify-analogue-nectar): a mismatch answers the verify-failed screen.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { type CustomerDetailsBody, registrationApi } from '../../../../../shared/contract/registration.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { toHeldDateOfBirth } from '../../../../../shared/validation/date-of-birth.ts'
import { customerDetailsRules } from '../../../../../shared/validation/form-rules.ts'
import { checkFields } from '../../../errors/refusal.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'
import { advance } from './journey.ts'
import { guard, refusals, restartOn401, saveJourney, saveThenAdvance, step } from './replies.ts'

const text = (value: string | undefined) => (value ?? '').trim()

const details: FastifyPluginAsyncTypebox = async (fastify) => {
  const { identity } = fastify.upstream

  /** Stores the details; an analog card's holder must also match the card. */
  async function customerDetails(
    request: FastifyRequest<{ Body: Partial<CustomerDetailsBody> }>,
    analogOnly: boolean,
  ) {
    const state = guard(request, 'customer-details')
    if (analogOnly && state.userType !== 'ANALOG')
      throw refusals.outOfOrder('customer-details', 'Only an existing card is checked')
    checkFields(customerDetailsRules(), request.body)
    const { title, firstName, lastName } = request.body
    const dateOfBirth = toHeldDateOfBirth(text(request.body.dateOfBirth)) ?? ''
    const userData = { title: text(title), firstName: text(firstName), lastName: text(lastName), dateOfBirth }
    const context = { log: request.log }
    const authToken = state.authToken ?? ''
    const save = () => identity.userData({ authToken, userData }, context)
    if (state.userType !== 'ANALOG') return saveThenAdvance(request, state, 'customer-details', save)
    try {
      await save()
      const collectorId = state.collectorId ?? ''
      const verified = await identity.verifyAnalogueNectar(
        { authToken, collectorId, lastName: userData.lastName, dateOfBirth },
        context,
      )
      const next = advance(state, 'customer-details')
      saveJourney(request, next)
      return step(next.nextStep, { signUpStep: verified.nextStep })
    } catch (error) {
      if (error instanceof UpstreamError && error.errorStatus === 'ANALOGUE_MISMATCH')
        return step('verify-failed')
      return restartOn401(error)
    }
  }

  fastify.route({
    ...routeOf(registrationApi.customerDetails),
    // Also the analog card check, so limited like verify-analogue.
    config: { access: 'public', stateChanging: true, rateLimit: { max: 20, timeWindow: 600_000 } },
    handler: (request) => customerDetails(request, false),
  })

  fastify.route({
    ...routeOf(registrationApi.verifyAnalogue),
    config: { access: 'public', stateChanging: true, rateLimit: { max: 10, timeWindow: 600_000 } },
    handler: (request) => customerDetails(request, true),
  })
}

export default details
