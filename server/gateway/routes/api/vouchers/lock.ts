/**
 * GET and PUT /api/redemption-lock: whether the collector's points may be spent, from the management
 * API's `v1/collectors/redemption-status` (the PUT sends `RequestorChannel: web`). While LOCKED the
 * upstream refuses every redemption inside its transaction.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { vouchersApi } from '../../../../../shared/contract/vouchers.ts'

const lock: FastifyPluginAsyncTypebox = async (fastify) => {
  const client = fastify.upstream.redemptionLock

  fastify.route({
    ...routeOf(vouchersApi.redemptionLock),
    config: { access: 'session' },
    handler: async (request) => client.status(await request.accessToken(), { log: request.log }),
  })

  fastify.route({
    ...routeOf(vouchersApi.setRedemptionLock),
    config: { access: 'session', stateChanging: true, rateLimit: { max: 20, timeWindow: 60_000 } },
    handler: async (request) =>
      client.setStatus(await request.accessToken(), request.body.status, { log: request.log }),
  })
}

export default lock
