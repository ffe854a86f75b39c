/**
 * GET /documents-api/{name}: a stored document (HTML fragment or JSON) with its own content type,
 * e.g. registration/privacy-policy-short.html, registration/businessOffersPage.json, faqs.json.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { UpstreamErrorSchema } from '../../schemas/error.ts'

const documents: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/*',
    {
      schema: {
        params: Type.Object({ '*': Type.String({ maxLength: 200 }) }),
        response: {
          200: Type.String({ description: 'the document, in its content type' }),
          404: UpstreamErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const name = request.params['*']
      const document = await fastify.db
        .selectFrom('documents')
        .select(['content_type', 'body'])
        .where('name', '=', name)
        .executeTakeFirst()
      if (!document) return reply.code(404).send({ code: 'NOT_FOUND', message: `No document named ${name}` })
      return reply
        .type(document.content_type)
        .header('cache-control', 'public, max-age=300')
        .send(document.body)
    },
  )
}

export default documents
