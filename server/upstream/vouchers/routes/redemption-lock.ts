/**
 * GET and PUT /v1/collectors/redemption-status (management API, routes specification §7): the
 * collector's redemption lock, LOCKED or UNLOCKED. The PUT names its channel in `RequestorChannel`,
 * kept in the account audit with the change.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import {
  REQUESTOR_CHANNEL_HEADER,
  redemptionStatus,
  setRedemptionStatus,
} from '../../../../shared/contract/upstream/redemption-lock.ts'

const redemptionLock: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(redemptionStatus),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      return { status: await fastify.vouchersRepository.redemptionStatus(caller.collectorId) }
    },
  })

  fastify.route({
    ...routeOf(setRedemptionStatus),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const channel = request.headers[REQUESTOR_CHANNEL_HEADER].toLowerCase()
      const status = await fastify.vouchersRepository.setRedemptionStatus(
        caller.collectorId,
        request.body.status,
        channel,
      )
      return { status }
    },
  })
}

export default redemptionLock
