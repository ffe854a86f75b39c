/**
 * The journey's detail calls: userData and account type (user-data), the analog card check
 * (verify-analogue-nectar) and phone-check.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { phoneCheck, userData, verifyAnalogueNectar } from '../../../../shared/contract/upstream/identity.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import { openJourney } from '../open-journey.ts'
import { checkPhone, PHONE_INVALID_MESSAGE } from '../phone.ts'

const details: FastifyPluginAsyncTypebox = async (fastify) => {
  const { collectorsRepository: collectors, registrationsRepository: registrations } = fastify
  const open = (authToken: string) => openJourney(registrations, authToken)

  fastify.route({
    ...routeOf(userData),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const row = await open(request.body.authToken)
      const data = await registrations.mergeUserData(row, request.body.userData ?? {})
      if (request.body.accountType)
        await registrations.update(row.auth_token, { account_type: request.body.accountType })
      return {
        ...(row.email ? { email: row.email } : {}),
        ...(data.firstName ? { firstName: data.firstName } : {}),
        ...(data.lastName ? { lastName: data.lastName } : {}),
        ...((request.body.accountType ?? row.account_type)
          ? { accountType: request.body.accountType ?? row.account_type ?? '' }
          : {}),
        hasAddress: (data.addresses?.length ?? 0) > 0 || row.user_type === 'analog',
        hasPassword: row.password_hash !== null,
      }
    },
  })

  fastify.route({
    ...routeOf(verifyAnalogueNectar),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const row = await open(request.body.authToken)
      const card = await collectors.holder(request.body.collectorId)
      const matches =
        row.collector_id === request.body.collectorId &&
        card?.last_name.trim().toLowerCase() === request.body.lastName.trim().toLowerCase() &&
        card.date_of_birth === request.body.dateOfBirth
      if (!matches)
        throw new UpstreamRefusal(400, {
          code: 'ANALOGUE_MISMATCH',
          message: "Those details don't look quite right",
        })
      return { nextStep: 'DO_EMAIL_CHECK' as const }
    },
  })

  fastify.route({
    ...routeOf(phoneCheck),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const row = await open(request.body.authToken)
      const national = checkPhone(request.body.countryCode, request.body.phoneNumber)
      if (!national) throw new UpstreamRefusal(400, { code: 'PHONE_INVALID', message: PHONE_INVALID_MESSAGE })
      await registrations.mergeUserData(row, { phoneNumber: national, countryCode: request.body.countryCode })
      return { authToken: row.auth_token }
    },
  })
}

export default details
