/**
 * The personalised prices over the real upstream, no session needed: pages of 24 with currency text
 * (Nectar price = base price − discount), the paging edges, the category filter by key, bad input.
 */
import t from 'tap'
import { PRICES_PAGE_SIZE, type Price, type PricesPage } from '../../../shared/contract/prices.ts'
import { startProduct } from '../registration/helpers.ts'

const product = await startProduct(t)
const anonymous = product.browser()
const pageOf = async (query: string) => {
  const reply = await anonymous.get(`/api/prices${query}`)
  t.equal(reply.status, 200, query)
  return reply.body as unknown as PricesPage
}
const pence = (text: string) => {
  const match = /^£(\d+)\.(\d{2})$/.exec(text)
  if (!match) throw new Error(`not currency text: ${text}`)
  return Number(match[1]) * 100 + Number(match[2])
}

t.test('the first page: 24 prices as currency text, no session started', async (t) => {
  const first = await pageOf('')
  t.equal(anonymous.cookie, '', 'no session is started')
  t.equal(first.prices.length, PRICES_PAGE_SIZE)
  t.match(first, { page: 1, pageSize: 24 })
  t.ok(first.total >= 1000, `${first.total} prices`)
  t.equal(first.pageCount, Math.ceil(first.total / 24))
  for (const price of first.prices) {
    t.match(price, {
      sku: /^[0-9]+$/,
      imageUrl: /^\/content\/prices\/[0-9]+\.svg$/,
      nectarPrice: /^£\d+\.\d{2}$/,
      nonNectarPrice: price.basePrice,
    })
    t.equal(pence(price.nectarPrice), pence(price.basePrice) - pence(price.discount), price.description)
  }
  t.same(await pageOf('?page=1'), first, 'page 1 is the default')
})

t.test('paging edges: the last page is partial, past it is empty, 0 and 1001 are refused', async (t) => {
  const { total, pageCount } = await pageOf('?page=1')
  const last = await pageOf(`?page=${pageCount}`)
  t.equal(last.prices.length, total - (pageCount - 1) * 24)
  const past = await pageOf(`?page=${pageCount + 1}`)
  t.same(past.prices, [])
  t.equal(past.pageCount, pageCount)
  for (const query of ['?page=0', '?page=-1', '?page=1001', '?page=two', '?page=1.5']) {
    const reply = await anonymous.get(`/api/prices${query}`)
    t.equal(reply.status, 400, query)
    t.equal(reply.body.code, 'VALIDATION', query)
  }
})

t.test('categories derived from the data; a key filters the list', async (t) => {
  const reply = await anonymous.get('/api/prices/categories')
  t.equal(reply.status, 200)
  const { categories } = reply.body as { categories: { key: string; name: string; count: number }[] }
  t.same(
    categories.map((c) => c.name),
    [
      'Bakery',
      'Drinks',
      'Food cupboard',
      'Frozen',
      'Fruit & vegetables',
      'Household',
      'Meat & fish',
      'On the go',
      'Ready meals',
      'Toiletries & health',
    ],
  )
  t.same(
    categories.map((c) => c.key),
    [
      'bakery',
      'drinks',
      'foodcupboard',
      'frozen',
      'fruit&vegetables',
      'household',
      'meat&fish',
      'onthego',
      'readymeals',
      'toiletries&health',
    ],
  )
  const meat = await pageOf(`?category=${encodeURIComponent('meat&fish')}&page=2`)
  t.equal(meat.total, categories.find((c) => c.key === 'meat&fish')?.count)
  t.equal(meat.prices.length, 24)
  t.ok(meat.prices.every((p: Price) => p.category === 'Meat & fish' && p.categoryKey === 'meat&fish'))
})

t.test('an unknown category is a 400 with a stable code; a malformed one fails validation', async (t) => {
  const unknown = await anonymous.get('/api/prices?category=toys')
  t.equal(unknown.status, 400)
  t.equal(unknown.body.code, 'UNKNOWN_PRICE_CATEGORY')
  t.equal(unknown.body.message, 'There are no prices in that category.')
  for (const category of ['Bakery', 'fruit %26 vegetables', '', '..%2Fx', 'a'.repeat(61)]) {
    const reply = await anonymous.get(`/api/prices?category=${category}`)
    t.equal(reply.status, 400, category)
    t.equal(reply.body.code, 'VALIDATION', category)
  }
})

t.test("a price's image is served on the gateway origin as SVG", async (t) => {
  const [first] = (await pageOf('')).prices
  const image = await product.gateway.inject({ method: 'GET', url: first?.imageUrl ?? '' })
  t.equal(image.statusCode, 200)
  t.match(image.headers['content-type'], /^image\/svg\+xml/)
  t.equal(
    (await product.gateway.inject({ method: 'GET', url: '/content/prices/1234567.svg' })).statusCode,
    404,
  )
})
