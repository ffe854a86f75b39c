/**
 * `GET customer/savings/cumulative?fromDate&toDate` and `GET customer/savings?fromDate&toDate
 * [&pageOffset]` (routes specification §7): the signed-in collector's savings from Nectar Prices,
 * in all and by month, and page by page from an offset (0 counts). A reversed range or a day the
 * calendar lacks is 400.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { SAVINGS_ERROR_CODES } from '../../../../shared/contract/savings.ts'
import {
  cumulativeSavings,
  SAVINGS_PAGE_SIZE,
  savings,
} from '../../../../shared/contract/upstream/savings.ts'
import { DATE_RANGE_MESSAGE, isDateRange } from '../../../../shared/validation/date-range.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'

const INVALID_RANGE = { code: SAVINGS_ERROR_CODES.invalidDateRange, message: DATE_RANGE_MESSAGE }

const savingsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(cumulativeSavings),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const { fromDate, toDate } = request.query
      if (!isDateRange(fromDate, toDate)) throw new UpstreamRefusal(400, INVALID_RANGE)
      return fastify.savingsRepository.cumulative(caller.collectorId, { fromDate, toDate })
    },
  })

  fastify.route({
    ...routeOf(savings),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const { fromDate, toDate, pageOffset = 0 } = request.query
      if (!isDateRange(fromDate, toDate)) throw new UpstreamRefusal(400, INVALID_RANGE)
      return fastify.savingsRepository.page(
        caller.collectorId,
        { fromDate, toDate },
        pageOffset,
        SAVINGS_PAGE_SIZE,
      )
    },
  })
}

export default savingsRoutes
