/**
 * The brands area over real HTTP against the reference upstream: the panels and the search signed in,
 * a brand's page anonymous and signed in (similar brands while their switch is on), the categories,
 * a category's brands, the e-shops, bonus pages, posts and spend documents, and the refusals: bad key or category 404, bad query 400, signed
 * out 401, too many searches 429.
 */
import t from 'tap'
import type { BrandCard, BrandCategories, BrandDetails } from '../../../shared/contract/brands.ts'
import { seedBrands } from '../../upstream/brands/helper.ts'
import { ALEX, apiAs, offersStand, signIn } from '../offers/helpers.ts'

const { stand, gateway } = await offersStand(t)
await seedBrands(stand.upstream)
const alex = apiAs(gateway, await signIn(gateway, stand, ALEX))
const anonymous = apiAs(gateway, '')
const brandsOf = (body: Record<string, unknown> | null) => (body as { brands: BrandCard[] }).brands

t.test('the collect and redeem panels, signed in only', async (t) => {
  const collect = await alex('GET', '/api/brands/panel?type=collect')
  t.equal(collect.status, 200)
  t.ok(brandsOf(collect.body).every((brand) => brand.collectRate && brand.categoryName))
  const redeem = brandsOf((await alex('GET', '/api/brands/panel?type=redeem')).body)
  t.ok(redeem.length > 100 && redeem.every((brand) => brand.redeemRate))
  t.ok(
    redeem.some((brand) => brand.collectRate === undefined),
    'a brand without a collect rate has none in the answer',
  )
  t.equal((await anonymous('GET', '/api/brands/panel?type=collect')).status, 401)
  const bad = await alex('GET', '/api/brands/panel?type=earn')
  t.equal(bad.status, 400)
  t.equal(bad.body?.code, 'VALIDATION')
})

t.test("a brand's page, anonymous and signed in; an unknown or malformed key is refused", async (t) => {
  const anonymousPage = await anonymous('GET', '/api/brands/details/argos')
  t.equal(anonymousPage.status, 200)
  const argos = anonymousPage.body as unknown as BrandDetails
  t.match(argos, {
    brandDetailsKey: 'argos',
    name: 'Argos',
    imageUrls: { logoImageUrl: '/content/logos/argos.svg' },
    categoryKey: 'home',
    categoryName: 'Home & garden',
    collectRate: '1 point per £1',
    redeemRate: '500 points = £2.50',
    description: /Argos/,
    terms: /registered/,
  })
  t.equal(argos.similarBrands?.length, 4, 'similar brands: the switch is on outside production')
  t.same((await alex('GET', '/api/brands/details/argos')).body, argos, 'the same signed in')
  const unknown = await anonymous('GET', '/api/brands/details/no-such-brand')
  t.equal(unknown.status, 404)
  t.equal(unknown.body?.code, 'BRAND_NOT_FOUND')
  t.equal((await anonymous('GET', '/api/brands/details/Argos!')).status, 400)
  t.equal((await anonymous('GET', `/api/brands/details/${'a'.repeat(81)}`)).status, 400)
})

t.test('the categories, and the brands of one, all, or an unknown one', async (t) => {
  const reply = await anonymous('GET', '/api/brands/categories')
  t.equal(reply.status, 200)
  const { categories } = reply.body as unknown as BrandCategories
  t.equal(categories.length, 15)
  const travel = categories.find((category) => category.name === 'Travel')
  t.ok(travel && travel.count > 0)
  const inTravel = brandsOf((await anonymous('GET', '/api/brands/by-category/travel')).body)
  t.equal(inTravel.length, travel?.count)
  t.ok(inTravel.some((brand) => brand.brandDetailsKey === 'british-airways'))
  const all = brandsOf((await anonymous('GET', '/api/brands/by-category/all')).body)
  t.equal(
    all.length,
    categories.reduce((sum, category) => sum + category.count, 0),
  )
  const unknown = await anonymous('GET', '/api/brands/by-category/nothing-here')
  t.equal(unknown.status, 404)
  t.equal(unknown.body?.code, 'UNKNOWN_BRAND_CATEGORY')
  t.equal((await anonymous('GET', '/api/brands/by-category/NOPE%20')).status, 400)
})

t.test('the e-shops: every brand with isVldx', async (t) => {
  const eshops = brandsOf((await anonymous('GET', '/api/brands/eshops')).body)
  t.ok(eshops.length > 100 && eshops.every((brand) => brand.isVldx))
  t.ok(eshops.some((brand) => brand.brandDetailsKey === 'phase-eight'))
})

