/**
 * PUT /offer/state: the states of the collector's offers that are not coalition offers, all or
 * nothing; ids that are not UUIDs arrive as the part before their first dash (spec §7).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { offerState } from '../../../../shared/contract/upstream/offers.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import { changeStates } from '../state-changes.ts'

const offerStateRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(offerState),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const result = await changeStates(
        fastify.offersRepository,
        caller.collectorId,
        'offer',
        request.body.offers,
      )
      if ('status' in result)
        throw new UpstreamRefusal(result.status, { code: result.code, message: result.message })
      return result
    },
  })
}

export default offerStateRoute
