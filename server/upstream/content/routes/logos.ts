/**
 * GET /content/logos/{key}.svg: the logo of a partner brand, generated from its name.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { logo } from '../../../../shared/contract/upstream/content.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import { renderLogoSvg } from '../logo-svg.ts'

const logos: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(logo),
    config: { callers: 'anonymous' },
    handler: async (request, reply) => {
      const { key } = request.params
      const name = await fastify.contentRepository.brandName(key)
      if (name === undefined)
        throw new UpstreamRefusal(404, { code: 'NOT_FOUND', message: `No brand ${key}` })
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(renderLogoSvg({ key, name }))
    },
  })
}

export default logos
