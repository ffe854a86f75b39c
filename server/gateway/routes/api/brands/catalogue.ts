/**
 * The brands area on /api/brands (spec §2.1–2.5, §7 "Brands and documents"): the collect and redeem
 * panels, the search and an eShop's tracking link (signed in), a brand's page (anonymous or signed in), the categories (from
 * the CMS when its switch is on), the brands of a category and the e-shops. Logos other than the
 * content upstream's own paths are dropped (CSP img-src); a brand's similar brands only go out when
 * the similar-brands switch is on.
 */
import type {} from '@fastify/rate-limit'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  ALL_BRAND_CATEGORIES,
  BRAND_NOT_FOUND,
  BRAND_SEARCH_LIMIT,
  type BrandCard,
  brandsAreaApi,
  INVALID_BRAND_SEARCH,
  INVALID_BRAND_SEARCH_MESSAGE,
  isBrandSearch,
  normaliseBrandSearch,
  UNKNOWN_BRAND_CATEGORY,
} from '../../../../../shared/contract/brands.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import type { UpstreamBrand } from '../../../../../shared/contract/upstream/brands.ts'
import { Refusal } from '../../../errors/refusal.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'
import { withholdUpstreamText } from '../../../plugins/app/upstream/withhold.ts'
import { LOGO_PATH } from './logo-path.ts'

/** Catalogue data, the same for everyone: browsers and shared caches may keep it a few minutes. */
const CATALOGUE_CACHE = 'public, max-age=300'
const browsing = { max: 120, timeWindow: 60_000 }
/** Searches are typed: the debounce sends one per pause, so a person stays well under this. */
const searching = { max: 30, timeWindow: 60_000 }

const brandCardOf = (brand: UpstreamBrand): BrandCard => {
  const logo = brand.imageUrls.logoImageUrl
  return {
    brandDetailsKey: brand.brandDetailsKey,
    name: brand.name,
    imageUrls: logo && LOGO_PATH.test(logo) ? { logoImageUrl: logo } : {},
    isVldx: brand.isVldx,
    categoryKey: brand.category.key,
    categoryName: brand.category.name,
    ...(brand.collectRate ? { collectRate: brand.collectRate } : {}),
    ...(brand.redeemRate ? { redeemRate: brand.redeemRate } : {}),
  }
}

const catalogue: FastifyPluginAsyncTypebox = async (fastify) => {
  const { brands, content } = fastify.upstream
  const withheld = (request: { log: Parameters<typeof withholdUpstreamText>[1] }) => (error: unknown) => {
    throw withholdUpstreamText(error, request.log)
  }

  fastify.route({
    ...routeOf(brandsAreaApi.panel),
    config: { access: 'session', rateLimit: browsing },
    handler: async (request) => {
      const answer = await brands
        .panel(await request.accessToken(), request.query.type, { log: request.log })
        .catch(withheld(request))
      return { brands: answer.brands.map(brandCardOf) }
    },
  })

  fastify.route({
    ...routeOf(brandsAreaApi.details),
    config: { access: 'public', rateLimit: browsing },
    handler: async (request, reply) => {
      // Signed in, the brand is asked for with the collector's token (spec §7: also anonymous).
      const token = request.isSignedIn() ? await request.accessToken() : undefined
      const [brand, switches] = await Promise.all([
        content.brand(request.params.brandDetailsKey, token, { log: request.log }).catch((error: unknown) => {
          if (error instanceof UpstreamError && error.upstreamStatus === 404)
            throw new Refusal(404, BRAND_NOT_FOUND, "We couldn't find that brand.")
          throw withholdUpstreamText(error, request.log)
        }),
        fastify.featureSwitches.values(request),
      ])
      reply.header('cache-control', 'private, max-age=60')
      return {
        ...brandCardOf(brand),
        description: brand.description,
        terms: brand.terms,
        ...(switches.isSimilarBrandsEnabled ? { similarBrands: brand.similarBrands.map(brandCardOf) } : {}),
      }
    },
  })

  fastify.route({
    ...routeOf(brandsAreaApi.trackingUrl),
    config: { access: 'session', rateLimit: browsing },
    handler: async (request) =>
      brands
        .trackingUrl(await request.accessToken(), request.params.brandDetailsKey, { log: request.log })
        .catch((error: unknown) => {
          if (error instanceof UpstreamError && error.upstreamStatus === 404)
            throw new Refusal(404, BRAND_NOT_FOUND, "We couldn't find that brand's eShop.")
          throw withholdUpstreamText(error, request.log)
        }),
  })

  fastify.route({
    ...routeOf(brandsAreaApi.categories),
    config: { access: 'public', rateLimit: browsing },
    handler: async (request, reply) => {
      const switches = await fastify.featureSwitches.values(request)
      const fromCms = switches.isCmsEnabled
      const { categories } = await (fromCms
        ? brands.cmsCategories({ log: request.log })
        : brands.categories({ log: request.log })
      ).catch(withheld(request))
      reply.header('cache-control', CATALOGUE_CACHE)
      return { categories }
    },
  })

  fastify.route({
    ...routeOf(brandsAreaApi.byCategory),
    config: { access: 'public', rateLimit: browsing },
    handler: async (request, reply) => {
      const { categoryId } = request.params
      const answer = await brands
        .list(categoryId === ALL_BRAND_CATEGORIES ? {} : { category: categoryId }, { log: request.log })
        .catch((error: unknown) => {
          if (error instanceof UpstreamError && error.upstreamStatus === 404)
            throw new Refusal(404, UNKNOWN_BRAND_CATEGORY, 'There is no such brand category.')
          throw withholdUpstreamText(error, request.log)
        })
      reply.header('cache-control', CATALOGUE_CACHE)
      return { brands: answer.brands.map(brandCardOf) }
    },
  })

  fastify.route({
    ...routeOf(brandsAreaApi.search),
    config: { access: 'session', rateLimit: searching },
    handler: async (request) => {
      if (!isBrandSearch(request.query.q))
        throw new Refusal(400, INVALID_BRAND_SEARCH, INVALID_BRAND_SEARCH_MESSAGE)
      const answer = await brands
        .list({ q: normaliseBrandSearch(request.query.q), limit: BRAND_SEARCH_LIMIT }, { log: request.log })
        .catch(withheld(request))
      return { brands: answer.brands.map(brandCardOf) }
    },
  })

  fastify.route({
    ...routeOf(brandsAreaApi.eshops),
    config: { access: 'public', rateLimit: browsing },
    handler: async (request, reply) => {
      const answer = await brands.list({ eshop: true }, { log: request.log }).catch(withheld(request))
      reply.header('cache-control', CATALOGUE_CACHE)
      return { brands: answer.brands.map(brandCardOf) }
    },
  })
}

export default catalogue
