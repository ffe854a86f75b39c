/**
 * The mobile change, two steps. POST /api/account/details/mobile/code: the new number in one of
 * the environment's allowed countries (config: primary gb, a longer list in pre-production), kept
 * in the session, and a security code (`2fa/send`). PUT /api/account/details/mobile: the code, sent
 * with the number as `X-2FA-CODE` (`PUT customer/mobile`), limited per collector.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { MOBILE_COUNTRY_CODES } from '../../../../../config/branding.ts'
import { accountApi } from '../../../../../shared/contract/account.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import {
  mobileChangeRules,
  normaliseMobileNumber,
  securityCodeRules,
} from '../../../../../shared/validation/account-rules.ts'
import { checkFields } from '../../../errors/refusal.ts'
import { createCodeCheckLimit } from './code-limit.ts'
import { refreshProfile } from './details.ts'
import { clearPendingChange, keepPendingChange, pendingChange } from './pending-change.ts'
import { accountRefusal, asAccountRefusal } from './refusals.ts'

const mobile: FastifyPluginAsyncTypebox = async (fastify) => {
  const client = fastify.upstream.account
  const countries = MOBILE_COUNTRY_CODES[fastify.config.APP_ENV]
  const codeCheckLimit = createCodeCheckLimit(fastify)

  fastify.route({
    ...routeOf(accountApi.mobileCode),
    config: {
      access: 'session',
      browserOnly: true,
      stateChanging: true,
      rateLimit: { max: 10, timeWindow: 600_000 },
    },
    handler: async (request) => {
      checkFields(mobileChangeRules, request.body)
      const { countryCode, deliveryMethod } = request.body
      if (!countries.includes(countryCode)) throw accountRefusal('PHONE_INVALID')
      const phoneNumber = normaliseMobileNumber(request.body.phoneNumber.trim())
      const token = await request.accessToken()
      const sent = await client.sendCode(token, deliveryMethod, { log: request.log }).catch(asAccountRefusal)
      keepPendingChange(request, { kind: 'mobile', countryCode, phoneNumber })
      return sent
    },
  })

  fastify.route({
    ...routeOf(accountApi.changeMobile),
    config: {
      access: 'session',
      browserOnly: true,
      stateChanging: true,
      rateLimit: { max: 20, timeWindow: 600_000 },
    },
    handler: async (request, reply) => {
      checkFields(securityCodeRules, request.body)
      const { countryCode, phoneNumber } = pendingChange(request, 'mobile')
      await codeCheckLimit(request, reply)
      const token = await request.accessToken()
      await client
        .changeMobile(token, { countryCode, phoneNumber }, request.body.code.trim(), { log: request.log })
        .catch(asAccountRefusal)
      clearPendingChange(request)
      await refreshProfile(client, request, token)
      return { saved: true as const }
    },
  })
}

export default mobile
