/**
 * progressive/email-check-confirm (the e-mailed link's token) and identity-email-check-confirm
 * (an address the identity provider confirmed): mark the e-mail confirmed and say how the
 * journey goes on. An analog card's holder already has an address on file, so the answer is
 * DO_CONFIRM_SIGN_UP_SKIP_ADDRESS.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { type Registration, updateRegistration } from '../../registration/store.ts'
import { digest } from '../../registration/tokens.ts'
import { UpstreamErrorSchema } from '../../schemas/error.ts'

const Token = Type.String({ minLength: 20, maxLength: 100 })
const ConfirmReply = Type.Object({
  authToken: Type.String(),
  email: Type.String(),
  userType: Type.Optional(Type.String()),
  accountType: Type.Optional(Type.String()),
  registrationDone: Type.Boolean(),
  nextStep: Type.Optional(Type.String()),
})
const INVALID = { code: 'TOKEN_INVALID', message: 'This link is no longer valid' } as const

function confirmed(row: Registration) {
  return {
    authToken: row.auth_token,
    email: row.email ?? '',
    registrationDone: row.registration_done,
    ...(row.user_type ? { userType: row.user_type.toUpperCase() } : {}),
    ...(row.account_type ? { accountType: row.account_type } : {}),
    ...(row.user_type === 'analog' ? { nextStep: 'DO_CONFIRM_SIGN_UP_SKIP_ADDRESS' } : {}),
  }
}

const confirm: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify
  const byTokenHash = (hash: string) =>
    db.selectFrom('registrations').selectAll().where('email_token_hash', '=', hash).executeTakeFirst()

  // The link may be opened more than once (and by mail scanners), so the token stays valid
  // until the journey is submitted.
  fastify.post(
    '/email-check-confirm',
    {
      schema: {
        body: Type.Object({ token: Token }),
        response: { 200: ConfirmReply, 400: UpstreamErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await byTokenHash(digest(request.body.token))
      if (!row || row.sign_up_status) return reply.code(400).send(INVALID)
      await updateRegistration(db, row.auth_token, { email_confirmed: true })
      return confirmed(row)
    },
  )

  fastify.post(
    '/identity-email-check-confirm',
    {
      schema: {
        body: Type.Object({ authToken: Token, identitySessionToken: Token }),
        response: { 200: ConfirmReply, 400: UpstreamErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await byTokenHash(digest(request.body.identitySessionToken))
      if (!row || row.auth_token !== request.body.authToken || !row.registration_done || row.sign_up_status)
        return reply.code(400).send(INVALID)
      await updateRegistration(db, row.auth_token, { email_confirmed: true, email_token_hash: null })
      return confirmed(row)
    },
  )
}

export default confirm
