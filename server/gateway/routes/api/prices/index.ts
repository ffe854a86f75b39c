/**
 * GET /api/prices?page=&category= and GET /api/prices/categories: the personalised prices listing,
 * public catalogue data 24 a page (spec §3 Price record, §9). The upstream's amounts in pence become
 * the specification's currency text; a category the data does not have is a 400 with a stable code.
 */
import type {} from '@fastify/rate-limit'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  PRICES_PAGE_SIZE,
  type Price,
  pricesApi,
  UNKNOWN_PRICE_CATEGORY,
} from '../../../../../shared/contract/prices.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import type { PriceRecord } from '../../../../../shared/contract/upstream/prices.ts'
import { Refusal } from '../../../errors/refusal.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'
import { withholdUpstreamText } from '../../../plugins/app/upstream/withhold.ts'
import { poundsOf } from './currency.ts'

/** The image paths the gateway forwards to the content upstream; any other is dropped (CSP img-src). */
const PRICE_IMAGE_PATH = /^\/content\/prices\/[0-9]{6,10}\.svg$/

/** Catalogue data changes rarely: browsers and shared caches may keep it a few minutes. */
const CACHE_CONTROL = 'public, max-age=300'

const priceOf = (record: PriceRecord): Price => ({
  sku: record.sku,
  description: record.description,
  imageUrl: PRICE_IMAGE_PATH.test(record.imageUrl) ? record.imageUrl : '',
  nectarPrice: poundsOf(record.nectarPricePence),
  nonNectarPrice: poundsOf(record.nonNectarPricePence),
  category: record.category,
  categoryKey: record.categoryKey,
  discount: poundsOf(record.discountPence),
  basePrice: poundsOf(record.basePricePence),
})

const prices: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(pricesApi.list),
    config: { access: 'public', rateLimit: { max: 120, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const { page = 1, category } = request.query
      const answer = await fastify.upstream.prices
        .page({ page, ...(category === undefined ? {} : { category }) }, { log: request.log })
        .catch((error: unknown) => {
          if (error instanceof UpstreamError && error.upstreamStatus === 404)
            throw new Refusal(400, UNKNOWN_PRICE_CATEGORY, 'There are no prices in that category.')
          throw withholdUpstreamText(error, request.log)
        })
      reply.header('cache-control', CACHE_CONTROL)
      return {
        prices: answer.prices.map(priceOf),
        page,
        pageSize: PRICES_PAGE_SIZE,
        pageCount: Math.ceil(answer.total / PRICES_PAGE_SIZE),
        total: answer.total,
      }
    },
  })

  fastify.route({
    ...routeOf(pricesApi.categories),
    config: { access: 'public', rateLimit: { max: 120, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const { categories } = await fastify.upstream.prices
        .categories({ log: request.log })
        .catch((error: unknown) => {
          throw withholdUpstreamText(error, request.log)
        })
      reply.header('cache-control', CACHE_CONTROL)
      return { categories }
    },
  })
}

export default prices
