/**
 * GET /prices?page=&category= and GET /prices/categories: the price-promotion records 24 a page,
 * in description order, and the categories derived from them. Catalogue data, the same for everyone.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PRICES_PAGE_SIZE, UNKNOWN_PRICE_CATEGORY } from '../../../../shared/contract/prices.ts'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { priceCategories, priceRecords } from '../../../../shared/contract/upstream/prices.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import type { PriceRecordsTable } from '../schema.ts'

const recordOf = (row: PriceRecordsTable) => ({
  sku: row.sku,
  description: row.description,
  imageUrl: `/content/prices/${row.sku}.svg`,
  category: row.category,
  categoryKey: row.category_key,
  basePricePence: row.base_price_pence,
  discountPence: row.discount_pence,
  nectarPricePence: row.nectar_price_pence,
  nonNectarPricePence: row.non_nectar_price_pence,
})

const prices: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(priceRecords),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const { page, category } = request.query
      const { rows, total } = await fastify.pricesRepository.page({
        ...(category === undefined ? {} : { categoryKey: category }),
        offset: (page - 1) * PRICES_PAGE_SIZE,
        limit: PRICES_PAGE_SIZE,
      })
      // An empty category is one the data does not have: categories are derived from the records.
      if (category !== undefined && total === 0)
        throw new UpstreamRefusal(404, {
          code: UNKNOWN_PRICE_CATEGORY,
          message: `No price category ${category}`,
        })
      return { prices: rows.map(recordOf), page, pageSize: PRICES_PAGE_SIZE, total }
    },
  })

  fastify.route({
    ...routeOf(priceCategories),
    config: { callers: 'anonymous' },
    handler: async () => ({ categories: await fastify.pricesRepository.categories() }),
  })
}

export default prices
