/**
 * PUT /customer/email and PUT /customer/v3/email (management API, anonymous): the token e-mailed
 * to the new address moves the account there, once; with `newPassword` (section 5 rules, checked
 * against the collector's names and the new address) the password changes too. The new password
 * is checked before the token is spent, so a refused password leaves the link working. A new
 * password ends the collector's provider sessions and tokens, as a reset does; the answer names the
 * collector so that the gateway ends its sessions too.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { updateEmail, updateEmailV3 } from '../../../../shared/contract/upstream/email-confirmation.ts'
import { validatePassword } from '../../../../shared/validation/password-rules.ts'
import { hashPassword } from '../../auth/passwords.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import { linkRefusal } from '../link-refusal.ts'

const customerEmail: FastifyPluginAsyncTypebox = async (fastify) => {
  const { emailLinks, emailLinksRepository: repository } = fastify
  for (const endpoint of [updateEmail, updateEmailV3]) {
    fastify.route({
      ...routeOf(endpoint),
      config: { callers: 'anonymous' },
      handler: async (request) => {
        const { token, newPassword } = request.body
        const checked = await emailLinks.check(token, 'update-email')
        if (!checked.ok) throw linkRefusal(checked.code)
        const { collector_id: collectorId, new_email: newEmail } = checked.link
        const collector = collectorId ? await repository.collectorById(collectorId) : undefined
        if (!collector || !newEmail) throw linkRefusal('LINK_UNKNOWN')
        if (newPassword !== undefined) {
          const broken = validatePassword(newPassword, {
            firstName: collector.first_name,
            lastName: collector.last_name,
            email: newEmail,
          })
          if (broken) throw new UpstreamRefusal(400, { code: 'PASSWORD_INVALID', message: broken })
        }
        if (await repository.emailTaken(newEmail))
          throw new UpstreamRefusal(400, {
            code: 'EMAIL_TAKEN',
            message: 'Another account already uses this email address',
          })
        const redeemed = await emailLinks.redeem(token, 'update-email')
        if (!redeemed.ok) throw linkRefusal(redeemed.code)
        const passwordHash = newPassword === undefined ? undefined : await hashPassword(newPassword)
        await repository.changeEmail(collector.id, newEmail, new Date(emailLinks.now()), passwordHash)
        request.log.info({ event: 'email_changed', collectorId: collector.id }, 'email changed')
        return { collectorId: collector.id }
      },
    })
  }
}

export default customerEmail
