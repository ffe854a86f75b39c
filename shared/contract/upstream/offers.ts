/**
 * The offers API (offers, offer state, vouchers), as far as the gateway calls it. The reference
 * upstream does not implement it; the declarations give the gateway's offers client its calls.
 * @see https://github.com/fastify/demo/blob/main/src/schemas/tasks.ts
 */
import Type from 'typebox'
import { defineEndpoint } from '../endpoint.ts'
import { BearerErrors, JsonDocumentSchema } from './common.ts'

const tags = ['offers']

/** The timestamp defeats caches between the gateway and the offers service (spec §7). */
export const offers = defineEndpoint({
  method: 'GET',
  url: '/offers',
  summary: "The collector's offers",
  tags,
  querystring: Type.Object({ type: Type.Literal('ALL'), timestamp: Type.Number() }),
  response: { 200: JsonDocumentSchema, ...BearerErrors },
})

export const offer = defineEndpoint({
  method: 'GET',
  url: '/offers/:id',
  summary: 'One offer',
  tags,
  params: Type.Object({ id: Type.String() }),
  response: { 200: JsonDocumentSchema, ...BearerErrors },
})
