/**
 * GET /api/account/details (the profile read afresh, `customer/refresh?ignoreCache=true`, with the
 * masked address) and PUT /api/account/details/name (`PUT customer`, the section 5 name rules).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { FIRST_NAME_MAX } from '../../../../../shared/constants/limits.ts'
import { accountApi } from '../../../../../shared/contract/account.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { nameChangeRules } from '../../../../../shared/validation/account-rules.ts'
import { checkFields } from '../../../errors/refusal.ts'
import type { AccountClient } from '../../../plugins/app/upstream/account.ts'
import { asAccountRefusal } from './refusals.ts'

/** Reads the profile afresh after a change, and keeps the header's greeting in step with it. */
export async function refreshProfile(client: AccountClient, request: FastifyRequest, token: string) {
  const profile = await client.refresh(token, { log: request.log })
  request.session.set('firstName', profile.firstName.slice(0, FIRST_NAME_MAX))
  return profile
}

const details: FastifyPluginAsyncTypebox = async (fastify) => {
  const client = fastify.upstream.account

  fastify.route({
    ...routeOf(accountApi.details),
    config: { access: 'session' },
    handler: async (request) => {
      const token = await request.accessToken()
      const context = { log: request.log }
      const [profile, { address }] = await Promise.all([
        client.refresh(token, context),
        client.maskedAddress(token, context),
      ])
      return {
        cardNumber: profile.cardNumber,
        title: profile.title,
        firstName: profile.firstName,
        lastName: profile.lastName,
        email: profile.email,
        emailVerified: profile.emailVerified,
        mobile: profile.mobile
          ? { countryCode: profile.mobile.countryCode, lastDigits: profile.mobile.phoneNumber }
          : null,
        address,
      }
    },
  })

  fastify.route({
    ...routeOf(accountApi.changeName),
    config: { access: 'session', stateChanging: true, rateLimit: { max: 20, timeWindow: 600_000 } },
    handler: async (request) => {
      checkFields(nameChangeRules, request.body)
      const token = await request.accessToken()
      const body = {
        title: request.body.title,
        firstName: request.body.firstName.trim(),
        lastName: request.body.lastName.trim(),
      }
      await client.changeName(token, body, { log: request.log }).catch(asAccountRefusal)
      await refreshProfile(client, request, token)
      return { saved: true as const }
    },
  })
}

export default details
