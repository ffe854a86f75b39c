/**
 * PUT /credentials/password: the signed-in collector's new password, given the current one. The
 * section 5 rules against the collector's names and address; the new password must differ from the
 * current (previous) one. The current password is checked on the sign-in budget (auth/current-password.ts).
 * The gateway ends the collector's other sessions.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { changePassword } from '../../../../shared/contract/upstream/account.ts'
import { validatePassword } from '../../../../shared/validation/password-rules.ts'
import { checkCurrentPassword, TOO_MANY_ATTEMPTS } from '../../auth/current-password.ts'
import { hashPassword, verifyPassword } from '../../auth/passwords.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import { auditOf } from '../audit-channel.ts'

const password: FastifyPluginAsyncTypebox = async (fastify) => {
  const accounts = fastify.accountRepository

  fastify.route({
    ...routeOf(changePassword),
    config: { callers: 'collector' },
    handler: async (request, reply) => {
      const caller = request.caller
      const { currentPassword, newPassword } = request.body
      const profile = await accounts.profile(caller.collectorId)
      const current = await accounts.passwordHash(caller.collectorId)
      const checked = await checkCurrentPassword(
        fastify,
        request,
        { id: caller.collectorId, password_hash: current ?? null },
        currentPassword,
      )
      if (checked === 'throttled') throw new UpstreamRefusal(429, TOO_MANY_ATTEMPTS)
      if (!profile || !current || checked !== 'right')
        throw new UpstreamRefusal(400, {
          code: 'CURRENT_PASSWORD_WRONG',
          message: 'The current password is not right',
        })
      const broken = validatePassword(newPassword, {
        firstName: profile.first_name,
        lastName: profile.last_name,
        email: profile.email ?? '',
      })
      if (broken) throw new UpstreamRefusal(400, { code: 'PASSWORD_INVALID', message: broken })
      if (await verifyPassword(current, newPassword))
        throw new UpstreamRefusal(400, {
          code: 'PASSWORD_PREVIOUS',
          message: 'The new password must differ from the previous one',
        })
      await accounts.changePassword(caller.collectorId, await hashPassword(newPassword), auditOf(request))
      request.log.info({ event: 'password_changed', collectorId: caller.collectorId }, 'password changed')
      return reply.code(204).send(null)
    },
  })
}

export default password
