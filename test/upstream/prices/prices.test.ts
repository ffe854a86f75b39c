/**
 * The reference upstream's price records: the seed (1,000+ records, each Nectar price its base price
 * less its discount, a breaking record refused), the pages of 24, the category filter and images.
 */
import t from 'tap'
import type { PricesTables } from '../../../server/upstream/prices/schema.ts'
import { sandboxPriceRecords } from '../../../server/upstream/seed/price-catalogue.ts'
import { checkPriceRecords, PriceRecordRefused, seedPrices } from '../../../server/upstream/seed/prices.ts'
import { PRICES_PAGE_SIZE, priceCategoryKey } from '../../../shared/contract/prices.ts'
import type { PriceRecord } from '../../../shared/contract/upstream/prices.ts'
import { buildTestUpstream } from '../helpers/upstream.ts'

const upstream = await buildTestUpstream(t)
const get = async (url: string) => {
  const response = await upstream.inject({ method: 'GET', url })
  return { status: response.statusCode, body: response.json() as Record<string, unknown> }
}
type Page = { prices: PriceRecord[]; page: number; pageSize: number; total: number }
const pageOf = async (url: string) => (await get(url)).body as unknown as Page

t.test('the seed holds 1,000+ records that keep the price rules', async (t) => {
  const records = sandboxPriceRecords()
  t.ok(records.length >= 1000, `${records.length} records`)
  for (const record of records) {
    t.equal(record.nectar_price_pence, record.base_price_pence - record.discount_pence, record.sku)
    t.equal(record.non_nectar_price_pence, record.base_price_pence)
    t.ok(record.discount_pence >= 10 && record.discount_pence <= 900, `discount ${record.discount_pence}`)
  }
  t.equal(new Set(records.map((r) => r.sku)).size, records.length, 'SKUs unique')
  t.equal(new Set(records.map((r) => r.description)).size, records.length, 'descriptions unique')
})

t.test('the seed refuses a record that breaks a price rule, writing nothing', async (t) => {
  const [good] = sandboxPriceRecords()
  if (!good) throw new Error('no records')
  const broken = [
    { ...good, nectar_price_pence: good.nectar_price_pence + 1 },
    { ...good, non_nectar_price_pence: good.base_price_pence + 5 },
    { ...good, discount_pence: 5, nectar_price_pence: good.base_price_pence - 5 },
    {
      ...good,
      discount_pence: 950,
      base_price_pence: 2000,
      non_nectar_price_pence: 2000,
      nectar_price_pence: 1050,
    },
  ]
  for (const record of broken) t.throws(() => checkPriceRecords([record]), PriceRecordRefused)
  t.throws(() => checkPriceRecords([good, good]), PriceRecordRefused, 'a repeated SKU')
  t.doesNotThrow(() => checkPriceRecords([good]))
  const db = upstream.db.withTables<PricesTables>()
  await db.deleteFrom('seed_runs').where('name', '=', 'prices-v1').execute()
  t.teardown(() => db.insertInto('seed_runs').values({ name: 'prices-v1' }).execute())
  await t.rejects(seedPrices(db, [{ ...good, sku: '9999999', nectar_price_pence: 1 }]), PriceRecordRefused)
  const stored = await db.selectFrom('price_records').select('sku').where('sku', '=', '9999999').execute()
  t.same(stored, [], 'nothing written')
  t.notOk(
    await db.selectFrom('seed_runs').select('name').where('name', '=', 'prices-v1').executeTakeFirst(),
    'no marker written',
  )
})

t.test('pages of 24 in description order, through the last page and past it', async (t) => {
  const first = await pageOf('/prices?page=1')
  t.equal(first.prices.length, PRICES_PAGE_SIZE)
  t.equal(first.pageSize, PRICES_PAGE_SIZE)
  t.ok(first.total >= 1000)
  const descriptions = first.prices.map((p) => p.description)
  t.same(descriptions, [...descriptions].sort(), 'in description order')
  const second = await pageOf('/prices?page=2')
  t.notOk(
    second.prices.some((p) => first.prices.some((q) => q.sku === p.sku)),
    'no record twice',
  )
  const lastPage = Math.ceil(first.total / PRICES_PAGE_SIZE)
  const last = await pageOf(`/prices?page=${lastPage}`)
  t.equal(last.prices.length, first.total - (lastPage - 1) * PRICES_PAGE_SIZE)
  t.same((await pageOf(`/prices?page=${lastPage + 1}`)).prices, [], 'past the last page: empty')
  for (const price of first.prices) {
    t.equal(price.nectarPricePence, price.basePricePence - price.discountPence)
    t.match(price.imageUrl, /^\/content\/prices\/[0-9]+\.svg$/)
  }
})

t.test('categories are derived from the data; a key filters; an unknown key is 404', async (t) => {
  const { categories } = (await get('/prices/categories')).body as {
    categories: { key: string; name: string; count: number }[]
  }
  t.equal(categories.length, 10)
  const fruit = categories.find((c) => c.name === 'Fruit & vegetables')
  t.same(fruit?.key, 'fruit&vegetables')
  for (const category of categories) t.equal(category.key, priceCategoryKey(category.name))
  const page = await pageOf(`/prices?page=1&category=${encodeURIComponent('fruit&vegetables')}`)
  t.equal(page.total, fruit?.count)
  t.ok(page.prices.every((p) => p.category === 'Fruit & vegetables'))
  const unknown = await get('/prices?page=1&category=toys')
  t.equal(unknown.status, 404)
  t.equal(unknown.body.code, 'UNKNOWN_PRICE_CATEGORY')
  t.equal((await get('/prices?page=0')).status, 400)
  t.equal((await get('/prices?page=1&category=Fruit%20%26%20vegetables')).status, 400)
})

t.test("a record's image is an SVG of its description; an unknown SKU is 404", async (t) => {
  const [first] = (await pageOf('/prices?page=1')).prices
  const response = await upstream.inject({ method: 'GET', url: first?.imageUrl ?? '' })
  t.equal(response.statusCode, 200)
  t.match(response.headers['content-type'], /image\/svg\+xml/)
  t.match(response.body, first?.description.replace(/&/g, '&amp;') ?? '')
  t.equal((await upstream.inject({ method: 'GET', url: '/content/prices/1234567.svg' })).statusCode, 404)
})
