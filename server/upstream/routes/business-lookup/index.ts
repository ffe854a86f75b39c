/** GET /business-lookup: the nine employee ranges (codes A to I) and the grouped business categories. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { BUSINESS_CATEGORIES, BUSINESS_EMPLOYEES } from '../../registration/business-catalogue.ts'

const LookupReply = Type.Object({
  businessEmployees: Type.Record(Type.String(), Type.String()),
  businessCategories: Type.Array(
    Type.Object({
      group: Type.String(),
      categories: Type.Array(Type.Object({ key: Type.String(), name: Type.String() })),
    }),
  ),
})

const businessLookup: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/', { schema: { response: { 200: LookupReply } } }, async () => ({
    businessEmployees: BUSINESS_EMPLOYEES,
    businessCategories: BUSINESS_CATEGORIES.map(({ group, categories }) => ({
      group,
      categories: [...categories],
    })),
  }))
}

export default businessLookup
