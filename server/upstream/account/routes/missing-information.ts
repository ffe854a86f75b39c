/**
 * GET and POST /missing-information: the additional details the scheme asks for (date of birth,
 * household size, dietary preference), null while the collector has not given them.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { DIETARY_PREFERENCES } from '../../../../shared/constants/additional-details.ts'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { missingInformation, saveMissingInformation } from '../../../../shared/contract/upstream/account.ts'
import { validateDateOfBirth } from '../../../../shared/validation/date-of-birth.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import { auditOf } from '../audit-channel.ts'

const missing: FastifyPluginAsyncTypebox = async (fastify) => {
  const accounts = fastify.accountRepository

  fastify.route({
    ...routeOf(missingInformation),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const [profile, details] = await Promise.all([
        accounts.profile(caller.collectorId),
        accounts.additionalDetails(caller.collectorId),
      ])
      return {
        dateOfBirth: profile?.date_of_birth ?? null,
        householdSize: details?.household_size ?? null,
        dietaryPreference: details?.dietary_preference ?? null,
      }
    },
  })

  fastify.route({
    ...routeOf(saveMissingInformation),
    config: { callers: 'collector' },
    handler: async (request, reply) => {
      const caller = request.caller
      const { dateOfBirth, dietaryPreference } = request.body
      const broken =
        (dateOfBirth !== undefined ? validateDateOfBirth(dateOfBirth.replaceAll('-', '/')) : undefined) ??
        (dietaryPreference !== undefined && !DIETARY_PREFERENCES.includes(dietaryPreference)
          ? 'Choose one of the options'
          : undefined)
      if (broken) throw new UpstreamRefusal(400, { code: 'VALIDATION_ERROR', message: broken })
      await accounts.saveAdditionalDetails(caller.collectorId, request.body, auditOf(request))
      return reply.code(204).send(null)
    },
  })
}

export default missing
