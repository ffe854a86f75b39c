/**
 * GET /transactions?pageSize[&nextToken], GET /transaction-history?limit&offset, and the totals and
 * breakdown behind the activity screens (management API, routes specification §7). Every answer is
 * of the signed-in collector's own rows; a nextToken the call did not hand out is a 400.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { INVALID_NEXT_TOKEN } from '../../../../shared/contract/activity.ts'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import {
  transactionBreakdown,
  transactionHistory,
  transactions,
  transactionTotals,
} from '../../../../shared/contract/upstream/transactions.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import { decodeNextToken, encodeNextToken } from '../next-token.ts'
import { transactionView } from '../transaction-view.ts'

const transactionsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const repository = () => fastify.transactionsRepository

  fastify.route({
    ...routeOf(transactions),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const { pageSize, nextToken } = request.query
      const after = nextToken === undefined ? undefined : decodeNextToken(nextToken)
      if (nextToken !== undefined && !after)
        throw new UpstreamRefusal(400, { code: INVALID_NEXT_TOKEN, message: 'Unknown nextToken' })
      const [{ rows, hasMore }, status] = await Promise.all([
        repository().page(caller.collectorId, pageSize, after),
        repository().feedStatus(caller.collectorId),
      ])
      const last = rows.at(-1)
      return {
        items: rows.map(transactionView),
        nextToken: hasMore && last ? encodeNextToken({ occurredAt: last.occurred_at, id: last.id }) : null,
        transactionFeedStatus: status,
      }
    },
  })

  fastify.route({
    ...routeOf(transactionHistory),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const { limit, offset } = request.query
      const { rows, hasMore } = await repository().history(caller.collectorId, limit, offset)
      return { items: rows.map(transactionView), hasMore }
    },
  })

  fastify.route({
    ...routeOf(transactionTotals),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      return repository().totals(caller.collectorId)
    },
  })

  fastify.route({
    ...routeOf(transactionBreakdown),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const rows = await repository().breakdown(caller.collectorId)
      return {
        rows: rows.map((row) => ({
          month: row.month,
          brandKey: row.brand_key,
          partnerName: row.partner_name,
          earned: row.earned,
          spent: row.spent,
        })),
      }
    },
  })
}

export default transactionsRoutes
