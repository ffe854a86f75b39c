/**
 * GET /customer/v2: the signed-in collector's profile (management API), which the gateway reads
 * after login for the greeting. Fields beyond the names are not shown by the specification.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { authenticate } from '../../auth/bearer.ts'
import { UpstreamErrorSchema } from '../../schemas/error.ts'

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()])

export const CustomerSchema = Type.Object({
  collectorId: Type.String(),
  cardNumber: Type.String(),
  email: Nullable(Type.String()),
  title: Nullable(Type.String()),
  firstName: Type.String(),
  lastName: Type.String(),
  userType: Type.String(),
})

const customer: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/v2',
    { schema: { response: { 200: CustomerSchema, 401: UpstreamErrorSchema } } },
    async (request, reply) => {
      const caller = await authenticate(fastify, request, reply)
      if (!caller) return reply
      const row = await fastify.db
        .selectFrom('collectors')
        .select(['id', 'card_number', 'email', 'title', 'first_name', 'last_name', 'user_type'])
        .where('id', '=', caller.collectorId)
        .executeTakeFirstOrThrow()
      return {
        collectorId: row.id,
        cardNumber: row.card_number,
        email: row.email,
        title: row.title,
        firstName: row.first_name,
        lastName: row.last_name,
        userType: row.user_type,
      }
    },
  )
}

export default customer
