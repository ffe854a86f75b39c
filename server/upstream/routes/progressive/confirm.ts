/**
 * progressive/email-check-confirm (the e-mailed link's token) and identity-email-check-confirm
 * (an address the identity provider confirmed): mark the e-mail confirmed and say how the
 * journey goes on. An analog card's holder already has an address on file, so the answer is
 * DO_CONFIRM_SIGN_UP_SKIP_ADDRESS. A link past its time answers TOKEN_EXPIRED (see email-link.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { checkEmailLink } from '../../registration/email-link.ts'
import { type Registration, updateRegistration } from '../../registration/store.ts'
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
const EXPIRED = { code: 'TOKEN_EXPIRED', message: 'This link has expired' } as const

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

  fastify.post(
    '/email-check-confirm',
    {
      schema: {
        body: Type.Object({ token: Token }),
        response: { 200: ConfirmReply, 400: UpstreamErrorSchema },
      },
    },
    async (request, reply) => {
      const link = await checkEmailLink(db, request.body.token)
      if (link.kind !== 'valid') return reply.code(400).send(link.kind === 'expired' ? EXPIRED : INVALID)
      await updateRegistration(db, link.row.auth_token, { email_confirmed: true })
      return confirmed(link.row)
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
      const link = await checkEmailLink(db, request.body.identitySessionToken)
      const row = link.kind === 'invalid' ? undefined : link.row
      if (!row || row.auth_token !== request.body.authToken || !row.registration_done)
        return reply.code(400).send(INVALID)
      if (link.kind === 'expired') return reply.code(400).send(EXPIRED)
      await updateRegistration(db, row.auth_token, { email_confirmed: true, email_token_hash: null })
      return confirmed(row)
    },
  )
}

export default confirm
