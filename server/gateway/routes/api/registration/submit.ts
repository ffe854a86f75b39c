/**
 * The last steps: terms and business offers submit the journey (progressive/confirm-registration);
 * then the success screen polls the sign-up status and exchanges the completion token for an
 * identity login (ready, then auto-login).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { registrationApi } from '../../../../../shared/contract/registration.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import type { UserDataUpdate } from '../../../../../shared/contract/upstream/identity.ts'
import { termsRules } from '../../../../../shared/validation/form-rules.ts'
import { checkFields } from '../../../errors/refusal.ts'
import type { RegistrationState } from '../../../plugins/app/session/session-data.ts'
import { guard, restartOn401, saveJourney, saveThenAdvance, step } from './replies.ts'

const submitSteps: FastifyPluginAsyncTypebox = async (fastify) => {
  const { identity } = fastify.upstream

  /** Stores the last answers, submits the journey and leaves only the success screen open. */
  async function submit(request: FastifyRequest, state: RegistrationState, userData: UserDataUpdate) {
    const authToken = state.authToken ?? ''
    const context = { log: request.log }
    try {
      await identity.userData({ authToken, userData }, context)
      const { nextStep } = await identity.confirmRegistration(
        { authToken, accessToken: state.accessToken },
        context,
      )
      saveJourney(request, { ...state, nextStep: 'success', signUpStatus: 'PENDING', statusChecks: 0 })
      return step('success', { signUpStep: nextStep })
    } catch (error) {
      return restartOn401(error)
    }
  }

  fastify.route({
    ...routeOf(registrationApi.terms),
    config: { access: 'public', stateChanging: true },
    handler: async (request) => {
      const state = guard(request, 'terms')
      checkFields(termsRules, request.body)
      const userData = { onlineAdvertisingConsent: request.body.onlineAdvertisingConsent !== false }
      if (state.accountType !== 'business') return submit(request, state, userData)
      const save = () =>
        identity.userData({ authToken: state.authToken ?? '', userData }, { log: request.log })
      return saveThenAdvance(request, state, 'terms', save)
    },
  })

  fastify.route({
    ...routeOf(registrationApi.businessOffers),
    config: { access: 'public', stateChanging: true },
    handler: async (request) => {
      const state = guard(request, 'get-business-offers')
      return submit(request, state, { businessOffersOptIn: request.body.businessOffersOptIn === true })
    },
  })
}

export default submitSteps
