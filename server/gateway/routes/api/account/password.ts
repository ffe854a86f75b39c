/**
 * PUT /api/account/password: the current password and the new one (section 5 rules against the
 * collector's names and address, and 'Passwords do not match.'), `PUT credentials/password` (which
 * refuses the previous password, and checks the current one on the account's sign-in budget). Then every session of the collector issued until now is cut off
 * (the revocation cut-off the reset uses) and this browser's session is re-issued after the
 * cut-off under a new id: every OTHER session ends, this one stays.
 */
import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { accountApi } from '../../../../../shared/contract/account.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { changePasswordRules } from '../../../../../shared/validation/account-rules.ts'
import { refuseSpentPasswordBudget } from '../../../errors/password-budget.ts'
import { checkFields } from '../../../errors/refusal.ts'
import { asAccountRefusal } from './refusals.ts'

const password: FastifyPluginAsyncTypebox = async (fastify) => {
  const client = fastify.upstream.account

  fastify.route({
    ...routeOf(accountApi.changePassword),
    config: {
      access: 'session',
      browserOnly: true,
      stateChanging: true,
      rateLimit: { max: 10, timeWindow: 600_000 },
    },
    handler: async (request) => {
      const token = await request.accessToken()
      const context = { log: request.log }
      const profile = await client.refresh(token, context)
      checkFields(
        changePasswordRules({
          firstName: profile.firstName,
          lastName: profile.lastName,
          email: profile.email ?? '',
        }),
        request.body,
      )
      const { currentPassword, password: newPassword } = request.body
      await client.changePassword(token, { currentPassword, newPassword }, context).catch((error) => {
        refuseSpentPasswordBudget(error)
        return asAccountRefusal(error)
      })
      const { session } = request
      const previous = session.get('sid')
      await fastify.sessionRevocation.revokeCollector(session.get('collectorId') ?? '')
      // The cut-off refuses sessions issued at or before its millisecond: this one is re-issued
      // after it, under a new id (the old id is refused like a session replaced at login).
      await sleep(2)
      if (previous) await fastify.sessionRevocation.replace(previous)
      session.set('sid', randomBytes(16).toString('base64url'))
      session.set('iat', Date.now())
      request.log.info({ event: 'password_changed' }, 'password changed; other sessions ended')
      return { saved: true as const }
    },
  })
}

export default password
