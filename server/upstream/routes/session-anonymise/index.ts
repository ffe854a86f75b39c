/**
 * DELETE /session/anonymise: the signed-in collector deletes their account, confirmed with their
 * password (a wrong one is a 403; the gateway limits the tries). Personal data goes, transactions
 * stay without identity, the provider's sessions end and the e-mail address is free again.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { anonymiseAccount } from '../../../../shared/contract/upstream/account-settings.ts'
import { authenticate } from '../../auth/bearer.ts'
import { verifyPassword } from '../../auth/passwords.ts'

const WRONG_PASSWORD = { code: 'WRONG_PASSWORD', message: 'The password is not right' } as const

const sessionAnonymise: FastifyPluginAsyncTypebox = async (fastify) => {
  const repository = fastify.accountSettingsRepository

  fastify.route({
    ...routeOf(anonymiseAccount),
    handler: async (request, reply) => {
      const caller = await authenticate(fastify, request, reply)
      if (!caller) return reply
      const hash = await repository.passwordHash(caller.collectorId)
      if (!hash || !(await verifyPassword(hash, request.body.password)))
        return reply.code(403).send(WRONG_PASSWORD)
      await repository.anonymise(caller.collectorId)
      request.log.info('account anonymised')
      return reply.code(204).send(null)
    },
  })
}

export default sessionAnonymise
