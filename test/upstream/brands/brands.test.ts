/**
 * The reference upstream's brands: every sandbox brand has a page (description, terms, a rate on at
 * least one panel), a brand and its similar brands, the panels (signed in only), the list by
 * category, search and e-shop, and the categories from the store and from the CMS call.
 */
import t from 'tap'
import { sandboxBrandDetails } from '../../../server/upstream/seed/brand-details.ts'
import { sandboxBrands } from '../../../server/upstream/seed/brands.ts'
import type { UpstreamBrand, UpstreamBrandDetails } from '../../../shared/contract/upstream/brands.ts'
import { ALEX, accessTokenOf, caller } from '../offers/helper.ts'
import { startStand } from '../oidc/helper.ts'
import { seedBrands } from './helper.ts'

const stand = await startStand(t)
await seedBrands(stand.upstream)
const alex = caller(stand, await accessTokenOf(stand, ALEX))
const anonymous = async (path: string) => {
  const response = await fetch(`${stand.base}${path}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const brandsOf = (body: Record<string, unknown> | null) => (body as { brands: UpstreamBrand[] }).brands

t.test('every sandbox brand has a page, with a rate on at least one panel', async (t) => {
  const brands = sandboxBrands()
  const details = sandboxBrandDetails()
  t.ok(brands.length >= 500, `${brands.length} brands`)
  t.equal(details.length, brands.length)
  for (const page of details) {
    t.ok(page.collect_rate !== null || page.redeem_rate !== null, page.brand_details_key)
    t.ok(page.description.length > 20 && page.terms.length > 20, page.brand_details_key)
  }
  t.ok(details.some((page) => page.collect_rate === '1 point per £1'))
  t.ok(details.some((page) => page.redeem_rate === '500 points = £2.50'))
})

t.test('a brand: its page and four brands of its category; an unknown key is a 404', async (t) => {
  const { status, body } = await anonymous('/brands/argos')
  t.equal(status, 200)
  const argos = body as unknown as UpstreamBrandDetails
  t.match(argos, {
    brandDetailsKey: 'argos',
    name: 'Argos',
    imageUrls: { logoImageUrl: '/content/logos/argos.svg' },
    isVldx: false,
    category: { key: 'home', name: 'Home & garden' },
    collectRate: '1 point per £1',
    redeemRate: '500 points = £2.50',
    description: /Argos/,
    terms: /30 days/,
  })
  t.equal(argos.similarBrands.length, 4)
  t.ok(
    argos.similarBrands.every((brand) => brand.category.key === 'home' && brand.brandDetailsKey !== 'argos'),
  )
  t.equal((await anonymous('/brands/no-such-brand')).status, 404)
  t.equal((await anonymous('/brands/NOT_A_KEY')).status, 400)
})

t.test('the panels: signed in only; collect has a collect rate, redeem a redeem rate', async (t) => {
  const collect = brandsOf((await alex('GET', '/brands/panel?type=collect')).body)
  const redeem = brandsOf((await alex('GET', '/brands/panel?type=redeem')).body)
  t.ok(collect.length > 100 && collect.every((brand) => brand.collectRate))
  t.ok(redeem.length > 100 && redeem.every((brand) => brand.redeemRate))
  t.ok(
    collect.some((brand) => brand.redeemRate === null),
    'some brands only collect',
  )
  t.equal((await anonymous('/brands/panel?type=collect')).status, 401)
  t.equal((await alex('GET', '/brands/panel?type=spend')).status, 400)
})

t.test('the list by category, by search (any case) and by e-shop', async (t) => {
  const fashion = brandsOf((await anonymous('/brands/list?category=fashion')).body)
  t.ok(fashion.length > 10 && fashion.every((brand) => brand.category.key === 'fashion'))
  const names = fashion.map((brand) => brand.name)
  t.same(
    names,
    [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    'by name',
  )
  t.equal((await anonymous('/brands/list?category=nothing-here')).status, 404)
  const willow = brandsOf((await anonymous('/brands/list?q=wiLLow')).body)
  t.ok(willow.length === 29 && willow.every((brand) => brand.name.startsWith('Willow ')), 'search')
  t.equal((await anonymous('/brands/list?q=%25%25')).status, 400, 'a wildcard is refused')
  t.equal((await anonymous('/brands/list?q=a')).status, 400, 'too short')
  t.equal(brandsOf((await anonymous('/brands/list?q=in&limit=5')).body).length, 5, 'limit')
  const eshops = brandsOf((await anonymous('/brands/list?eshop=true')).body)
  t.ok(eshops.length > 100 && eshops.every((brand) => brand.isVldx))
  t.ok(eshops.some((brand) => brand.brandDetailsKey === 'simply-be'))
})

t.test('the categories, from the store and from the CMS call, with their counts', async (t) => {
  const store = await anonymous('/categories')
  const cms = await anonymous('/brands/categories')
  t.equal(store.status, 200)
  t.same(cms.body, store.body)
  const { categories } = store.body as { categories: { key: string; name: string; count: number }[] }
  t.equal(categories.length, 15)
  t.equal(
    categories.reduce((sum, category) => sum + category.count, 0),
    sandboxBrands().length,
  )
  t.ok(categories.some((category) => category.name === 'Travel' && category.count > 0))
})

t.test('bonus pages, posts in order with their neighbours, spend documents', async (t) => {
  t.match((await anonymous('/bonus/ebay-welcome-bonus')).body, {
    id: 'ebay-welcome-bonus',
    brandDetailsKey: 'ebay',
  })
  t.equal((await anonymous('/bonus/none')).status, 404)
  t.match((await anonymous('/post/post-2')).body, { id: 'post-2', previousId: 'post-1', nextId: 'post-3' })
  t.match((await anonymous('/post/post-2?direction=previous')).body, { id: 'post-1', previousId: null })
  t.equal((await anonymous('/post/post-1?direction=previous')).status, 404)
  t.equal((await anonymous('/post/post-1?direction=sideways')).status, 400)
  t.match((await anonymous('/spend-document?name=how-to-spend')).body, { title: 'How to spend your points' })
  t.equal((await anonymous('/spend-document?name=none')).status, 404)
  t.equal((await anonymous('/spend-document')).status, 400)
})
