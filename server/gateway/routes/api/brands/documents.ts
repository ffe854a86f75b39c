/**
 * The brands area's documents on /api/brands (spec §7 "Brands and documents"): a bonus page
 * (anonymous or signed in, with the collector's token when there is one), a post or its neighbour,
 * and a spend document by name. An unknown one is a 404 DOCUMENT_NOT_FOUND.
 */
import type {} from '@fastify/rate-limit'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { brandsAreaApi, DOCUMENT_NOT_FOUND } from '../../../../../shared/contract/brands.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { Refusal } from '../../../errors/refusal.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'
import { withholdUpstreamText } from '../../../plugins/app/upstream/withhold.ts'

const reading = { max: 120, timeWindow: 60_000 }

type UpstreamDocument = { id: string; title: string; body: string; brandDetailsKey: string | null }

const documentOf = ({ id, title, body, brandDetailsKey }: UpstreamDocument) => ({
  id,
  title,
  body,
  ...(brandDetailsKey ? { brandDetailsKey } : {}),
})

const documents: FastifyPluginAsyncTypebox = async (fastify) => {
  const { brands } = fastify.upstream
  const refusedAs = (what: string, log: Parameters<typeof withholdUpstreamText>[1]) => (error: unknown) => {
    if (error instanceof UpstreamError && error.upstreamStatus === 404)
      throw new Refusal(404, DOCUMENT_NOT_FOUND, `We couldn't find that ${what}.`)
    throw withholdUpstreamText(error, log)
  }

  fastify.route({
    ...routeOf(brandsAreaApi.bonus),
    config: { access: 'public', rateLimit: reading },
    handler: async (request) => {
      const token = request.isSignedIn() ? await request.accessToken() : undefined
      const bonus = await brands
        .bonus(request.params.id, token, { log: request.log })
        .catch(refusedAs('bonus', request.log))
      return documentOf(bonus)
    },
  })

  fastify.route({
    ...routeOf(brandsAreaApi.post),
    config: { access: 'public', rateLimit: reading },
    handler: async (request) => {
      const post = await brands
        .post(request.params.id, request.query.direction, { log: request.log })
        .catch(refusedAs('post', request.log))
      return {
        ...documentOf(post),
        ...(post.previousId ? { previousId: post.previousId } : {}),
        ...(post.nextId ? { nextId: post.nextId } : {}),
      }
    },
  })

  fastify.route({
    ...routeOf(brandsAreaApi.spendDocument),
    config: { access: 'public', rateLimit: reading },
    handler: async (request, reply) => {
      const document = await brands
        .spendDocument(request.params.name, { log: request.log })
        .catch(refusedAs('document', request.log))
      reply.header('cache-control', 'public, max-age=300')
      return documentOf(document)
    },
  })
}

export default documents
