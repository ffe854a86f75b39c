/**
 * The management API's linked partner accounts (`shared/contract/upstream/linked-partners.ts`):
 * list, link, unlink, convert points and read conversions, each for the bearer's own links only
 * (another collector's id is a 404, like an unknown one). A refusal is `{ code, message }` with the
 * status the declaration lists.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import {
  conversion,
  conversions,
  convertPoints,
  linkAccount,
  linkedAccounts,
  unlinkAccount,
} from '../../../../shared/contract/upstream/linked-partners.ts'
import { LinkRefusal } from '../../linked-accounts/refusal.ts'

/** Answers a LinkRefusal with its status and body; rethrows anything else. */
function refused(reply: FastifyReply) {
  return (error: unknown) => {
    if (!(error instanceof LinkRefusal)) throw error
    // The declarations list each refusal's status; the reply's type only knows the success one.
    return (reply as FastifyReply).code(error.status).send({ code: error.code, message: error.message })
  }
}

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
    handler: async (request, reply) => {
      const caller = request.caller
      return repository()
        .link(caller.collectorId, request.body)
        .then((linked) => reply.send(linked), refused(reply))
    },
  })

  fastify.route({
    ...routeOf(unlinkAccount),
    config: { callers: 'collector' },
    handler: async (request, reply) => {
      const caller = request.caller
      return repository()
        .unlink(caller.collectorId, request.params.id)
        .then(() => reply.code(204).send(null), refused(reply))
    },
  })

  fastify.route({
    ...routeOf(conversions),
    config: { callers: 'collector' },
    handler: async (request, reply) => {
      const caller = request.caller
      return repository()
        .conversions(caller.collectorId, request.params.id)
        .then((list) => reply.send({ conversions: list }), refused(reply))
    },
  })

  fastify.route({
    ...routeOf(convertPoints),
    config: { callers: 'collector' },
    handler: async (request, reply) => {
      const caller = request.caller
      const { direction, points } = request.body
      return repository()
        .convert(caller.collectorId, request.params.id, direction, points)
        .then((made) => reply.send(made), refused(reply))
    },
  })

  fastify.route({
    ...routeOf(conversion),
    config: { callers: 'collector' },
    handler: async (request, reply) => {
      const caller = request.caller
      const { id, conversionId } = request.params
      return repository()
        .conversion(caller.collectorId, id, conversionId)
        .then((found) => reply.send(found), refused(reply))
    },
  })
}

export default linkedAccountsRoutes
