/**
 * The brands of the content API (spec §7 "Brands and documents"): `GET brands/{key}` (anonymous or
 * signed in), `GET brands/panel?type=collect|redeem` (signed in), `GET brands/list` (by category,
 * search or e-shop), `GET categories`, the CMS's `GET brands/categories` and an eShop brand's
 * `GET external-tracking-url` (signed in).
 */
import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BRAND_NOT_FOUND, UNKNOWN_BRAND_CATEGORY } from '../../../../shared/contract/brands.ts'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import {
  brandCategories,
  brandList,
  brandPanel,
  cmsBrandCategories,
  externalTrackingUrl,
  type UpstreamBrand,
} from '../../../../shared/contract/upstream/brands.ts'
import { brand } from '../../../../shared/contract/upstream/content.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import type { BrandRow } from '../repository.ts'

/**
 * The sandbox's eShop link: the partner's site (an `.example` address) with a click id the
 * partner reports back with the sale, never the collector's own id.
 */
const eshopTrackingUrl = (key: string) =>
  `https://${key}.example/?utm_source=loyalty-eshop&click=${randomUUID()}`

/** How many brands of its category a brand's page shows. */
const SIMILAR_BRANDS = 4

const brandOf = (row: BrandRow): UpstreamBrand => ({
  brandDetailsKey: row.brand_details_key,
  name: row.name,
  imageUrls: { logoImageUrl: row.logo_image_url },
  isVldx: row.is_vldx,
  category: { key: row.category_key, name: row.category_name },
  collectRate: row.collect_rate,
  redeemRate: row.redeem_rate,
})

const brandCatalogue: FastifyPluginAsyncTypebox = async (fastify) => {
  const repository = fastify.brandsRepository

  fastify.route({
    ...routeOf(brand),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const row = await repository.find(request.params.key)
      if (!row)
        throw new UpstreamRefusal(404, { code: BRAND_NOT_FOUND, message: `No brand ${request.params.key}` })
      const similar = await repository.similar(row.category_key, row.brand_details_key, SIMILAR_BRANDS)
      return {
        ...brandOf(row),
        description: row.description ?? '',
        terms: row.terms ?? '',
        similarBrands: similar.map(brandOf),
      }
    },
  })

  fastify.route({
    ...routeOf(externalTrackingUrl),
    config: { callers: 'collector' },
    handler: async (request) => {
      const row = await repository.find(request.query.brandDetailsKey)
      if (!row?.is_vldx)
        throw new UpstreamRefusal(404, { code: BRAND_NOT_FOUND, message: 'No eShop for that brand' })
      return { url: eshopTrackingUrl(row.brand_details_key) }
    },
  })

  fastify.route({
    ...routeOf(brandPanel),
    config: { callers: 'collector' },
    handler: async (request) => {
      return { brands: (await repository.list({ panel: request.query.type })).map(brandOf) }
    },
  })

  fastify.route({
    ...routeOf(brandList),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const { category, q, eshop, limit } = request.query
      if (category !== undefined && !(await repository.categoryExists(category)))
        throw new UpstreamRefusal(404, {
          code: UNKNOWN_BRAND_CATEGORY,
          message: `No brand category ${category}`,
        })
      const rows = await repository.list({
        ...(category === undefined ? {} : { categoryKey: category }),
        ...(q === undefined ? {} : { search: q }),
        ...(eshop === undefined ? {} : { eshop }),
        ...(limit === undefined ? {} : { limit }),
      })
      return { brands: rows.map(brandOf) }
    },
  })

  fastify.route({
    ...routeOf(brandCategories),
    config: { callers: 'anonymous' },
    handler: async () => ({ categories: await repository.categories() }),
  })

  // The CMS publishes the same categories: the reference upstream has one store for both.
  fastify.route({
    ...routeOf(cmsBrandCategories),
    config: { callers: 'anonymous' },
    handler: async () => ({ categories: await repository.categories() }),
  })
}

export default brandCatalogue
