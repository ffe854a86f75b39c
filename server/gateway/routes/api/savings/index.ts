/**
 * `GET /api/savings/summary` and `GET /api/savings/history`: the savings screen's data (routes
 * specification §2.3, §7). The summary is the date range's savings by month, the Nectar Prices
 * totals, state and latest transactions in one answer, so that a failure of any call fails the
 * screen whole (§8: a failed state and nothing else). The history is one page of savings from an
 * offset; its `pageOffset` is the next page's, null when there is none. Signed in only; a reversed
 * range or a day the calendar lacks is 400 before any upstream call.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { SAVINGS_ERROR_CODES, savingsApi } from '../../../../../shared/contract/savings.ts'
import { DATE_RANGE_MESSAGE, isDateRange } from '../../../../../shared/validation/date-range.ts'
import { Refusal } from '../../../errors/refusal.ts'

function checkedRange(fromDate: string, toDate: string) {
  if (!isDateRange(fromDate, toDate))
    throw new Refusal(400, SAVINGS_ERROR_CODES.invalidDateRange, DATE_RANGE_MESSAGE)
  return { fromDate, toDate }
}

const savingsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { savings } = fastify.upstream

  fastify.route({
    ...routeOf(savingsApi.summary),
    config: { access: 'session' },
    handler: async (request) => {
      const range = checkedRange(request.query.fromDate, request.query.toDate)
      const token = await request.accessToken()
      const context = { log: request.log }
      const [cumulative, totals, state, { transactions }] = await Promise.all([
        savings.cumulative(token, range, context),
        savings.totals(token, context),
        savings.state(token, context),
        savings.transactions(token, context),
      ])
      return { cumulative, totals, state, transactions }
    },
  })

  fastify.route({
    ...routeOf(savingsApi.history),
    config: { access: 'session' },
    handler: async (request) => {
      const range = checkedRange(request.query.fromDate, request.query.toDate)
      const { pageOffset } = request.query
      // An offset of 0 is an offset: only a missing one is left out.
      const query = pageOffset === undefined ? range : { ...range, pageOffset }
      return savings.page(await request.accessToken(), query, { log: request.log })
    },
  })
}

export default savingsRoutes
