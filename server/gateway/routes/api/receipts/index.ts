/**
 * `GET /api/receipts/:digitalReceiptId` and its download (routes specification §2.2, §7): one of
 * the collector's digital receipts, behind the digital-receipts switch. With the switch off both
 * answer 404 without calling the upstream; an unknown id and another collector's answer the same
 * 404. The download is the upstream's CSV file, passed on as an attachment that no cache keeps.
 * Receipt ids can be guessed at: both are rate limited.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import {
  RECEIPT_NOT_FOUND_MESSAGE,
  SAVINGS_ERROR_CODES,
  savingsApi,
} from '../../../../../shared/contract/savings.ts'
import { Refusal } from '../../../errors/refusal.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'

const RATE_LIMIT = { max: 60, timeWindow: 60_000 }

const receiptNotFound = () => new Refusal(404, SAVINGS_ERROR_CODES.receiptNotFound, RECEIPT_NOT_FOUND_MESSAGE)

/** The upstream's 404 (unknown, or another collector's) as the route's own; anything else as it is. */
function asReceiptRefusal(error: unknown): never {
  if (error instanceof UpstreamError && error.upstreamStatus === 404) throw receiptNotFound()
  throw error
}

const receiptRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { savings } = fastify.upstream

  /** Receipts exist only while the switch is on, for the gateway as for the screen. */
  async function requireSwitch(request: FastifyRequest) {
    const switches = await fastify.featureSwitches.values(request)
    if (!switches.isDigitalReceiptsEnabled) throw receiptNotFound()
  }

  fastify.route({
    ...routeOf(savingsApi.receipt),
    config: { access: 'session', rateLimit: RATE_LIMIT },
    handler: async (request, reply) => {
      await requireSwitch(request)
      reply.header('cache-control', 'no-store')
      const token = await request.accessToken()
      return savings
        .receipt(token, request.params.digitalReceiptId, { log: request.log })
        .catch(asReceiptRefusal)
    },
  })

  fastify.route({
    ...routeOf(savingsApi.receiptDownload),
    config: { access: 'session', rateLimit: RATE_LIMIT },
    handler: async (request, reply) => {
      await requireSwitch(request)
      const id = request.params.digitalReceiptId
      const token = await request.accessToken()
      const file = await savings.receiptFile(token, id, { log: request.log }).catch(asReceiptRefusal)
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="receipt-${id}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(file)
    },
  })
}

export default receiptRoutes
