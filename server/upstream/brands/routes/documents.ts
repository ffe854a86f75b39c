/**
 * The brands area's documents (spec §7 "Brands and documents"): `GET bonus/{id}` (anonymous or
 * signed in), `GET post/{id}?direction=` and `GET spend-document?name=`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { bonus, post, spendDocument } from '../../../../shared/contract/upstream/brands.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import type { BrandDocumentsTable } from '../schema.ts'

const documentOf = (row: BrandDocumentsTable) => ({
  id: row.key,
  title: row.title,
  body: row.body,
  brandDetailsKey: row.brand_details_key,
})

const notFound = (what: string) => ({ code: 'DOCUMENT_NOT_FOUND', message: `No ${what}` })

const brandDocuments: FastifyPluginAsyncTypebox = async (fastify) => {
  const repository = fastify.brandsRepository

  fastify.route({
    ...routeOf(bonus),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const row = await repository.document('bonus', request.params.id)
      if (!row) throw new UpstreamRefusal(404, notFound(`bonus ${request.params.id}`))
      return documentOf(row)
    },
  })

  fastify.route({
    ...routeOf(post),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const row = await repository.post(request.params.id, request.query.direction)
      if (!row) throw new UpstreamRefusal(404, notFound(`post ${request.params.id}`))
      return { ...documentOf(row), ...(await repository.postNeighbours(row.position)) }
    },
  })

  fastify.route({
    ...routeOf(spendDocument),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const row = await repository.document('spend-document', request.query.name)
      if (!row) throw new UpstreamRefusal(404, notFound(`spend document ${request.query.name}`))
      return documentOf(row)
    },
  })
}

export default brandDocuments