t.test('bonus pages (anonymous and signed in), posts by direction, spend documents', async (t) => {
  const bonus = await anonymous('GET', '/api/brands/bonus/double-points-argos')
  t.equal(bonus.status, 200)
  t.match(bonus.body, {
    id: 'double-points-argos',
    title: 'Double points at Argos',
    brandDetailsKey: 'argos',
  })
  t.same((await alex('GET', '/api/brands/bonus/double-points-argos')).body, bonus.body, 'the same signed in')
  const unknown = await anonymous('GET', '/api/brands/bonus/no-such-bonus')
  t.equal(unknown.status, 404)
  t.equal(unknown.body?.code, 'DOCUMENT_NOT_FOUND')
  t.equal((await anonymous('GET', '/api/brands/bonus/Bad_Id')).status, 400)

  const first = await anonymous('GET', '/api/brands/posts/post-1')
  t.match(first.body, { id: 'post-1', title: 'Collecting online', nextId: 'post-2' })
  t.notOk(first.body && 'previousId' in first.body, 'the first post has none before it')
  t.match((await anonymous('GET', '/api/brands/posts/post-1?direction=next')).body, {
    id: 'post-2',
    previousId: 'post-1',
    nextId: 'post-3',
  })
  t.match((await anonymous('GET', '/api/brands/posts/post-3?direction=previous')).body, { id: 'post-2' })
  t.equal(
    (await anonymous('GET', '/api/brands/posts/post-3?direction=next')).status,
    404,
    'none after the last',
  )
  t.equal((await anonymous('GET', '/api/brands/posts/post-1?direction=up')).status, 400)

  const spend = await anonymous('GET', '/api/brands/spend-documents/how-to-spend')
  t.match(spend.body, { id: 'how-to-spend', title: 'How to spend your points', body: /500 points/ })
  t.equal((await anonymous('GET', '/api/brands/spend-documents/nothing')).status, 404)
})

t.test('the search: signed in, validated, then limited', async (t) => {
  const found = await alex('GET', '/api/brands/search?q=%20%20willow%20%20boutique')
  t.equal(found.status, 200)
  t.same(
    brandsOf(found.body).map((brand) => brand.name),
    ['Willow Boutique'],
    'spaces trimmed and made one',
  )
  t.ok(brandsOf((await alex('GET', '/api/brands/search?q=in')).body).length <= 50, 'at most 50')
  t.equal((await anonymous('GET', '/api/brands/search?q=willow')).status, 401)
  for (const q of ['', 'a', '%20%20a%20', '%25%25', 'x'.repeat(81), '<script>']) {
    const refused = await alex('GET', `/api/brands/search?q=${q}`)
    t.equal(refused.status, 400, `q=${q}`)
    t.match(refused.body?.code, /^(VALIDATION|INVALID_BRAND_SEARCH)$/)
  }
  // The searches above count too: the limit is 30 a minute.
  const statuses: number[] = []
  for (let i = 0; i < 30; i += 1) statuses.push((await alex('GET', '/api/brands/search?q=harbour')).status)
  t.equal(statuses.at(-1), 429, 'the 31st search of the minute is refused')
  t.ok(statuses.slice(0, 20).every((status) => status === 200))
})

t.test("an eShop's external tracking URL: signed in, eShop brands only, a new click each time", async (t) => {
  const first = await alex('GET', '/api/brands/details/simply-be/tracking-url')
  t.equal(first.status, 200)
  const url = new URL((first.body as { url: string }).url)
  t.equal(url.protocol, 'https:')
  t.equal(url.hostname, 'simply-be.example', "the partner's own site")
  t.match(url.searchParams.get('click'), /^[0-9a-f-]{36}$/, 'a click id')
  t.notMatch(url.href, /10000000001|alex/i, "never the collector's own number or name")
  const second = (await alex('GET', '/api/brands/details/simply-be/tracking-url')).body as { url: string }
  t.not(second.url, url.href, 'each visit its own link')
  const notEshop = await alex('GET', '/api/brands/details/argos/tracking-url')
  t.same(notEshop, {
    status: 404,
    body: { code: 'BRAND_NOT_FOUND', message: "We couldn't find that brand's eShop." },
  })
  t.equal((await alex('GET', '/api/brands/details/no-such-brand/tracking-url')).status, 404)
  t.equal((await alex('GET', '/api/brands/details/Bad..Key/tracking-url')).status, 400)
  t.equal((await anonymous('GET', '/api/brands/details/simply-be/tracking-url')).status, 401, 'signed out')
})
