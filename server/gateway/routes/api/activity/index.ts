/**
 * `GET /api/activity/*`: the collector's transactions paged by `nextToken` with the feed status,
 * the balance with the totals, the breakdown by partner and month, and the history by offset, from
 * the management API's transactions calls (routes specification §3, §4, §7). Signed in only; the
 * reads are of the caller's own rows, so a page position is no secret and there is nothing to
 * guess. A position the upstream did not hand out is refused with 400.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { DELAYED_FEED_STATUS } from '../../../../../shared/constants/catalogue.ts'
import { ACTIVITY_START_DATE } from '../../../../../shared/constants/limits.ts'
import {
  activityApi,
  HISTORY_MAX_OFFSET,
  INVALID_NEXT_TOKEN,
  INVALID_NEXT_TOKEN_MESSAGE,
} from '../../../../../shared/contract/activity.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { Refusal } from '../../../errors/refusal.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'

const activityRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { management, transactions } = fastify.upstream

  fastify.route({
    ...routeOf(activityApi.transactions),
    config: { access: 'session' },
    handler: async (request) => {
      const { nextToken } = request.query
      try {
        const page = await transactions.transactions(await request.accessToken(), nextToken, {
          log: request.log,
        })
        return {
          transactions: page.items,
          hasMore: page.nextToken !== null,
          nextToken: page.nextToken,
          isFeedDelayed: page.transactionFeedStatus === DELAYED_FEED_STATUS,
        }
      } catch (error) {
        if (error instanceof UpstreamError && error.upstreamStatus === 400)
          throw new Refusal(400, INVALID_NEXT_TOKEN, INVALID_NEXT_TOKEN_MESSAGE)
        throw error
      }
    },
  })

  fastify.route({
    ...routeOf(activityApi.summary),
    config: { access: 'session' },
    handler: async (request) => {
      const token = await request.accessToken()
      const context = { log: request.log }
      const [{ points }, totals] = await Promise.all([
        management.balance(token, context),
        transactions.totals(token, context),
      ])
      return { balance: points, earned: totals.earned, spent: totals.spent, since: ACTIVITY_START_DATE }
    },
  })

  fastify.route({
    ...routeOf(activityApi.breakdown),
    config: { access: 'session' },
    handler: async (request) => transactions.breakdown(await request.accessToken(), { log: request.log }),
  })

  fastify.route({
    ...routeOf(activityApi.history),
    config: { access: 'session' },
    handler: async (request) => {
      const { limit, offset } = request.query
      const page = await transactions.transactionHistory(await request.accessToken(), limit, offset, {
        log: request.log,
      })
      const nextOffset = offset + page.items.length
      return {
        transactions: page.items,
        offset,
        nextOffset: page.hasMore && nextOffset <= HISTORY_MAX_OFFSET ? nextOffset : null,
      }
    },
  })
}

export default activityRoutes
