/**
 * GET /state: what the client needs to draw the current step, from the session and the
 * upstream's summary of the journey (e-mail, names for the password checklist, address held).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  type RegistrationStateResponse,
  registrationApi,
} from '../../../../../shared/contract/registration.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import type { UserDataSummary } from '../../../../../shared/contract/upstream/identity.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'
import { journeyOfSession } from './replies.ts'

const INACTIVE: RegistrationStateResponse = {
  active: false,
  step: 'card-check',
  pwdValidity: 'NA',
  registrationDone: false,
  hasAddress: false,
}

const present = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T

const state: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(registrationApi.state),
    config: { access: 'public' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const journey = journeyOfSession(request)
      if (!journey?.nextStep) return INACTIVE
      let summary: Partial<UserDataSummary> = {}
      if (journey.authToken && !journey.signUpStatus) {
        try {
          summary = await fastify.upstream.identity.userData(
            { authToken: journey.authToken },
            { log: request.log },
          )
        } catch (error) {
          if (!(error instanceof UpstreamError && error.status === 401)) throw error
          return INACTIVE
        }
      }
      return present({
        active: true,
        step: journey.nextStep,
        userType: journey.userType,
        accountType: journey.accountType,
        email: journey.email ?? summary.email,
        firstName: summary.firstName,
        lastName: summary.lastName,
        pwdValidity: journey.pwdValidity ?? 'NA',
        registrationDone: journey.registrationDone === true,
        hasAddress: summary.hasAddress === true || journey.userType === 'ANALOG',
        signUpStatus: journey.signUpStatus,
        cardNumber: journey.signUpStatus === 'COMPLETE' ? journey.cardNumber : undefined,
      })
    },
  })
}

export default state
