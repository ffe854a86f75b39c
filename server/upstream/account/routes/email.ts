/**
 * The e-mail change, after a right security code (X-MFA, the grant of 2fa/verify, spent once):
 * PUT /customer/v2/email moves the account at once and e-mails the new address a link confirming
 * it (/confirm-email-address, PUT verify-email); POST /nectar/customer/email only e-mails the new
 * address a link that moves the account when opened (/confirm-update-email). Either way the old
 * address is told that the address changed, and nothing is spent on a refused address.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { changeEmail, MFA_HEADER, requestEmailChange } from '../../../../shared/contract/upstream/account.ts'
import { validateEmail } from '../../../../shared/validation/identity-rules.ts'
import { sendUpdateEmail, sendVerifyEmail } from '../../email-links/emails.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import { mask } from '../../two-factor/challenges.ts'
import { auditOf } from '../audit-channel.ts'
import { MFA_REFUSED } from '../refusals.ts'

const email: FastifyPluginAsyncTypebox = async (fastify) => {
  const { accountRepository: accounts, accountSecurityCodes: codes, emailLinks, outbox } = fastify
  const origin = fastify.config.PUBLIC_ORIGIN
  const schemeName = fastify.config.SCHEME_NAME

  /** The new address when the collector may move to it; otherwise a thrown refusal. */
  async function checkedAddress(collectorId: string, requested: string) {
    const newEmail = requested.trim().toLowerCase()
    const broken = validateEmail(newEmail)
    if (broken) throw new UpstreamRefusal(400, { code: 'VALIDATION_ERROR', message: broken })
    const profile = await accounts.profile(collectorId)
    // The caller was active a moment ago: an account gone since is no longer a caller.
    if (!profile) throw new UpstreamRefusal(401, { code: 'UNAUTHORISED', message: 'Unauthorised' })
    if (profile.email === newEmail)
      throw new UpstreamRefusal(400, {
        code: 'EMAIL_UNCHANGED',
        message: 'This is already your email address',
      })
    if (await accounts.emailHolder(newEmail, collectorId))
      throw new UpstreamRefusal(400, {
        code: 'EMAIL_TAKEN',
        message: 'Another account already uses this email address',
      })
    return { newEmail, oldEmail: profile.email }
  }

  /** Tells the old address where the account's e-mails go now (masked), and what to do if it was not them. */
  async function noticeToOldAddress(oldEmail: string | null, newEmail: string, moved: boolean) {
    if (!oldEmail) return
    const where = mask('email', newEmail)
    await outbox.send({
      to: oldEmail,
      subject: `Your ${schemeName} email address ${moved ? 'has changed' : 'is changing'}`,
      text: moved
        ? `The email address of your ${schemeName} account was changed to ${where}. We will send your emails there from now on.\n\nIf you did not make this change, contact us straight away.`
        : `Someone asked to change the email address of your ${schemeName} account to ${where}. It changes when the link sent there is opened.\n\nIf this was not you, contact us straight away.`,
      links: [],
      emailType: 'account',
    })
  }

  fastify.route({
    ...routeOf(changeEmail),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const checked = await checkedAddress(caller.collectorId, request.body.email)
      if (!(await codes.spendGrant(caller.collectorId, request.headers[MFA_HEADER])))
        throw new UpstreamRefusal(400, MFA_REFUSED)
      await accounts.changeEmail(caller.collectorId, checked.newEmail, auditOf(request))
      await sendVerifyEmail(emailLinks, outbox, origin, { id: caller.collectorId, email: checked.newEmail })
      await noticeToOldAddress(checked.oldEmail, checked.newEmail, true)
      request.log.info({ event: 'email_changed', collectorId: caller.collectorId }, 'email changed')
      return { email: checked.newEmail }
    },
  })

  fastify.route({
    ...routeOf(requestEmailChange),
    config: { callers: 'collector' },
    handler: async (request, reply) => {
      const caller = request.caller
      const checked = await checkedAddress(caller.collectorId, request.body.email)
      if (!(await codes.spendGrant(caller.collectorId, request.headers[MFA_HEADER])))
        throw new UpstreamRefusal(400, MFA_REFUSED)
      await sendUpdateEmail(
        emailLinks,
        outbox,
        origin,
        { id: caller.collectorId, email: checked.oldEmail ?? '' },
        checked.newEmail,
      )
      await accounts.recordEmailChangeRequested(caller.collectorId, auditOf(request))
      await noticeToOldAddress(checked.oldEmail, checked.newEmail, false)
      return reply.code(202).send(null)
    },
  })
}

export default email
