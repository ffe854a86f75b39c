/**
 * GET /content/offers/{id}/{width}.svg: an offer's image at one of its widths, generated from its
 * title and sponsor. Catalogue content, the same for every collector, like the brands' logos.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { offerImage } from '../../../../shared/contract/upstream/content.ts'
import { renderOfferImageSvg } from '../../offers/image-svg.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'

const offerImages: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(offerImage),
    config: { callers: 'anonymous' },
    handler: async (request, reply) => {
      const { id, width } = request.params
      const offer = await fastify.offersRepository.imageText(id)
      if (!offer) throw new UpstreamRefusal(404, { code: 'NOT_FOUND', message: `No offer ${id}` })
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(
          renderOfferImageSvg({
            title: offer.title,
            sponsor: offer.sponsor_display_name,
            width: Number(width),
          }),
        )
    },
  })
}

export default offerImages
