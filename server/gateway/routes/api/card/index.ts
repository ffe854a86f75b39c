/**
 * `GET /api/card/balance` and `GET /api/card/digital-card`: the home screen's points balance and
 * digital card, from the management API's `GET balance`, `GET customer/nectar-id` (the code128
 * barcode, a base64 PNG) and the profile (the card number). Signed in only; always called with the
 * refreshing accessor, never the stored token.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { cardApi, type DigitalCardResponse } from '../../../../../shared/contract/card.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { DEFAULT_MESSAGE, UPSTREAM_CODES, UpstreamError } from '../../../plugins/app/upstream/errors.ts'

const cardRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { management } = fastify.upstream

  fastify.route({
    ...routeOf(cardApi.balance),
    config: { access: 'session' },
    handler: async (request) => {
      const { points } = await management.balance(await request.accessToken(), { log: request.log })
      return { points }
    },
  })

  fastify.route({
    ...routeOf(cardApi.digitalCard),
    config: { access: 'session' },
    handler: async (request): Promise<DigitalCardResponse> => {
      const token = await request.accessToken()
      const context = { log: request.log }
      const [{ code128 }, profile] = await Promise.all([
        management.nectarId(token, context),
        management.customer(token, context),
      ])
      // The card number is shown beside the barcode: without it the card cannot be shown.
      if (!profile.cardNumber)
        throw new UpstreamError({ code: UPSTREAM_CODES.badResponse, status: 502, message: DEFAULT_MESSAGE })
      return { cardNumber: profile.cardNumber, barcode: `data:image/png;base64,${code128}` }
    },
  })
}

export default cardRoutes
