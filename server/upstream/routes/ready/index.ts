/** POST /ready: whether the registered account can be used yet (the gateway asks up to 10 times). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { findRegistration } from '../../registration/store.ts'

const ready: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/',
    {
      schema: {
        body: Type.Object({ authToken: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: Type.Object({ ready: Type.Boolean() }) },
      },
    },
    async (request) => {
      const row = await findRegistration(fastify.db, request.body.authToken)
      return { ready: row?.sign_up_status === 'COMPLETE' }
    },
  )
}

export default ready
