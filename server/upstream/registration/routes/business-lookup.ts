/** GET /business-lookup: the nine employee ranges (codes A to I) and the grouped business categories. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { businessLookup as lookup } from '../../../../shared/contract/upstream/identity.ts'
import { BUSINESS_CATEGORIES, BUSINESS_EMPLOYEES } from '../business-catalogue.ts'

const businessLookup: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(lookup),
    config: { callers: 'anonymous' },
    handler: async () => ({
      businessEmployees: BUSINESS_EMPLOYEES,
      businessCategories: BUSINESS_CATEGORIES.map(({ group, categories }) => ({
        group,
        categories: [...categories],
      })),
    }),
  })
}

export default businessLookup
