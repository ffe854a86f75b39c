/**
 * PUT /customer/mobile: the new mobile number, with the code just sent by 2fa/send in X-2FA-CODE
 * (spent by this change). The country is one of the environment's allowed mobile countries.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { MOBILE_COUNTRY_CODES } from '../../../../config/branding.ts'
import { DIALLING_CODES } from '../../../../shared/constants/mobile-countries.ts'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { changeMobile, TWO_FA_CODE_HEADER } from '../../../../shared/contract/upstream/account.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import { auditOf } from '../audit-channel.ts'
import { CODE_REFUSALS } from '../refusals.ts'

const mobile: FastifyPluginAsyncTypebox = async (fastify) => {
  const { accountRepository: accounts, accountSecurityCodes: codes } = fastify

  fastify.route({
    ...routeOf(changeMobile),
    config: { callers: 'collector' },
    handler: async (request, reply) => {
      const caller = request.caller
      const { countryCode, phoneNumber } = request.body.phone
      const allowed = MOBILE_COUNTRY_CODES[fastify.config.APP_ENV] ?? []
      const dialling = DIALLING_CODES[countryCode]
      if (!allowed.includes(countryCode) || !dialling)
        throw new UpstreamRefusal(400, {
          code: 'PHONE_INVALID',
          message: 'Mobile numbers from this country are not accepted',
        })
      const refused = await codes.redeem(caller.collectorId, request.headers[TWO_FA_CODE_HEADER])
      if (refused) throw new UpstreamRefusal(400, CODE_REFUSALS[refused])
      await accounts.changeMobile(
        caller.collectorId,
        { countryCode: dialling, phoneNumber: phoneNumber.replace(/^0/, '') },
        auditOf(request),
      )
      return reply.code(204).send(null)
    },
  })
}

export default mobile
