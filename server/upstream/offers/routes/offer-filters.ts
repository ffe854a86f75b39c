/**
 * GET /offer-filters/{id}: the filters of one offers list with how many of the collector's offers
 * each keeps, and the list's sorts (spec §4: saved offers filter all, own, partner; sort recently
 * saved, ending soon). Own offers are the supermarket's (not coalition); partner offers, coalition.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  isSavedState,
  SAVED_OFFERS_FILTERS,
  SAVED_OFFERS_SORTS,
} from '../../../../shared/constants/states.ts'
import type { OFFER_LIST_IDS } from '../../../../shared/contract/offers.ts'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { offerFilters } from '../../../../shared/contract/upstream/offers.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import type { CollectorOfferRow } from '../repository.ts'

/** Which of the collector's offers each list holds. */
const LISTS: Record<(typeof OFFER_LIST_IDS)[number], (row: CollectorOfferRow) => boolean> = {
  all: (row) => row.state !== 'HIDDEN',
  saved: (row) => isSavedState(row.state),
  own: (row) => row.state !== 'HIDDEN' && row.source_type !== 'COALITION',
  partner: (row) => row.state !== 'HIDDEN' && row.source_type === 'COALITION',
}

const FILTERS: Record<(typeof SAVED_OFFERS_FILTERS)[number], (row: CollectorOfferRow) => boolean> = {
  all: () => true,
  own: (row) => row.source_type !== 'COALITION',
  partner: (row) => row.source_type === 'COALITION',
}

const isList = (id: string): id is keyof typeof LISTS => Object.hasOwn(LISTS, id)

const offerFiltersRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(offerFilters),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const { id } = request.params
      if (!isList(id))
        throw new UpstreamRefusal(404, { code: 'OFFER_LIST_NOT_FOUND', message: `No offers list ${id}` })
      const rows = (await fastify.offersRepository.list(caller.collectorId)).filter(LISTS[id])
      return {
        id,
        filters: SAVED_OFFERS_FILTERS.map((key) => ({ key, count: rows.filter(FILTERS[key]).length })),
        sorts: [...SAVED_OFFERS_SORTS],
      }
    },
  })
}

export default offerFiltersRoute
