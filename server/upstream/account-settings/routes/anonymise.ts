/**
 * DELETE /session/anonymise: the signed-in collector deletes their account, confirmed with their
 * password (a wrong one is a 403; tries are on the sign-in budget, auth/current-password.ts). Personal data goes, transactions
 * stay without identity, the provider's sessions end and the e-mail address is free again.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { anonymiseAccount } from '../../../../shared/contract/upstream/account-settings.ts'
import { checkCurrentPassword, TOO_MANY_ATTEMPTS } from '../../auth/current-password.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'

const WRONG_PASSWORD = { code: 'WRONG_PASSWORD', message: 'The password is not right' } as const

const sessionAnonymise: FastifyPluginAsyncTypebox = async (fastify) => {
  const repository = fastify.accountSettingsRepository

  fastify.route({
    ...routeOf(anonymiseAccount),
    config: { callers: 'collector' },
    handler: async (request, reply) => {
      const caller = request.caller
      const hash = await repository.passwordHash(caller.collectorId)
      const checked = await checkCurrentPassword(
        fastify,
        request,
        { id: caller.collectorId, password_hash: hash ?? null },
        request.body.password,
      )
      if (checked === 'throttled') throw new UpstreamRefusal(429, TOO_MANY_ATTEMPTS)
      if (!hash || checked !== 'right') throw new UpstreamRefusal(403, WRONG_PASSWORD)
      await repository.anonymise(caller.collectorId)
      request.log.info('account anonymised')
      return reply.code(204).send(null)
    },
  })
}

export default sessionAnonymise
