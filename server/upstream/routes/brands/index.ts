/**
 * GET /brands?keys=a,b: the anonymous brands lookup (brandDetailsKey, name, imageUrls.logoImageUrl),
 * limited to the keys asked for; unknown keys are left out. Logos are served at /content/logos.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { UpstreamErrorSchema } from '../../schemas/error.ts'

/** At most this many keys per lookup. */
export const MAX_BRAND_KEYS = 20

const BrandSchema = Type.Object({
  brandDetailsKey: Type.String(),
  name: Type.String(),
  imageUrls: Type.Object({ logoImageUrl: Type.String() }),
})

const brands: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        querystring: Type.Object({
          keys: Type.String({ pattern: `^[a-z0-9-]{1,80}(,[a-z0-9-]{1,80}){0,${MAX_BRAND_KEYS - 1}}$` }),
        }),
        response: { 200: Type.Object({ brands: Type.Array(BrandSchema) }), 400: UpstreamErrorSchema },
      },
    },
    async (request) => {
      const keys = [...new Set(request.query.keys.split(','))]
      const rows = await fastify.db
        .selectFrom('brands')
        .select(['brand_details_key', 'name', 'logo_image_url'])
        .where('brand_details_key', 'in', keys)
        .orderBy('brand_details_key')
        .execute()
      return {
        brands: rows.map((row) => ({
          brandDetailsKey: row.brand_details_key,
          name: row.name,
          imageUrls: { logoImageUrl: row.logo_image_url },
        })),
      }
    },
  )
}

export default brands
