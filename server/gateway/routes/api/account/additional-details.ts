/**
 * /api/account/additional-details: what the scheme lacks (`GET`/`POST missing-information`): date
 * of birth (section 5 date rules, 18 or over), household size, dietary preference; each optional.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { accountApi } from '../../../../../shared/contract/account.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { additionalDetailsRules } from '../../../../../shared/validation/account-rules.ts'
import { toDisplayDateOfBirth, toHeldDateOfBirth } from '../../../../../shared/validation/date-of-birth.ts'
import { checkFields } from '../../../errors/refusal.ts'
import { refreshProfile } from './details.ts'
import { asAccountRefusal } from './refusals.ts'

const additionalDetails: FastifyPluginAsyncTypebox = async (fastify) => {
  const client = fastify.upstream.account

  fastify.route({
    ...routeOf(accountApi.additionalDetails),
    config: { access: 'session' },
    handler: async (request) => {
      const details = await client.missingInformation(await request.accessToken(), { log: request.log })
      return {
        dateOfBirth: details.dateOfBirth ? toDisplayDateOfBirth(details.dateOfBirth) : null,
        householdSize: details.householdSize,
        dietaryPreference: details.dietaryPreference,
      }
    },
  })

  fastify.route({
    ...routeOf(accountApi.saveAdditionalDetails),
    config: { access: 'session', stateChanging: true, rateLimit: { max: 20, timeWindow: 600_000 } },
    handler: async (request) => {
      checkFields(additionalDetailsRules(), request.body)
      const dateOfBirth = toHeldDateOfBirth(request.body.dateOfBirth)
      const householdSize = request.body.householdSize.trim()
      const dietaryPreference = request.body.dietaryPreference.trim()
      const body = {
        ...(dateOfBirth ? { dateOfBirth } : {}),
        ...(householdSize ? { householdSize: Number(householdSize) } : {}),
        ...(dietaryPreference ? { dietaryPreference } : {}),
      }
      const token = await request.accessToken()
      await client.saveMissingInformation(token, body, { log: request.log }).catch(asAccountRefusal)
      await refreshProfile(client, request, token)
      return { saved: true as const }
    },
  })
}

export default additionalDetails
