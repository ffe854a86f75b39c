/**
 * `GET /api/activity/*` on the real gateway in front of the reference upstream over loopback HTTP,
 * signed in through the identity provider as the demo collectors: the transactions paged to their
 * end by nextToken (20 a page), a malformed or forged nextToken refused with 400, another
 * collector's nextToken never showing their rows, the DELAYED feed as `isFeedDelayed`, the balance
 * with the totals, the breakdown, the history by offset within its bounds, and 401 signed out.
 */
import t from 'tap'
import type { BalancesTables } from '../../../server/upstream/balances/schema.ts'
import { SANDBOX_BALANCES, seedBalances } from '../../../server/upstream/seed/balances.ts'
import {
  type LedgerSeedTables,
  SANDBOX_TRANSACTION_COUNTS,
  seedTransactions,
} from '../../../server/upstream/seed/transactions.ts'
import type {
  BreakdownRow,
  HistoryPage,
  Transaction,
  TransactionsPage,
} from '../../../shared/contract/activity.ts'
import { buildTestGateway } from '../../helpers/gateway.ts'
import { PUBLIC_ORIGIN, startStand } from '../../upstream/oidc/helper.ts'
import { apiAs, signIn } from '../offers/helpers.ts'

const stand = await startStand(t)
// The balances first: the ledger is drawn to end on them.
await seedBalances(stand.upstream.db.withTables<BalancesTables>())
await seedTransactions(stand.upstream.db.withTables<LedgerSeedTables>())
const gateway = await buildTestGateway(t, {
  PUBLIC_ORIGIN,
  UPSTREAM_PORT: new URL(stand.base).port,
  OIDC_CLIENT_SECRET: stand.config.OIDC_CLIENT_SECRET,
})
const alex = apiAs(gateway, await signIn(gateway, stand, '10000000001'))
const sam = apiAs(gateway, await signIn(gateway, stand, 'sam.patel@example.com'))
const alexId = (
  await stand.upstream.db
    .selectFrom('collectors')
    .select('id')
    .where('card_number', '=', '10000000001')
    .executeTakeFirstOrThrow()
).id

const page = async (call: typeof alex, nextToken?: string) => {
  const { status, body } = await call(
    'GET',
    `/api/activity/transactions${nextToken ? `?nextToken=${encodeURIComponent(nextToken)}` : ''}`,
  )
  return { status, body: body as unknown as TransactionsPage & { code?: string } }
}

t.test('the transactions page to their end, 20 a page, newest first', async (t) => {
  const rows: Transaction[] = []
  const sizes: number[] = []
  let token: string | undefined
  for (;;) {
    const { status, body } = await page(alex, token)
    t.equal(status, 200)
    rows.push(...body.transactions)
    sizes.push(body.transactions.length)
    t.equal(body.hasMore, body.nextToken !== null)
    t.equal(body.isFeedDelayed, false)
    if (!body.nextToken) break
    token = body.nextToken
  }
  t.same(sizes, [20, 20, 17])
  t.equal(rows.length, SANDBOX_TRANSACTION_COUNTS['10000000001'])
  t.equal(new Set(rows.map((row) => row.id)).size, rows.length)
  const times = rows.map((row) => Date.parse(row.date))
  t.same(
    times,
    [...times].sort((a, b) => b - a),
  )
  t.ok(times.every((time) => time >= Date.parse('2025-01-01T00:00:00Z')))
})

t.test('a malformed or forged nextToken: 400', async (t) => {
  const malformed = await page(alex, 'has spaces and $ signs')
  t.equal(malformed.status, 400)
  t.equal(malformed.body.code, 'VALIDATION')
  const forged = await page(alex, Buffer.from('["not a date","x"]').toString('base64url'))
  t.equal(forged.status, 400)
  t.same(forged.body, { code: 'INVALID_NEXT_TOKEN', message: 'This page of your activity is not available.' })
})

