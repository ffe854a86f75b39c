/**
 * GET /vouchers, GET /vouchers/{id}, GET /vouchers/transaction/{id} and PUT /vouchers/{id}/usage:
 * the signed-in collector's vouchers (routes specification §3, §7). One voucher carries its barcode,
 * the Code 128 of its code (lib/code128-png.ts); another collector's voucher is a 404 like an unknown one.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import {
  voucherByTransaction,
  voucher as voucherCall,
  vouchers as vouchersCall,
  voucherUsage,
} from '../../../../shared/contract/upstream/vouchers.ts'
import { code128Png } from '../../lib/code128-png.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import type { VoucherRow } from '../repository.ts'
import { sortVouchers, voucherView } from '../voucher-view.ts'

const NOT_FOUND = { code: 'VOUCHER_NOT_FOUND', message: 'No such voucher' } as const

const barcodeOf = async (code: string) => (await code128Png(code)).toString('base64')

const withBarcode = async (row: VoucherRow) => ({
  ...voucherView(row),
  base64BarCode: await barcodeOf(row.voucher_code),
})

const vouchers: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(vouchersCall),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const rows = await fastify.vouchersRepository.list(caller.collectorId)
      return { vouchers: sortVouchers(rows.map((row) => voucherView(row))) }
    },
  })

  fastify.route({
    ...routeOf(voucherCall),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const row = await fastify.vouchersRepository.find(caller.collectorId, request.params.id)
      if (!row) throw new UpstreamRefusal(404, NOT_FOUND)
      return withBarcode(row)
    },
  })

  fastify.route({
    ...routeOf(voucherByTransaction),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const row = await fastify.vouchersRepository.findByTransaction(caller.collectorId, request.params.id)
      if (!row) throw new UpstreamRefusal(404, NOT_FOUND)
      return withBarcode(row)
    },
  })

  fastify.route({
    ...routeOf(voucherUsage),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const row = await fastify.vouchersRepository.answerUsage(
        caller.collectorId,
        request.params.id,
        request.body.used,
      )
      if (!row) throw new UpstreamRefusal(404, NOT_FOUND)
      return voucherView(row)
    },
  })
}

export default vouchers
