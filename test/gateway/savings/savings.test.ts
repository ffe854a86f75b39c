/**
 * `/api/savings/*` and `/api/receipts/*` on the real gateway in front of the reference upstream
 * over loopback HTTP, signed in through the identity provider as the demo collector Alex on the
 * sandbox savings: the summary (savings by month, totals, state, latest transactions), the history
 * walked by offset (0 counts; stop when there is no next offset), a receipt and its CSV download;
 * another collector's receipt 404, bad dates 400, signed out 401, and with the digital-receipts
 * switch off both receipt routes 404 without an upstream call.
 */
import t from 'tap'
import { SWITCHES } from '../../../config/switches.ts'
import type { SavingsTables } from '../../../server/upstream/savings/schema.ts'
import { seedSavings } from '../../../server/upstream/seed/savings.ts'
import { ACTIVITY_START_DATE } from '../../../shared/constants/limits.ts'
import type { Receipt, SavingsPage, SavingsSummary } from '../../../shared/contract/savings.ts'
import { SAVINGS_PAGE_SIZE } from '../../../shared/contract/upstream/savings.ts'
import { buildTestGateway, sameOriginHeaders, type TestGateway } from '../../helpers/gateway.ts'
import { gatewayLoginCookie, PUBLIC_ORIGIN, startStand } from '../../upstream/oidc/helper.ts'

const stand = await startStand(t)
await seedSavings(stand.upstream.db.withTables<SavingsTables>())
const gatewayConfig = {
  PUBLIC_ORIGIN,
  UPSTREAM_PORT: new URL(stand.base).port,
  OIDC_CLIENT_SECRET: stand.config.OIDC_CLIENT_SECRET,
}
const gateway = await buildTestGateway(t, gatewayConfig)
const receiptsOff = await buildTestGateway(t, gatewayConfig, {
  featureSwitches: {
    definitions: {
      ...SWITCHES,
      isDigitalReceiptsEnabled: { values: [false, false, false], forceable: false },
    },
  },
})

const today = new Date().toISOString().slice(0, 10)
const range = `fromDate=${ACTIVITY_START_DATE}&toDate=${today}`

const getAs = (app: TestGateway, cookie: string | undefined) => (url: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...sameOriginHeaders({ PUBLIC_ORIGIN }), ...(cookie ? { cookie } : {}) },
  })
const get = getAs(gateway, await gatewayLoginCookie(gateway, stand))

t.test('the summary: savings by month since January 2025, totals, state, latest shops', async (t) => {
  const answer = await get(`/api/savings/summary?${range}`)
  t.equal(answer.statusCode, 200)
  const summary = answer.json() as SavingsSummary
  t.equal(summary.cumulative.months[0]?.month, '2025-01')
  t.equal(summary.cumulative.months.at(-1)?.month, today.slice(0, 7))
  t.equal(summary.cumulative.savedPence, summary.totals.savedPence, 'the whole activity')
  t.equal(summary.cumulative.pointsEarned, summary.totals.pointsEarned)
  t.equal(summary.state.state, 'ACTIVE')
  t.equal(summary.transactions[0]?.digitalReceiptId, 'dr-0101', 'the latest shop has a receipt')
})

t.test('the history by offset: 0 counts, and the walk stops when there is no next offset', async (t) => {
  const first = (await get(`/api/savings/history?${range}`)).json() as SavingsPage
  const zero = (await get(`/api/savings/history?${range}&pageOffset=0`)).json() as SavingsPage
  t.same(zero, first, 'pageOffset=0 is sent on and answers the first page')
  t.equal(first.pageOffset, SAVINGS_PAGE_SIZE)
  const summary = (await get(`/api/savings/summary?${range}`)).json() as SavingsSummary
  let offset: number | null = 0
  let shops = 0
  let pages = 0
  while (offset !== null && pages < 100) {
    const answer = await get(`/api/savings/history?${range}&pageOffset=${offset}`)
    t.equal(answer.statusCode, 200)
    const page = answer.json() as SavingsPage
    shops += page.savings.length
    offset = page.pageOffset
    pages += 1
  }
  t.equal(offset, null, 'the last page has no next offset')
  t.equal(shops, summary.totals.transactions, 'every shop once')
})

