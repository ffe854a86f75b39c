/**
 * The address step: the lookup (captcha, rate limited; the client waits its 2 seconds before
 * calling) and the chosen address, kept in the upstream's journey.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { registrationApi } from '../../../../../shared/contract/registration.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { normalisePostcode } from '../../../../../shared/validation/address-rules.ts'
import { addressChoiceRules, addressLookupRules } from '../../../../../shared/validation/form-rules.ts'
import { ADDRESS_SERVER_ERROR } from '../../../../../shared/validation/messages.ts'
import { checkFields } from '../../../errors/refusal.ts'
import { guard, saveThenAdvance } from './replies.ts'

const address: FastifyPluginAsyncTypebox = async (fastify) => {
  const { identity } = fastify.upstream

  fastify.route({
    ...routeOf(registrationApi.addressLookup),
    config: {
      access: 'public',
      stateChanging: true,
      captcha: true,
      rateLimit: { max: 20, timeWindow: 60_000 },
    },
    handler: async (request, reply) => {
      guard(request, 'address')
      checkFields(addressLookupRules, request.body)
      const building = (request.body.building ?? '').trim()
      const postcode = normalisePostcode(request.body.postcode ?? '')
      try {
        return await identity.findAddress({ building, postcode }, { log: request.log })
      } catch (error) {
        request.log.warn({ err: error }, 'address lookup failed')
        return reply.code(502).send({ code: 'SERVER_ERROR', message: ADDRESS_SERVER_ERROR })
      }
    },
  })

  fastify.route({
    ...routeOf(registrationApi.address),
    config: { access: 'public', stateChanging: true },
    handler: async (request) => {
      const state = guard(request, 'address')
      const lines = (request.body.address ?? []).map((line) => line.trim()).filter((line) => line !== '')
      checkFields(addressChoiceRules, { address: lines.join(', ') })
      const userData = { addresses: [lines] }
      const save = () =>
        identity.userData({ authToken: state.authToken ?? '', userData }, { log: request.log })
      return saveThenAdvance(request, state, 'address', save)
    },
  })
}

export default address
