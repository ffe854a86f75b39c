/**
 * The reference upstream's savings calls over loopback HTTP with a real access token from its
 * provider, as the demo collector Alex on the sandbox savings: cumulative savings by month,
 * savings paged by offset (0 counts; the last page has no next offset), the Nectar Prices
 * transactions, totals and state, a digital receipt and its CSV download; another collector's
 * receipt is 404, a bad date range 400, and every call 401 without a token.
 */
import t from 'tap'
import type { SavingsTables } from '../../../server/upstream/savings/schema.ts'
import { RECEIPTS_PER_COLLECTOR, SAVINGS_SEED, seedSavings } from '../../../server/upstream/seed/savings.ts'
import { ACTIVITY_START_DATE } from '../../../shared/constants/limits.ts'
import type {
  CumulativeSavings,
  NectarPricesState,
  NectarPricesTotals,
  NectarPricesTransaction,
  Receipt,
  SavingsPage,
} from '../../../shared/contract/savings.ts'
import { SAVINGS_PAGE_SIZE } from '../../../shared/contract/upstream/savings.ts'
import { authorizationCode, Browser, codeGrant, pkcePair, startStand } from '../oidc/helper.ts'

const stand = await startStand(t)
const { verifier, challenge } = pkcePair()
const { code } = await authorizationCode(new Browser(stand), challenge)
const { body } = await codeGrant(stand, code, verifier)
const bearer = { authorization: `Bearer ${String(body.access_token)}` }
const db = stand.upstream.db.withTables<SavingsTables>()

