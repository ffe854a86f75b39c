/**
 * The e-mail change, two steps. POST /api/account/details/email/code: the new address (section 5),
 * kept in the session, and a security code sent by e-mail or SMS (`2fa/send`). PUT
 * /api/account/details/email: the code (`2fa/verify`, limited per collector) and, with the grant it
 * gives, `PUT customer/v2/email` (X-MFA): the account moves, the new address gets a confirmation
 * link and the old one a notice. The profile is read afresh after.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { accountApi } from '../../../../../shared/contract/account.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { emailChangeRules, securityCodeRules } from '../../../../../shared/validation/account-rules.ts'
import { checkFields } from '../../../errors/refusal.ts'
import { createCodeCheckLimit } from './code-limit.ts'
import { clearPendingChange, keepPendingChange, pendingChange } from './pending-change.ts'
import { accountRefusal, asAccountRefusal } from './refusals.ts'

const email: FastifyPluginAsyncTypebox = async (fastify) => {
  const client = fastify.upstream.account
  const codeCheckLimit = createCodeCheckLimit(fastify)

  fastify.route({
    ...routeOf(accountApi.emailCode),
    config: {
      access: 'session',
      browserOnly: true,
      stateChanging: true,
      rateLimit: { max: 10, timeWindow: 600_000 },
    },
    handler: async (request) => {
      checkFields(emailChangeRules, request.body)
      const newEmail = request.body.email.trim().toLowerCase()
      const token = await request.accessToken()
      const profile = await client.refresh(token, { log: request.log })
      if (profile.email === newEmail) throw accountRefusal('EMAIL_UNCHANGED')
      const sent = await client
        .sendCode(token, request.body.deliveryMethod, { log: request.log })
        .catch(asAccountRefusal)
      keepPendingChange(request, { kind: 'email', email: newEmail })
      return sent
    },
  })

  fastify.route({
    ...routeOf(accountApi.changeEmail),
    config: {
      access: 'session',
      browserOnly: true,
      stateChanging: true,
      rateLimit: { max: 20, timeWindow: 600_000 },
    },
    handler: async (request, reply) => {
      checkFields(securityCodeRules, request.body)
      const change = pendingChange(request, 'email')
      await codeCheckLimit(request, reply)
      const token = await request.accessToken()
      const context = { log: request.log }
      const { mfaToken } = await client
        .verifyCode(token, request.body.code.trim(), context)
        .catch(asAccountRefusal)
      await client.requestEmailChange(token, change.email, mfaToken, context).catch(asAccountRefusal)
      clearPendingChange(request)
      return { pendingEmail: change.email }
    },
  })
}

export default email
