/**
 * POST /redemptions: points taken and a voucher issued in one transaction, once per idempotency key
 * (the same key again answers the first result). Refused, changing nothing: an unknown reward (404),
 * not enough points or a locked redemption (409), an expired reward (410), the key of another
 * reward's redemption (422).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { redemptions as redemptionsCall } from '../../../../shared/contract/upstream/vouchers.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import type { RedemptionRefusal } from '../repository.ts'
import { voucherView } from '../voucher-view.ts'

const REFUSALS: Record<RedemptionRefusal, { status: 404 | 409 | 410 | 422; message: string }> = {
  REWARD_NOT_FOUND: { status: 404, message: 'No such reward' },
  REWARD_EXPIRED: { status: 410, message: 'The reward has expired' },
  NOT_ENOUGH_POINTS: { status: 409, message: 'Not enough points' },
  REDEMPTION_LOCKED: { status: 409, message: 'Redemption is locked' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: 'The idempotency key was used for another reward' },
}

const redemptions: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(redemptionsCall),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const channel = typeof request.headers.channel === 'string' ? request.headers.channel : 'web'
      const outcome = await fastify.vouchersRepository.redeem(caller.collectorId, {
        ...request.body,
        channel,
      })
      if (!outcome.ok) {
        const { status, message } = REFUSALS[outcome.refusal]
        throw new UpstreamRefusal(status, { code: outcome.refusal, message })
      }
      return { voucher: voucherView(outcome.voucher), points: outcome.points, replayed: outcome.replayed }
    },
  })
}

export default redemptions