const today = new Date().toISOString().slice(0, 10)
const range = `fromDate=${ACTIVITY_START_DATE}&toDate=${today}`
const get = async (path: string, headers: Record<string, string> = bearer) => {
  const response = await fetch(`${stand.base}${path}`, { headers })
  return { status: response.status, headers: response.headers, text: await response.text() } as const
}
const json = async <T>(path: string): Promise<T> => {
  const answer = await get(path)
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text}`)
  return JSON.parse(answer.text) as T
}

t.test('before any shop: no savings, INACTIVE, no transactions', async (t) => {
  const state = await json<NectarPricesState>('/detailed-states/NECTAR_PRICES')
  t.same(state, { type: 'NECTAR_PRICES', state: 'INACTIVE', activeSince: null })
  t.same(await json<NectarPricesTotals>('/nectar-prices/transactions/totals'), {
    transactions: 0,
    spendPence: 0,
    savedPence: 0,
    pointsEarned: 0,
  })
  const page = await json<SavingsPage>(`/customer/savings?${range}`)
  t.same(page, { savings: [], pageOffset: null })
})

t.test('seeded once under its own marker', async (t) => {
  t.equal(await seedSavings(db), true)
  t.equal(await seedSavings(db), false, 'seeded once')
  const marker = await db.selectFrom('seed_runs').select('name').where('name', '=', SAVINGS_SEED).execute()
  t.equal(marker.length, 1)
})

t.test('cumulative: every month from January 2025, adding up to the totals', async (t) => {
  const cumulative = await json<CumulativeSavings>(`/customer/savings/cumulative?${range}`)
  const totals = await json<NectarPricesTotals>('/nectar-prices/transactions/totals')
  t.equal(cumulative.months[0]?.month, '2025-01')
  t.equal(cumulative.months.at(-1)?.month, today.slice(0, 7))
  t.ok(cumulative.months.length >= 22, `${cumulative.months.length} months`)
  t.equal(cumulative.transactions, totals.transactions, 'the whole activity is every shop')
  t.equal(cumulative.savedPence, totals.savedPence)
  t.equal(cumulative.pointsEarned, totals.pointsEarned)
  t.equal(
    cumulative.months.reduce((sum, month) => sum + month.savedPence, 0),
    cumulative.savedPence,
    'the months add up',
  )
  t.ok(
    cumulative.months.filter((month) => month.transactions > 0).length >= cumulative.months.length / 2,
    'a shop in most months',
  )
  const march = await json<CumulativeSavings>(
    '/customer/savings/cumulative?fromDate=2025-03-01&toDate=2025-03-31',
  )
  t.same(
    march.months.map((month) => month.month),
    ['2025-03'],
  )
  t.same(march.months[0], cumulative.months[2], 'a range of one month: that month')
})

t.test('paged by offset: 0 counts, the last page has no next offset, no shop twice', async (t) => {
  const first = await json<SavingsPage>(`/customer/savings?${range}`)
  const zero = await json<SavingsPage>(`/customer/savings?${range}&pageOffset=0`)
  t.same(zero, first, 'offset 0 is the first page')
  t.equal(first.savings.length, SAVINGS_PAGE_SIZE)
  t.equal(first.pageOffset, SAVINGS_PAGE_SIZE)
  const seen: string[] = []
  let offset: number | null = 0
  let pages = 0
  while (offset !== null) {
    const page: SavingsPage = await json<SavingsPage>(`/customer/savings?${range}&pageOffset=${offset}`)
    seen.push(...page.savings.map((saving) => saving.transactionId))
    offset = page.pageOffset
    pages += 1
  }
  const totals = await json<NectarPricesTotals>('/nectar-prices/transactions/totals')
  t.equal(seen.length, totals.transactions, 'every shop once')
  t.equal(new Set(seen).size, seen.length, 'no shop twice')
  t.equal(pages, Math.ceil(totals.transactions / SAVINGS_PAGE_SIZE))
  const past = await json<SavingsPage>(`/customer/savings?${range}&pageOffset=${seen.length}`)
  t.same(past, { savings: [], pageOffset: null }, 'past the end: empty, no next offset')
})

t.test('a bad date range is 400', async (t) => {
  for (const query of [
    'fromDate=2025-02-30&toDate=2025-03-01',
    'fromDate=2025-06-01&toDate=2025-05-01',
    'fromDate=2025-1-1&toDate=2025-05-01',
    'toDate=2025-05-01',
  ]) {
    for (const path of ['/customer/savings', '/customer/savings/cumulative']) {
      const answer = await get(`${path}?${query}`)
      t.equal(answer.status, 400, `${path}?${query}`)
    }
  }
  t.equal((await get(`/customer/savings?${range}&pageOffset=-1`)).status, 400, 'a negative offset')
})

t.test('the latest transactions carry their receipts; the state is ACTIVE', async (t) => {
  const { transactions } = await json<{ transactions: NectarPricesTransaction[] }>(
    '/nectar-prices/transactions',
  )
  t.equal(transactions.length, 10)
  t.same(
    transactions.slice(0, RECEIPTS_PER_COLLECTOR).map((transaction) => transaction.digitalReceiptId),
    ['dr-0101', 'dr-0102', 'dr-0103', 'dr-0104'],
  )
  t.ok(
    transactions.slice(RECEIPTS_PER_COLLECTOR).every((transaction) => transaction.digitalReceiptId === null),
  )
  const state = await json<NectarPricesState>('/detailed-states/NECTAR_PRICES')
  t.equal(state.state, 'ACTIVE')
  // Since the day of Alex's first shop (he shops about twice in five weeks).
  const first = await db
    .selectFrom('nectar_prices_transactions as s')
    .innerJoin('collectors as c', 'c.id', 's.collector_id')
    .select('s.occurred_at')
    .where('c.card_number', '=', '10000000001')
    .orderBy('s.occurred_at')
    .executeTakeFirstOrThrow()
  t.ok(state.activeSince && state.activeSince >= ACTIVITY_START_DATE)
  t.equal(state.activeSince, first.occurred_at.toISOString().slice(0, 10))
})

t.test('a receipt: lines, totals matching its transaction, and its CSV download', async (t) => {
  const { transactions } = await json<{ transactions: NectarPricesTransaction[] }>(
    '/nectar-prices/transactions',
  )
  const receipt = await json<Receipt>('/digital-receipts/dr-0101')
  const transaction = transactions[0]
  t.ok(receipt.lines.length >= 3)
  t.equal(
    receipt.subtotalPence,
    receipt.lines.reduce((sum, line) => sum + line.pricePence, 0),
  )
  t.equal(
    receipt.savedPence,
    receipt.lines.reduce((sum, line) => sum + line.nectarPriceSavingPence, 0),
  )
  t.equal(receipt.totalPence, receipt.subtotalPence - receipt.savedPence)
  t.equal(receipt.totalPence, transaction?.spendPence, 'the total is what the shop cost')
  t.equal(receipt.savedPence, transaction?.savedPence)
  t.equal(receipt.store, transaction?.store)
  t.equal(receipt.purchasedAt, transaction?.date)

  const download = await get('/digital-receipts/dr-0101/download')
  t.equal(download.status, 200)
  t.match(download.headers.get('content-type'), /^text\/csv/)
  t.equal(download.headers.get('content-disposition'), 'attachment; filename="receipt-dr-0101.csv"')
  const rows = download.text.split('\r\n')
  t.equal(rows[0], 'Receipt,dr-0101')
  t.ok(rows.includes('Item,Quantity,Price (GBP),Nectar Price saving (GBP)'))
  t.ok(rows.includes(`Total (GBP),${(receipt.totalPence / 100).toFixed(2)}`))
  const first = receipt.lines[0]
  t.ok(first && rows.some((row) => row.startsWith(`${first.item},${first.quantity},`)), 'a line per item')
})

t.test("another collector's receipt and an unknown one: the same 404", async (t) => {
  for (const id of ['dr-0201', 'dr-0999']) {
    for (const path of [`/digital-receipts/${id}`, `/digital-receipts/${id}/download`]) {
      const answer = await get(path)
      t.equal(answer.status, 404, path)
      t.same(JSON.parse(answer.text), {
        code: 'RECEIPT_NOT_FOUND',
        message: "Sorry, we can't find that receipt",
      })
    }
  }
})

t.test('every call is 401 without a token', async (t) => {
  for (const path of [
    `/customer/savings?${range}`,
    `/customer/savings/cumulative?${range}`,
    '/nectar-prices/transactions',
    '/nectar-prices/transactions/totals',
    '/detailed-states/NECTAR_PRICES',
    '/digital-receipts/dr-0101',
    '/digital-receipts/dr-0101/download',
  ]) {
    t.equal((await get(path, {})).status, 401, path)
  }
})
