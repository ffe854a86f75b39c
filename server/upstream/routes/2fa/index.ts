/**
 * The device two-factor step of the password login: /2fa/check sends the first code of a
 * challenge opened by /collector/sessions (141), /2fa/resend sends a new one, /2fa/validate
 * redeems the challenge for a one-time login token. Codes go to the outbox (SMS or e-mail).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { UpstreamErrorSchema } from '../../schemas/error.ts'
import { sendCode, verifyCode } from '../../two-factor/challenges.ts'
import type { TwoFactorTables } from '../../two-factor/schema.ts'

const JwtSchema = Type.String({ minLength: 20, maxLength: 200 })
const SentSchema = Type.Object({
  deliveryMethod: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  destination: Type.String(),
})
const EXPIRED = { code: 'TWO_FA_EXPIRED', message: 'Two-factor challenge expired' } as const
const WRONG = { code: 'TWO_FA_INVALID', message: 'Wrong two-factor code' } as const

const twoFactor: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db.withTables<TwoFactorTables>()
  const send = async (encryptedSessionJwt: string) =>
    sendCode(db, fastify.outbox, encryptedSessionJwt, { schemeName: fastify.config.SCHEME_NAME })
  const sendSchema = {
    body: Type.Object({ encryptedSessionJwt: JwtSchema }),
    response: { 200: SentSchema, 400: UpstreamErrorSchema },
  }

  for (const path of ['/check', '/resend']) {
    fastify.post(path, { schema: sendSchema }, async (request, reply) => {
      const sent = await send(request.body.encryptedSessionJwt)
      return sent ?? reply.code(400).send(EXPIRED)
    })
  }

  fastify.post(
    '/validate',
    {
      schema: {
        body: Type.Object({
          encryptedSessionJwt: JwtSchema,
          twoFaCode: Type.String({ pattern: '^[0-9]{6}$' }),
        }),
        response: { 200: Type.Object({ loginToken: Type.String() }), 400: UpstreamErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await verifyCode(db, request.body.encryptedSessionJwt, request.body.twoFaCode)
      if ('refused' in result) return reply.code(400).send(result.refused === 'EXPIRED' ? EXPIRED : WRONG)
      return { loginToken: await fastify.oidc.issueLoginToken(result.collectorId) }
    },
  )
}

export default twoFactor
