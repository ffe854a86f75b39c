/**
 * GET /api/vouchers, GET /api/vouchers/:voucherId, GET /api/vouchers/transaction/:transactionId and
 * PUT /api/vouchers/:voucherId/usage: the collector's vouchers, one with its barcode (as a PNG data
 * URL the page can show), and the answer to 'Did you use this voucher?'. Another collector's voucher
 * is a 404 like an unknown one.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { type VoucherDetail, vouchersApi } from '../../../../../shared/contract/vouchers.ts'
import { asVoucherRefusal } from './refusals.ts'

const asDataUrl = (voucher: VoucherDetail): VoucherDetail => ({
  ...voucher,
  base64BarCode: `data:image/png;base64,${voucher.base64BarCode}`,
})

const vouchers: FastifyPluginAsyncTypebox = async (fastify) => {
  const client = fastify.upstream.vouchers

  fastify.route({
    ...routeOf(vouchersApi.list),
    config: { access: 'session' },
    handler: async (request) => client.vouchers(await request.accessToken(), { log: request.log }),
  })

  fastify.route({
    ...routeOf(vouchersApi.detail),
    config: { access: 'session' },
    handler: async (request) =>
      asDataUrl(
        await client
          .voucher(await request.accessToken(), request.params.voucherId, { log: request.log })
          .catch(asVoucherRefusal),
      ),
  })

  fastify.route({
    ...routeOf(vouchersApi.byTransaction),
    config: { access: 'session' },
    handler: async (request) =>
      asDataUrl(
        await client
          .voucherByTransaction(await request.accessToken(), request.params.transactionId, {
            log: request.log,
          })
          .catch(asVoucherRefusal),
      ),
  })

  fastify.route({
    ...routeOf(vouchersApi.answerUsage),
    config: { access: 'session', stateChanging: true },
    handler: async (request) =>
      client
        .answerUsage(await request.accessToken(), request.params.voucherId, request.body.used, {
          log: request.log,
        })
        .catch(asVoucherRefusal),
  })
}

export default vouchers
