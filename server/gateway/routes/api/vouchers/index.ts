/**
 * /api/vouchers, /api/rewards, /api/redemptions and /api/redemption-lock: the collector's vouchers
 * and their usage answer, spending points on a reward, and the lock that stops it (routes
 * specification §2.3, §3, §7). Autoload loads only this file of the folder; each route file
 * registers here, and refusals.ts holds what they share.
 */
import type { FastifyPluginAsync } from 'fastify'
import lock from './lock.ts'
import redemption from './redemption.ts'
import vouchers from './vouchers.ts'

const vouchersArea: FastifyPluginAsync = async (fastify) => {
  for (const plugin of [vouchers, redemption, lock]) await fastify.register(plugin)
}

export default vouchersArea
