/**
 * The management API's linked partner accounts (`shared/contract/upstream/linked-partners.ts`):
 * list, link, unlink, convert points and read conversions, each for the bearer's own links only
 * (another collector's id is a 404, like an unknown one). A refusal is `{ code, message }` with the
 * status the declaration lists.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import {
  conversion,
  conversions,
  convertPoints,
  linkAccount,
  linkedAccounts,
  unlinkAccount,
} from '../../../../shared/contract/upstream/linked-partners.ts'

const linkedAccountsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const repository = () => fastify.linkedAccountsRepository

  fastify.route({
    ...routeOf(linkedAccounts),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      return { accounts: await repository().accounts(caller.collectorId) }
    },
  })

  fastify.route({
    ...routeOf(linkAccount),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      return repository().link(caller.collectorId, request.body)
    },
  })

  fastify.route({
    ...routeOf(unlinkAccount),
    config: { callers: 'collector' },
    handler: async (request, reply) => {
      const caller = request.caller
      await repository().unlink(caller.collectorId, request.params.id)
      return reply.code(204).send(null)
    },
  })

  fastify.route({
    ...routeOf(conversions),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      return { conversions: await repository().conversions(caller.collectorId, request.params.id) }
    },
  })

  fastify.route({
    ...routeOf(convertPoints),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const { direction, points } = request.body
      return repository().convert(caller.collectorId, request.params.id, direction, points)
    },
  })

  fastify.route({
    ...routeOf(conversion),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const { id, conversionId } = request.params
      return repository().conversion(caller.collectorId, id, conversionId)
    },
  })
}

export default linkedAccountsRoutes
