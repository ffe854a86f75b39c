/**
 * GET /brands?keys=a,b: the anonymous brands lookup (brandDetailsKey, name, imageUrls.logoImageUrl),
 * limited to the keys asked for; unknown keys are left out. Logos are served at /content/logos.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { brands as brandsCall } from '../../../../shared/contract/upstream/content.ts'

const brands: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(brandsCall),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const keys = [...new Set(request.query.keys.split(','))]
      const rows = await fastify.contentRepository.brands(keys)
      return {
        brands: rows.map((row) => ({
          brandDetailsKey: row.brand_details_key,
          name: row.name,
          imageUrls: { logoImageUrl: row.logo_image_url },
        })),
      }
    },
  })
}

export default brands
