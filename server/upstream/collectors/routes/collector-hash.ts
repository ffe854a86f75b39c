/**
 * GET /collector-hash[?org=]: a stable pseudonym of the signed-in collector for analytics and
 * experiments (an HMAC of the collector id, per organisation), never the card number.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { collectorHash as hashCall } from '../../../../shared/contract/upstream/management.ts'
import { sign } from '../../lib/tokens.ts'

const collectorHash = (key: string, collectorId: string, org = 'nectar') =>
  sign(key, `${org}:${collectorId}`, 'hex')

const collectorHashRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  // A key of this installation: the same collector hashes differently elsewhere.
  const key = `collector-hash:${fastify.config.OIDC_CLIENT_SECRET}`
  fastify.route({
    ...routeOf(hashCall),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      return { collectorHash: collectorHash(key, caller.collectorId, request.query.org) }
    },
  })
}

export default collectorHashRoute
