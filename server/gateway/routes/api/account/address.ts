/**
 * The address page: the lookup (the registration's, `address/lookup`, rate limited; signed in, so
 * no captcha) and the chosen address (`PUT customer-address`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { accountApi } from '../../../../../shared/contract/account.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { normalisePostcode } from '../../../../../shared/validation/address-rules.ts'
import { addressChoiceRules, addressLookupRules } from '../../../../../shared/validation/form-rules.ts'
import { ADDRESS_SERVER_ERROR } from '../../../../../shared/validation/messages.ts'
import { checkFields, Refusal } from '../../../errors/refusal.ts'
import { refreshProfile } from './details.ts'
import { asAccountRefusal } from './refusals.ts'

const address: FastifyPluginAsyncTypebox = async (fastify) => {
  const { account: client, identity } = fastify.upstream

  fastify.route({
    ...routeOf(accountApi.addressLookup),
    config: { access: 'session', stateChanging: true, rateLimit: { max: 20, timeWindow: 60_000 } },
    handler: async (request) => {
      checkFields(addressLookupRules, request.body)
      const building = request.body.building.trim()
      const postcode = normalisePostcode(request.body.postcode)
      try {
        return await identity.findAddress({ building, postcode }, { log: request.log })
      } catch (error) {
        request.log.warn({ err: error }, 'address lookup failed')
        throw new Refusal(502, 'SERVER_ERROR', ADDRESS_SERVER_ERROR)
      }
    },
  })

  fastify.route({
    ...routeOf(accountApi.changeAddress),
    config: { access: 'session', stateChanging: true, rateLimit: { max: 20, timeWindow: 600_000 } },
    handler: async (request) => {
      const postcode = normalisePostcode(request.body.postcode)
      // The lookup's last line is the postcode: it is kept once, as the postcode.
      const lines = request.body.address
        .map((line) => line.trim())
        .filter((line) => line !== '' && normalisePostcode(line) !== postcode)
      checkFields(addressChoiceRules, { address: lines.join(', ') })
      checkFields(addressLookupRules, { building: lines[0] ?? '', postcode: request.body.postcode })
      const token = await request.accessToken()
      await client.changeAddress(token, { lines, postcode }, { log: request.log }).catch(asAccountRefusal)
      await refreshProfile(client, request, token)
      return { saved: true as const }
    },
  })
}

export default address
