/**
 * The coalition offers' own calls: PUT /coalition/offer/state, PUT and DELETE
 * /coalition/offer/{id}/bookmark (pin and unpin, spec §4: PINNED, then LOADED) and
 * GET /coalition/offer/preview/{id} (any coalition offer, as shown before opting in).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { OFFER_ACTION_STATES } from '../../../../shared/constants/states.ts'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import {
  bookmarkCoalitionOffer,
  coalitionOfferPreview,
  coalitionOfferState,
  unbookmarkCoalitionOffer,
} from '../../../../shared/contract/upstream/offers.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import { collectorOfferView, offerView } from '../offer-view.ts'
import { changeableCoalitionOffer, changeStates } from '../state-changes.ts'

const coalition: FastifyPluginAsyncTypebox = async (fastify) => {
  const repository = fastify.offersRepository

  fastify.route({
    ...routeOf(coalitionOfferState),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const result = await changeStates(repository, caller.collectorId, 'coalition', request.body.offers)
      if ('status' in result)
        throw new UpstreamRefusal(result.status, { code: result.code, message: result.message })
      return result
    },
  })

  for (const [endpoint, bookmarked] of [
    [bookmarkCoalitionOffer, true],
    [unbookmarkCoalitionOffer, false],
  ] as const) {
    fastify.route({
      ...routeOf(endpoint),
      config: { callers: 'collector' },
      handler: async (request, reply) => {
        const caller = request.caller
        const row = await changeableCoalitionOffer(repository, caller.collectorId, request.params.id)
        if ('code' in row) throw new UpstreamRefusal(row.status, { code: row.code, message: row.message })
        const state = bookmarked ? OFFER_ACTION_STATES.pin : OFFER_ACTION_STATES.unpin
        await repository.setBookmark(caller.collectorId, row.id, bookmarked, state)
        return reply.code(204).send(null)
      },
    })
  }

  fastify.route({
    ...routeOf(coalitionOfferPreview),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const { id } = request.params
      const mine = await repository.find(caller.collectorId, id)
      if (mine?.source_type === 'COALITION') return collectorOfferView(mine)
      const row = await repository.catalogueOffer(id)
      if (row?.source_type !== 'COALITION')
        throw new UpstreamRefusal(404, { code: 'OFFER_NOT_FOUND', message: `No coalition offer ${id}` })
      return offerView(row, { state: 'NOTOPTEDIN', bookmarked: false, savedAt: null })
    },
  })
}

export default coalition
