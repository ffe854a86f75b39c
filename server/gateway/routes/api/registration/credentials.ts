/**
 * Phone number and memorable word (progressive/phone-check), and the password: its live
 * validity (progressive/password-validation → pwdValidity) and the password itself.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyBaseLogger } from 'fastify'
import { MOBILE_COUNTRY_CODES } from '../../../../../config/branding.ts'
import { registrationApi } from '../../../../../shared/contract/registration.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { createPasswordRules, phoneNumberRules } from '../../../../../shared/validation/form-rules.ts'
import { checkFields } from '../../../errors/refusal.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'
import { advance } from './journey.ts'
import { guard, refusals, restartOn401, saveJourney, step } from './replies.ts'

/** The message when the identity API calls a password INVALID (e.g. a previous password). */
const PASSWORD_NOT_ACCEPTED = 'Choose a password you have not used before'

const credentials: FastifyPluginAsyncTypebox = async (fastify) => {
  const { identity } = fastify.upstream
  const countries = MOBILE_COUNTRY_CODES[fastify.config.APP_ENV]

  fastify.route({
    ...routeOf(registrationApi.phone),
    config: { access: 'public', stateChanging: true, rateLimit: { max: 20, timeWindow: 600_000 } },
    handler: async (request) => {
      const state = guard(request, 'phone-number')
      checkFields(phoneNumberRules, request.body)
      const countryCode = request.body.countryCode ?? ''
      const authToken = state.authToken ?? ''
      const context = { log: request.log }
      try {
        if (!countries.includes(countryCode))
          throw new UpstreamError({
            code: 'UPSTREAM_REJECTED',
            status: 400,
            message: 'Enter a valid mobile number',
            errorStatus: 'PHONE_INVALID',
          })
        await identity.userData(
          { authToken, userData: { memorableName: (request.body.memorableName ?? '').trim() } },
          context,
        )
        await identity.phoneCheck(
          { authToken, countryCode, phoneNumber: (request.body.phoneNumber ?? '').trim() },
          context,
        )
      } catch (error) {
        if (!(error instanceof UpstreamError && error.errorStatus === 'PHONE_INVALID'))
          return restartOn401(error)
        throw refusals.phoneInvalid(error.message)
      }
      const next = advance(state, 'phone-number')
      saveJourney(request, next)
      return step(next.nextStep)
    },
  })

  /** The identity API's verdict on a password for this journey's names and e-mail. */
  async function validity(authToken: string, password: string, log: FastifyBaseLogger) {
    const summary = await identity.userData({ authToken }, { log })
    const { pwdValidity } = await identity.passwordValidation(
      { authToken, firstName: summary.firstName, lastName: summary.lastName, password },
      { log },
    )
    return {
      pwdValidity,
      details: { firstName: summary.firstName, lastName: summary.lastName, email: summary.email },
    }
  }

  fastify.route({
    ...routeOf(registrationApi.passwordValidate),
    config: { access: 'public', stateChanging: true, rateLimit: { max: 60, timeWindow: 60_000 } },
    handler: async (request) => {
      const state = guard(request, 'create-a-password')
      const checked = await validity(state.authToken ?? '', request.body.password ?? '', request.log).catch(
        (error: unknown) => restartOn401(error),
      )
      saveJourney(request, { ...state, pwdValidity: checked.pwdValidity })
      return { pwdValidity: checked.pwdValidity }
    },
  })

  fastify.route({
    ...routeOf(registrationApi.password),
    config: { access: 'public', stateChanging: true, rateLimit: { max: 20, timeWindow: 600_000 } },
    handler: async (request) => {
      const state = guard(request, 'create-a-password')
      const authToken = state.authToken ?? ''
      const password = request.body.password ?? ''
      const checked = await validity(authToken, password, request.log).catch(restartOn401)
      checkFields(createPasswordRules(checked.details), request.body)
      if (checked.pwdValidity !== 'VALID') {
        saveJourney(request, { ...state, pwdValidity: checked.pwdValidity })
        throw refusals.invalid({ password: PASSWORD_NOT_ACCEPTED })
      }
      await identity.setPassword({ authToken, password }, { log: request.log })
      const next = advance(state, 'create-a-password', { pwdValidity: 'VALID' })
      saveJourney(request, next)
      return step(next.nextStep)
    },
  })
}

export default credentials
