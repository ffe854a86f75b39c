/**
 * GET /content/prices/{sku}.svg: a price record's product image, generated from its description and
 * category like the offers' images, so that no image files need shipping.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { priceImage } from '../../../../shared/contract/upstream/prices.ts'
import { renderOfferImageSvg } from '../../offers/image-svg.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'

/** The listing shows a product at up to 300 px wide. */
const PRICE_IMAGE_WIDTH = 300

const priceImages: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(priceImage),
    config: { callers: 'anonymous' },
    handler: async (request, reply) => {
      const { sku } = request.params
      const record = await fastify.pricesRepository.imageText(sku)
      if (!record) throw new UpstreamRefusal(404, { code: 'NOT_FOUND', message: `No price record ${sku}` })
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(
          renderOfferImageSvg({
            title: record.description,
            sponsor: record.category,
            width: PRICE_IMAGE_WIDTH,
          }),
        )
    },
  })
}

export default priceImages
