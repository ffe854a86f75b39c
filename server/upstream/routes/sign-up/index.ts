/**
 * POST /sign-up/status: the journey's sign-up status (PENDING, COMPLETE, FAILED), with the
 * completion token and card number once COMPLETE, or the failure message once FAILED.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { findRegistration } from '../../registration/store.ts'
import { UpstreamErrorSchema } from '../../schemas/error.ts'

const StatusReply = Type.Object({
  signUpStatus: Type.String(),
  registrationCompletedToken: Type.Optional(Type.String()),
  cardNumber: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
})

const signUp: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/status',
    {
      schema: {
        body: Type.Object({ authToken: Type.String({ minLength: 20, maxLength: 100 }) }),
        response: { 200: StatusReply, 401: UpstreamErrorSchema },
      },
    },
    async (request, reply) => {
      await fastify.registrationJobs.completeIfDue(request.body.authToken)
      const row = await findRegistration(fastify.db, request.body.authToken)
      if (!row?.sign_up_status)
        return reply.code(401).send({ code: 'UNAUTHORISED', message: 'No registration was submitted' })
      if (row.sign_up_status === 'FAILED')
        return { signUpStatus: 'FAILED', message: row.failure_message ?? '' }
      if (row.sign_up_status === 'PENDING') return { signUpStatus: 'PENDING' }
      const card = await fastify.db
        .selectFrom('collectors')
        .select('card_number')
        .where('id', '=', row.completed_collector_id ?? '')
        .executeTakeFirst()
      return {
        signUpStatus: 'COMPLETE',
        ...(row.completed_token ? { registrationCompletedToken: row.completed_token } : {}),
        ...(card ? { cardNumber: card.card_number } : {}),
      }
    },
  )
}

export default signUp
