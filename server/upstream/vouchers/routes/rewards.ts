/** GET /rewards?kind=points|zero-point: the redeem brands' rewards on offer now, for points or free. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { rewards as rewardsCall } from '../../../../shared/contract/upstream/vouchers.ts'
import { rewardView } from '../voucher-view.ts'

const rewards: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(rewardsCall),
    config: { callers: 'collector' },
    handler: async (request) => {
      const rows = await fastify.vouchersRepository.rewards(request.query.kind === 'zero-point')
      return { rewards: rows.map(rewardView) }
    },
  })
}

export default rewards
