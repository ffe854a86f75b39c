/**
 * GET /content/logos/{key}.svg: the logo of a partner brand, generated from its name.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { renderLogoSvg } from '../../../content/logo-svg.ts'
import { UpstreamErrorSchema } from '../../../schemas/error.ts'

const logos: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/:key.svg',
    {
      schema: {
        params: Type.Object({ key: Type.String({ pattern: '^[a-z0-9-]{1,80}$' }) }),
        response: { 200: Type.String({ description: 'image/svg+xml' }), 404: UpstreamErrorSchema },
      },
    },
    async (request, reply) => {
      const { key } = request.params
      const brand = await fastify.db
        .selectFrom('brands')
        .select('name')
        .where('brand_details_key', '=', key)
        .executeTakeFirst()
      if (!brand) return reply.code(404).send({ code: 'NOT_FOUND', message: `No brand ${key}` })
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(renderLogoSvg({ key, name: brand.name }))
    },
  )
}

export default logos
