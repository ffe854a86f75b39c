/**
 * POST /address/lookup: the addresses for a building and postcode. The gateway has already checked
 * the captcha; the upstream trusts its verdict.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { lookupAddresses } from '../../addresses/lookup.ts'
import { UpstreamErrorSchema } from '../../schemas/error.ts'

const AddressLookupBodySchema = Type.Object({
  building: Type.String({ maxLength: 60 }),
  postcode: Type.String({ minLength: 5, maxLength: 10, pattern: '^[A-Za-z0-9 ]+$' }),
})

const AddressLookupResponseSchema = Type.Object({
  addresses: Type.Array(Type.Array(Type.String()), { description: 'each address as its lines' }),
})

const address: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/lookup',
    {
      schema: {
        body: AddressLookupBodySchema,
        response: { 200: AddressLookupResponseSchema, 500: UpstreamErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await lookupAddresses(fastify.db, request.body)
      if ('fault' in result)
        return reply.code(500).send({ code: result.fault, message: 'Could not find address' })
      return result
    },
  )
}

export default address
