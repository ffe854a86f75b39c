/**
 * GET /api/brands?keys=a,b: the anonymous brands lookup (no session needed), filtered to the keys
 * asked for; unknown keys are left out. Logos are same-origin paths the gateway forwards to the
 * content upstream (`/content/logos/*`); any other logo URL is dropped, as CSP img-src would block it.
 * @see ../../../plugins/app/forwarding/upstream-forward.ts
 */
import type {} from '@fastify/rate-limit'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { brandsApi } from '../../../../../shared/contract/brands.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { withholdUpstreamText } from '../../../plugins/app/upstream/withhold.ts'

import catalogue from './catalogue.ts'
import documents from './documents.ts'
import { LOGO_PATH } from './logo-path.ts'

const brands: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(brandsApi.get),
    config: { access: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const keys = [...new Set(request.query.keys.split(','))]
      const { brands: found } = await fastify.upstream.content
        .brands(keys, { log: request.log })
        .catch((error: unknown) => {
          throw withholdUpstreamText(error, request.log)
        })
      reply.header('cache-control', 'public, max-age=300')
      return {
        brands: found
          .filter((brand) => keys.includes(brand.brandDetailsKey))
          .map(({ brandDetailsKey, name, imageUrls }) => {
            const logo = imageUrls?.logoImageUrl
            return {
              brandDetailsKey,
              name,
              imageUrls: logo && LOGO_PATH.test(logo) ? { logoImageUrl: logo } : {},
            }
          }),
      }
    },
  })

  // The brands area's own routes: autoload loads only this file of the folder.
  await fastify.register(catalogue)
  await fastify.register(documents)
}

export default brands