t.test("another collector's nextToken never shows their rows", async (t) => {
  const samFirst = await page(sam)
  t.equal(samFirst.body.transactions.length, 20)
  const samSecond = await page(sam, samFirst.body.nextToken ?? '')
  const withSamsToken = await page(alex, samFirst.body.nextToken ?? '')
  t.equal(withSamsToken.status, 200)
  const samIds = new Set([...samFirst.body.transactions, ...samSecond.body.transactions].map((row) => row.id))
  t.ok(withSamsToken.body.transactions.length > 0)
  t.notOk(
    withSamsToken.body.transactions.some((row) => samIds.has(row.id)),
    "none of Sam's rows",
  )
})

t.test('a DELAYED feed sets isFeedDelayed', async (t) => {
  await stand.upstream.transactionsRepository.setFeedStatus(alexId, 'DELAYED')
  t.teardown(() => stand.upstream.transactionsRepository.setFeedStatus(alexId, 'OK'))
  const { body } = await page(alex)
  t.equal(body.isFeedDelayed, true)
  t.equal(body.transactions.length, 20, 'the transactions are still listed')
})

t.test('the summary: balance, and the points earned and spent since the start date', async (t) => {
  const { status, body } = await alex('GET', '/api/activity/summary')
  t.equal(status, 200)
  const rows = (await alex('GET', '/api/activity/history?limit=100&offset=0')).body as unknown as HistoryPage
  const earned = rows.transactions.filter((r) => r.points > 0).reduce((sum, r) => sum + r.points, 0)
  const spent = rows.transactions.filter((r) => r.points < 0).reduce((sum, r) => sum - r.points, 0)
  t.same(body, { balance: SANDBOX_BALANCES['10000000001'], earned, spent, since: '2025-01-01' })
  t.ok(earned > 0 && spent > 0)
})

t.test('the breakdown by partner and month', async (t) => {
  const { status, body } = await sam('GET', '/api/activity/breakdown')
  t.equal(status, 200)
  const rows = body?.rows as BreakdownRow[]
  t.ok(rows.length > 12 * 5, 'several partners over many months')
  t.ok(new Set(rows.map((row) => row.brandKey)).has('esso'), 'fuel')
  t.ok(new Set(rows.map((row) => row.brandKey)).has('sainsburys'), 'supermarket')
  t.ok(rows.every((row) => /^\d{4}-\d{2}$/.test(row.month) && row.month >= '2025-01'))
})

t.test('the history by offset, to its end, within its bounds', async (t) => {
  const first = (await alex('GET', '/api/activity/history?limit=40&offset=0')).body as unknown as HistoryPage
  t.equal(first.transactions.length, 40)
  t.equal(first.nextOffset, 40)
  const last = (await alex('GET', '/api/activity/history?limit=40&offset=40')).body as unknown as HistoryPage
  t.equal(last.transactions.length, 17)
  t.equal(last.nextOffset, null)
  for (const query of ['limit=101&offset=0', 'limit=20&offset=10001', 'limit=abc&offset=0', 'offset=0'])
    t.equal((await alex('GET', `/api/activity/history?${query}`)).status, 400, query)
  // Coerced to Infinity, which skips the schema's bounds: refused here, never sent upstream (was a 502).
  for (const query of ['limit=20&offset=1e309', 'limit=Infinity&offset=0', 'limit=20&offset=-Infinity']) {
    const { status, body } = await alex('GET', `/api/activity/history?${query}`)
    t.equal(status, 400, query)
    t.match(body, { code: 'VALIDATION' }, query)
  }
})

t.test('signed out: 401 on every activity endpoint', async (t) => {
  for (const url of [
    '/api/activity/transactions',
    '/api/activity/summary',
    '/api/activity/breakdown',
    '/api/activity/history?limit=20&offset=0',
  ]) {
    const answer = await gateway.inject({ method: 'GET', url })
    t.equal(answer.statusCode, 401, url)
    t.equal(answer.json().code, 'UNAUTHORISED')
  }
})
