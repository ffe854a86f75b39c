/**
 * progressive/confirm-registration: submits a finished journey. Completion is asynchronous (see
 * registration-jobs); the answer says how the collector logs in afterwards: DO_LOGIN for a new
 * account, DO_LOGIN_NECTAR for an existing card (analog or ghost) that now has its online account.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { findRegistration, updateRegistration, userDataOf } from '../../registration/store.ts'
import { UpstreamErrorSchema } from '../../schemas/error.ts'

const ConfirmBody = Type.Object({
  authToken: Type.String({ minLength: 20, maxLength: 100 }),
  accessToken: Type.Optional(Type.String({ maxLength: 2000 })),
})

const submit: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/confirm-registration',
    {
      schema: {
        body: ConfirmBody,
        response: {
          200: Type.Object({ nextStep: Type.String() }),
          400: UpstreamErrorSchema,
          401: UpstreamErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await findRegistration(fastify.db, request.body.authToken)
      if (!row || row.sign_up_status)
        return reply.code(401).send({ code: 'UNAUTHORISED', message: 'Unknown or finished registration' })
      const data = userDataOf(row)
      if (!row.email_confirmed || !row.password_hash || !data.firstName || !data.lastName)
        return reply.code(400).send({ code: 'INCOMPLETE', message: 'The registration is not complete' })
      await updateRegistration(fastify.db, row.auth_token, {
        sign_up_status: 'PENDING',
        submitted_at: new Date(),
      })
      fastify.registrationJobs.schedule(row.auth_token)
      return { nextStep: row.collector_id ? 'DO_LOGIN_NECTAR' : 'DO_LOGIN' }
    },
  )
}

export default submit
