/**
 * GET /documents-api/…: a stored document (HTML fragment or JSON) with its own content type:
 * faqs.json, registration/businessOffersPage.json, registration/privacy-policy-short.html.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import {
  registrationDocument,
  registrationHtml,
  storedDocument,
} from '../../../../shared/contract/upstream/content.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'

const documents: FastifyPluginAsyncTypebox = async (fastify) => {
  // Each call's stored name is its URL without the prefix: `/documents-api/faqs.json` → `faqs.json`.
  for (const endpoint of [storedDocument, registrationDocument, registrationHtml]) {
    const storedName = (name: string) => endpoint.url.slice('/documents-api/'.length).replace(':name', name)
    fastify.route({
      ...routeOf(endpoint),
      config: { callers: 'anonymous' },
      handler: async (request, reply) => {
        const name = storedName(request.params.name)
        const found = await fastify.contentRepository.document(name)
        if (!found)
          throw new UpstreamRefusal(404, { code: 'NOT_FOUND', message: `No document named ${name}` })
        return reply.type(found.content_type).header('cache-control', 'public, max-age=300').send(found.body)
      },
    })
  }
}

export default documents
