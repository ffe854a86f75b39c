/**
 * progressive/card-check and progressive/email-check: the two ways into the journey, each
 * answering the next step (registration specification §4, §7). Sandbox behaviour: README.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { newEmailLink } from '../../registration/email-link.ts'
import { sendConfirmationEmail } from '../../registration/emails.ts'
import { createRegistration, findRegistration, updateRegistration } from '../../registration/store.ts'
import { UpstreamErrorSchema } from '../../schemas/error.ts'
import confirm from './confirm.ts'
import details from './details.ts'
import password from './password.ts'
import submit from './submit.ts'

const AuthToken = Type.String({ minLength: 20, maxLength: 100 })

const CardCheckBody = Type.Object({
  cardNumber: Type.String({ pattern: '^[0-9]{11}$' }),
  authToken: Type.Optional(AuthToken),
  /** Sign-in by card number: an online account answers DO_LOGIN (password login) with its id. */
  purpose: Type.Optional(Type.Literal('login')),
})
const CardCheckReply = Type.Object({
  authToken: Type.String(),
  nextStep: Type.String(),
  userType: Type.Optional(Type.String()),
  collectorId: Type.Optional(Type.String()),
})

const EmailCheckBody = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254 }),
  contactByEmail: Type.Boolean(),
  authToken: Type.Optional(AuthToken),
  registrationDone: Type.Optional(Type.Boolean()),
})
const EmailCheckReply = Type.Object({
  authToken: Type.String(),
  nextStep: Type.String(),
  identitySessionToken: Type.Optional(Type.String()),
})

const progressive: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify
  // Autoload loads only index.ts of a folder that has one: the other calls register here.
  await fastify.register(confirm)
  await fastify.register(details)
  await fastify.register(password)
  await fastify.register(submit)

  fastify.post(
    '/card-check',
    {
      schema: {
        body: CardCheckBody,
        response: { 200: CardCheckReply, 400: UpstreamErrorSchema, 404: UpstreamErrorSchema },
      },
    },
    async (request, reply) => {
      const card = await db
        .selectFrom('collectors')
        .select(['id', 'user_type', 'status', 'password_hash'])
        .where('card_number', '=', request.body.cardNumber)
        .executeTakeFirst()
      if (!card) return reply.code(404).send({ code: 'DN11', message: 'Card not recognised' })
      if (card.status !== 'active')
        return reply.code(400).send({
          code: 'CARD_INACTIVATED',
          message: 'This card is inactivated and not applicable for registration',
        })
      if (card.password_hash && request.body.purpose === 'login')
        return { authToken: '', nextStep: 'DO_LOGIN', collectorId: card.id }
      if (card.password_hash)
        return { authToken: request.body.authToken ?? '', nextStep: 'DO_LOGIN_IDENTITY' }
      const userType = card.user_type === 'ghost' ? 'ghost' : 'analog'
      const authToken = await createRegistration(db, { user_type: userType, collector_id: card.id })
      return userType === 'analog'
        ? { authToken, nextStep: 'DO_VERIFY_ANALOGUE_NECTAR', userType: 'ANALOG', collectorId: card.id }
        : { authToken, nextStep: 'DO_EMAIL_CHECK', userType: 'GHOST' }
    },
  )

  fastify.post(
    '/email-check',
    { schema: { body: EmailCheckBody, response: { 200: EmailCheckReply } } },
    async (request) => {
      const { contactByEmail, registrationDone = false } = request.body
      const email = request.body.email.trim().toLowerCase()
      const existing = await findRegistration(db, request.body.authToken)
      const authToken = existing?.auth_token ?? (await createRegistration(db))
      const { token, columns } = newEmailLink()
      const data = JSON.stringify({ ...(existing?.user_data ?? {}), contactByEmail })
      await updateRegistration(db, authToken, {
        email,
        email_confirmed: false,
        ...columns,
        registration_done: registrationDone,
        user_data: data,
      })
      // The identity provider has already confirmed this address: no e-mail, a session token instead.
      if (registrationDone)
        return { authToken, nextStep: 'DO_IDENTITY_EMAIL_CONFIRM', identitySessionToken: token }
      await sendConfirmationEmail(fastify.outbox, fastify.config.PUBLIC_ORIGIN, email, token)
      return { authToken, nextStep: 'DO_EMAIL_CHECK' }
    },
  )

  fastify.get(
    '/identity-login',
    { schema: { response: { 200: Type.Object({ href: Type.String() }) } } },
    async () => ({ href: `${fastify.config.OIDC_ISSUER}/auth` }),
  )
}

export default progressive
