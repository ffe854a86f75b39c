/**
 * GET /customer/refresh?ignoreCache=true (the profile as the account pages show it, the mobile's
 * last digits only) and PUT /customer (title and names, section 5 name rules).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { refreshCustomer, updateCustomer } from '../../../../shared/contract/upstream/account.ts'
import {
  validateFirstName,
  validateLastName,
  validateTitle,
} from '../../../../shared/validation/person-rules.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import { auditOf } from '../audit-channel.ts'

const profile: FastifyPluginAsyncTypebox = async (fastify) => {
  const accounts = fastify.accountRepository

  fastify.route({
    ...routeOf(refreshCustomer),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const row = await accounts.profile(caller.collectorId)
      if (!row) throw new UpstreamRefusal(401, { code: 'UNAUTHORISED', message: 'Unauthorised' })
      return {
        collectorId: row.id,
        cardNumber: row.card_number,
        title: row.title,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        emailVerified: Boolean(row.email_verified_at),
        mobile: row.phone_number
          ? { countryCode: row.country_code ?? '', phoneNumber: row.phone_number.slice(-3) }
          : null,
        dateOfBirth: row.date_of_birth,
      }
    },
  })

  fastify.route({
    ...routeOf(updateCustomer),
    config: { callers: 'collector' },
    handler: async (request, reply) => {
      const caller = request.caller
      const { title, firstName, lastName } = request.body
      const broken =
        (title === null ? undefined : validateTitle(title)) ??
        validateFirstName(firstName) ??
        validateLastName(lastName)
      if (broken) throw new UpstreamRefusal(400, { code: 'VALIDATION_ERROR', message: broken })
      await accounts.changeName(
        caller.collectorId,
        { title, firstName: firstName.trim(), lastName: lastName.trim() },
        auditOf(request),
      )
      return reply.code(204).send(null)
    },
  })
}

export default profile
