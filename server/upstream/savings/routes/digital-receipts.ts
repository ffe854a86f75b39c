/**
 * `GET digital-receipts/{id}` and its download, `GET digital-receipts/{id}/download` (routes
 * specification §7): one of the signed-in collector's receipts, as JSON or as a CSV attachment.
 * An unknown id and another collector's answer the same 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { RECEIPT_NOT_FOUND_MESSAGE, SAVINGS_ERROR_CODES } from '../../../../shared/contract/savings.ts'
import { digitalReceipt, digitalReceiptDownload } from '../../../../shared/contract/upstream/savings.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import { receiptCsv } from '../receipt-csv.ts'

const NOT_FOUND = { code: SAVINGS_ERROR_CODES.receiptNotFound, message: RECEIPT_NOT_FOUND_MESSAGE }

const digitalReceipts: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(digitalReceipt),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const receipt = await fastify.savingsRepository.receipt(caller.collectorId, request.params.id)
      if (!receipt) throw new UpstreamRefusal(404, NOT_FOUND)
      return receipt
    },
  })

  fastify.route({
    ...routeOf(digitalReceiptDownload),
    config: { callers: 'collector' },
    handler: async (request, reply) => {
      const caller = request.caller
      const receipt = await fastify.savingsRepository.receipt(caller.collectorId, request.params.id)
      if (!receipt) throw new UpstreamRefusal(404, NOT_FOUND)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="receipt-${receipt.id}.csv"`)
        .send(receiptCsv(receipt))
    },
  })
}

export default digitalReceipts
