/**
 * GET /customer/nectar-id: the digital card's barcode (routes specification §3, §7): `code128`,
 * a base64 PNG of the Code 128 barcode of the full card number, prefix included, drawn by bwip-js.
 * @see https://github.com/metafloor/bwip-js#node-js-usage
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { toBuffer } from 'bwip-js'
import { CARD_PREFIX } from '../../../../shared/constants/limits.ts'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { nectarId as nectarIdCall } from '../../../../shared/contract/upstream/management.ts'

/** The barcode PNG: 3 px modules and quiet zones wide enough for a till's scanner. */
export const code128Png = async (cardNumber: string): Promise<Buffer> =>
  toBuffer({
    bcid: 'code128',
    text: `${CARD_PREFIX}${cardNumber}`,
    scale: 3,
    height: 18,
    paddingwidth: 10,
    paddingheight: 4,
    backgroundcolor: 'ffffff',
    includetext: false,
  })

const nectarId: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(nectarIdCall),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const { card_number: cardNumber } = await fastify.collectorsRepository.profile(caller.collectorId)
      return { code128: (await code128Png(cardNumber)).toString('base64') }
    },
  })
}

export default nectarId