t.test('bad dates and offsets: 400 before any upstream call', async (t) => {
  const { savings } = gateway.upstream
  const original = { cumulative: savings.cumulative, page: savings.page }
  let calls = 0
  savings.cumulative = async (...args) => {
    calls += 1
    return original.cumulative(...args)
  }
  savings.page = async (...args) => {
    calls += 1
    return original.page(...args)
  }
  t.teardown(() => Object.assign(savings, original))
  for (const query of [
    'fromDate=2025-02-30&toDate=2025-03-01',
    'fromDate=2025-06-01&toDate=2025-05-01',
    'fromDate=1%2F1%2F2025&toDate=2025-05-01',
    'fromDate=2025-01-01',
  ]) {
    for (const path of ['/api/savings/summary', '/api/savings/history']) {
      const answer = await get(`${path}?${query}`)
      t.equal(answer.statusCode, 400, `${path}?${query}`)
    }
  }
  const reversed = await get('/api/savings/summary?fromDate=2025-06-01&toDate=2025-05-01')
  t.equal(reversed.json().code, 'INVALID_DATE_RANGE')
  t.equal((await get(`/api/savings/history?${range}&pageOffset=-1`)).statusCode, 400)
  t.equal((await get(`/api/savings/history?${range}&pageOffset=two`)).statusCode, 400)
  t.equal(calls, 0, 'no upstream call')
})

t.test('a receipt of her own, and its download: a CSV attachment no cache keeps', async (t) => {
  const answer = await get('/api/receipts/dr-0101')
  t.equal(answer.statusCode, 200)
  const receipt = answer.json() as Receipt
  t.equal(receipt.id, 'dr-0101')
  t.ok(receipt.lines.length >= 3)
  t.equal(receipt.totalPence, receipt.subtotalPence - receipt.savedPence)
  const file = await get('/api/receipts/dr-0101/download')
  t.equal(file.statusCode, 200)
  t.match(file.headers['content-type'], /^text\/csv; charset=utf-8/)
  t.equal(file.headers['content-disposition'], 'attachment; filename="receipt-dr-0101.csv"')
  t.equal(file.headers['cache-control'], 'no-store')
  t.ok(file.body.startsWith('Receipt,dr-0101\r\n'), 'the CSV, not JSON')
  t.ok(file.body.includes(`Total (GBP),${(receipt.totalPence / 100).toFixed(2)}`))
})

t.test("another collector's receipt, an unknown one and a malformed id", async (t) => {
  for (const id of ['dr-0201', 'dr-0999']) {
    for (const url of [`/api/receipts/${id}`, `/api/receipts/${id}/download`]) {
      const answer = await get(url)
      t.equal(answer.statusCode, 404, url)
      t.same(answer.json(), { code: 'RECEIPT_NOT_FOUND', message: "Sorry, we can't find that receipt" })
    }
  }
  t.equal((await get('/api/receipts/dr_0101')).statusCode, 400, 'an id outside the pattern')
  t.equal((await get(`/api/receipts/${'a'.repeat(41)}`)).statusCode, 400, 'a long id')
})

t.test('the digital-receipts switch off: 404 for both, no upstream call', async (t) => {
  const getOff = getAs(receiptsOff, await gatewayLoginCookie(receiptsOff, stand))
  const { savings } = receiptsOff.upstream
  const original = { receipt: savings.receipt, receiptFile: savings.receiptFile }
  let calls = 0
  savings.receipt = async (...args) => {
    calls += 1
    return original.receipt(...args)
  }
  savings.receiptFile = async (...args) => {
    calls += 1
    return original.receiptFile(...args)
  }
  t.teardown(() => Object.assign(savings, original))
  for (const url of ['/api/receipts/dr-0101', '/api/receipts/dr-0101/download']) {
    const answer = await getOff(url)
    t.equal(answer.statusCode, 404, url)
    t.equal(answer.json().code, 'RECEIPT_NOT_FOUND')
  }
  t.equal(calls, 0)
  t.equal((await getOff(`/api/savings/summary?${range}`)).statusCode, 200, 'the savings need no switch')
})

t.test('signed out: 401 everywhere', async (t) => {
  const anonymous = getAs(gateway, undefined)
  for (const url of [
    `/api/savings/summary?${range}`,
    `/api/savings/history?${range}`,
    '/api/receipts/dr-0101',
    '/api/receipts/dr-0101/download',
  ]) {
    t.equal((await anonymous(url)).statusCode, 401, url)
  }
})

t.test('an upstream failure fails the whole summary', async (t) => {
  const { savings } = gateway.upstream
  const original = savings.state
  savings.state = async () => {
    throw new Error('state exploded')
  }
  t.teardown(() => {
    savings.state = original
  })
  const answer = await get(`/api/savings/summary?${range}`)
  t.equal(answer.statusCode, 500)
  t.notMatch(answer.body, 'exploded')
  t.notOk('cumulative' in answer.json(), 'nothing else')
})
