/**
 * progressive/card-check and progressive/email-check: the two ways into the journey, each
 * answering the next step (registration specification §4, §7). Sandbox behaviour: docs/sandbox.md.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { cardCheck, emailCheck, identityLogin } from '../../../../shared/contract/upstream/identity.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import { newEmailLink } from '../email-link.ts'
import { sendConfirmationEmail } from '../emails.ts'

const progressive: FastifyPluginAsyncTypebox = async (fastify) => {
  const { collectorsRepository: collectors, registrationsRepository: registrations } = fastify

  fastify.route({
    ...routeOf(cardCheck),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const card = await collectors.byCardNumber(request.body.cardNumber)
      if (!card) throw new UpstreamRefusal(404, { code: 'DN11', message: 'Card not recognised' })
      if (card.status !== 'active')
        throw new UpstreamRefusal(400, {
          code: 'CARD_INACTIVATED',
          message: 'This card is inactivated and not applicable for registration',
        })
      if (card.password_hash && request.body.purpose === 'login')
        return { authToken: '', nextStep: 'DO_LOGIN', collectorId: card.id } as const
      if (card.password_hash)
        return { authToken: request.body.authToken ?? '', nextStep: 'DO_LOGIN_IDENTITY' } as const
      const userType = card.user_type === 'ghost' ? 'ghost' : 'analog'
      const authToken = await registrations.create({ user_type: userType, collector_id: card.id })
      return userType === 'analog'
        ? ({
            authToken,
            nextStep: 'DO_VERIFY_ANALOGUE_NECTAR',
            userType: 'ANALOG',
            collectorId: card.id,
          } as const)
        : ({ authToken, nextStep: 'DO_EMAIL_CHECK', userType: 'GHOST' } as const)
    },
  })

  fastify.route({
    ...routeOf(emailCheck),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const { contactByEmail, registrationDone = false } = request.body
      const email = request.body.email.trim().toLowerCase()
      const existing = await registrations.find(request.body.authToken)
      const authToken = existing?.auth_token ?? (await registrations.create())
      const { token, columns } = newEmailLink()
      const data = JSON.stringify({ ...(existing?.user_data ?? {}), contactByEmail })
      await registrations.update(authToken, {
        email,
        email_confirmed: false,
        ...columns,
        registration_done: registrationDone,
        user_data: data,
      })
      // The identity provider has already confirmed this address: no e-mail, a session token instead.
      if (registrationDone)
        return { authToken, nextStep: 'DO_IDENTITY_EMAIL_CONFIRM', identitySessionToken: token } as const
      await sendConfirmationEmail(fastify.outbox, fastify.config.PUBLIC_ORIGIN, email, token)
      return { authToken, nextStep: 'DO_EMAIL_CHECK' } as const
    },
  })

  fastify.route({
    ...routeOf(identityLogin),
    config: { callers: 'anonymous' },
    handler: async () => ({ href: `${fastify.config.OIDC_ISSUER}/auth` }),
  })
}

export default progressive
