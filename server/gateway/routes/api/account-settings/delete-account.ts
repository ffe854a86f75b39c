/**
 * POST /api/account-settings/delete-account (behind isDeleteAccountEnabled): the collector confirms
 * with their password and the upstream anonymises the account (`DELETE session/anonymise`). Then
 * every session of the collector ends (the revocation cut-off), this one is logged out as the
 * logout route does, and the answer sets the logout-success flag (registration specification §4
 * Logout, step 5). A wrong password is refused; tries are limited per client here and per collector
 * by the upstream, on the account's sign-in budget.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  ACCOUNT_SETTINGS_ERROR_CODES,
  ACCOUNT_SETTINGS_MESSAGES,
  accountSettingsApi,
} from '../../../../../shared/contract/account-settings.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { refuseSpentPasswordBudget } from '../../../errors/password-budget.ts'
import { Refusal } from '../../../errors/refusal.ts'
import { logOut } from '../../../plugins/app/identity/logout.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'
import { clearSiteData } from '../../../plugins/external/session.ts'

const deleteAccount: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(accountSettingsApi.deleteAccount),
    config: {
      access: 'session',
      browserOnly: true,
      stateChanging: true,
      rateLimit: { max: 10, timeWindow: 15 * 60_000 },
    },
    handler: async (request, reply) => {
      if (!(await fastify.featureSwitches.values(request)).isDeleteAccountEnabled)
        throw new Refusal(
          404,
          ACCOUNT_SETTINGS_ERROR_CODES.deleteAccountUnavailable,
          ACCOUNT_SETTINGS_MESSAGES.deleteAccountUnavailable,
        )
      const collectorId = String(request.session.get('collectorId'))
      await fastify.upstream.accountSettings
        .anonymise(await request.accessToken(), request.body.password, { log: request.log })
        .catch((error: unknown) => {
          refuseSpentPasswordBudget(error)
          if (error instanceof UpstreamError && error.upstreamStatus === 403)
            throw new Refusal(
              400,
              ACCOUNT_SETTINGS_ERROR_CODES.wrongPassword,
              ACCOUNT_SETTINGS_MESSAGES.wrongPassword,
              {
                fields: { password: ACCOUNT_SETTINGS_MESSAGES.wrongPassword },
              },
            )
          throw error
        })
      request.log.info('account deleted')
      // The account is gone at the provider too: the logout's own upstream calls may fail, and are logged.
      const location = await logOut(fastify, request, undefined)
      await fastify.sessionRevocation.revokeCollector(collectorId)
      await request.endSession()
      clearSiteData(reply)
      return { location, logoutSuccess: true }
    },
  })
}

export default deleteAccount
