/**
 * GET /customer/nectar-id: the digital card's barcode (routes specification §3, §7): `code128`,
 * a base64 PNG of the Code 128 barcode of the full card number, prefix included (lib/code128-png.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CARD_PREFIX } from '../../../../shared/constants/limits.ts'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { nectarId as nectarIdCall } from '../../../../shared/contract/upstream/management.ts'
import { code128Png as barcodePng } from '../../lib/code128-png.ts'

/** The card's barcode PNG: the full card number, prefix included. */
export const code128Png = (cardNumber: string): Promise<Buffer> => barcodePng(`${CARD_PREFIX}${cardNumber}`)

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
