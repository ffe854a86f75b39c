/**
 * GET /api/rewards?kind= and POST /api/redemptions: the rewards on offer and spending points on one.
 * The client makes one idempotency key per confirm; the upstream takes the points and issues the
 * voucher in one transaction once per key, so a double click, a retry or a second tab spends once.
 * Refusals (not enough points, locked, expired, unknown) carry a message the page shows as it is.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { vouchersApi } from '../../../../../shared/contract/vouchers.ts'
import { asRedemptionRefusal } from './refusals.ts'

const redemption: FastifyPluginAsyncTypebox = async (fastify) => {
  const client = fastify.upstream.vouchers

  fastify.route({
    ...routeOf(vouchersApi.rewards),
    config: { access: 'session' },
    handler: async (request) =>
      client.rewards(await request.accessToken(), request.query.kind, { log: request.log }),
  })

  fastify.route({
    ...routeOf(vouchersApi.redeem),
    // Spending is worth limiting: 20 confirms a minute is far above what a person does.
    config: { access: 'session', stateChanging: true, rateLimit: { max: 20, timeWindow: 60_000 } },
    handler: async (request) =>
      client
        .redeem(await request.accessToken(), request.body, { log: request.log })
        .catch(asRedemptionRefusal),
  })
}

export default redemption
