/**
 * The reference upstream's transactions calls over loopback HTTP with the sandbox's transactions:
 * `GET /transactions` pages newest first to the end by nextToken (keyset), nothing before the
 * activity start date, a nextToken it did not hand out is a 400, another collector's token only
 * moves the caller through their own rows; the feed status (Jordan Lee's DELAYED); the history by
 * offset within its bounds; totals and breakdown agree with the rows; 401 without a token.
 */
import t from 'tap'
import { seedLoginSandbox } from '../../../server/upstream/seed/login-sandbox.ts'
import {
  DELAYED_FEED_CARD,
  type LedgerSeedTables,
  SANDBOX_TRANSACTION_COUNTS,
  seedTransactions,
} from '../../../server/upstream/seed/transactions.ts'
import { ACTIVITY_START_DATE } from '../../../shared/constants/limits.ts'
import type { Transaction } from '../../../shared/contract/activity.ts'
import { accessTokenOf, caller } from '../offers/helper.ts'
import { startStand } from '../oidc/helper.ts'

const stand = await startStand(t)
// The demo collectors of the login sandbox too (Jordan Lee's feed is the DELAYED one), as the product seeds them first.
await seedLoginSandbox(stand.upstream.db)
const db = stand.upstream.db.withTables<LedgerSeedTables>()
const seedStarted = performance.now()
const seededFirst = await seedTransactions(db)
const seedMs = Math.round(performance.now() - seedStarted)
const seededAgain = await seedTransactions(db)

const idOf = async (card: string) =>
  (await db.selectFrom('collectors').select('id').where('card_number', '=', card).executeTakeFirstOrThrow())
    .id
const alexId = await idOf('10000000001')
// One row before the activity start date, never listed.
await stand.upstream.transactionsRepository.insertMany([
  {
    id: 'before-the-start',
    collector_id: alexId,
    occurred_at: new Date('2024-12-31T23:59:59.000Z'),
    brand_key: 'esso',
    partner_name: 'Esso',
    description: 'Fuel',
    points: 40,
  },
])

const alex = caller(stand, await accessTokenOf(stand, '10000000001'))
const sam = caller(stand, await accessTokenOf(stand, 'sam.patel@example.com'))

type Page = { items: Transaction[]; nextToken: string | null; transactionFeedStatus: string }

async function allPages(call: typeof alex) {
  const pages: Page[] = []
  let token: string | null = null
  do {
    const query: string = token ? `&nextToken=${token}` : ''
    const { status, body } = await call('GET', `/transactions?pageSize=20${query}`)
    if (status !== 200) throw new Error(`page answered ${status}`)
    const page = body as unknown as Page
    pages.push(page)
    token = page.nextToken
  } while (token)
  return pages
}

const alexPages = await allPages(alex)
const alexRows = alexPages.flatMap((page) => page.items)

t.test('seeded once, under its marker', async (t) => {
  t.equal(seededFirst, true, 'seeded')
  t.equal(seededAgain, false, 'seeded once')
  t.comment(`transactions seed: ${seedMs} ms`)
})

t.test('pages newest first to the end: 20, 20, 17, then no nextToken', async (t) => {
  t.same(
    alexPages.map((page) => page.items.length),
    [20, 20, 17],
  )
  t.equal(alexPages.at(-1)?.nextToken, null)
  t.equal(alexRows.length, SANDBOX_TRANSACTION_COUNTS['10000000001'])
  t.equal(new Set(alexRows.map((row) => row.id)).size, alexRows.length, 'no row twice')
  const times = alexRows.map((row) => Date.parse(row.date))
  t.same(
    times,
    [...times].sort((a, b) => b - a),
    'newest first',
  )
  t.ok(
    times.every((time) => time >= Date.parse(`${ACTIVITY_START_DATE}T00:00:00Z`)),
    'none before the start',
  )
  t.notOk(alexRows.some((row) => row.id === 'before-the-start'))
  t.ok(
    alexRows.some((row) => row.points > 0) && alexRows.some((row) => row.points < 0),
    'earning and spending',
  )
  t.match(alexRows[0], { brandKey: String, partnerName: String, logoUrl: /^\/content\/logos\/.+\.svg$/ })
  t.equal(alexPages[0]?.transactionFeedStatus, 'OK')
})

t.test('a nextToken the call did not hand out is a 400', async (t) => {
  const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  for (const token of [
    'not-a-token',
    forged(['yesterday', 'abc']),
    forged(['2025-03-01T00:00:00.000Z']),
    forged({ at: '2025-03-01T00:00:00.000Z' }),
    forged(['2025-03-01T00:00:00.000Z', "x' or 1=1"]),
  ]) {
    const { status, body } = await alex(
      'GET',
      `/transactions?pageSize=20&nextToken=${encodeURIComponent(token)}`,
    )
    t.equal(status, 400, token)
    t.equal(body?.code, 'INVALID_NEXT_TOKEN', token)
  }
})

t.test("another collector's token cannot read their rows", async (t) => {
  const samFirst = (await sam('GET', '/transactions?pageSize=20')).body as unknown as Page
  t.equal(samFirst.items.length, 20)
  t.ok(samFirst.nextToken)
  const { status, body } = await alex('GET', `/transactions?pageSize=20&nextToken=${samFirst.nextToken}`)
  t.equal(status, 200)
  const mine = new Set(alexRows.map((row) => row.id))
  const items = (body as unknown as Page).items
  t.ok(
    items.every((row) => mine.has(row.id)),
    "only Alex's own rows",
  )
  t.notOk(
    items.some((row) => samFirst.items.some((other) => other.id === row.id)),
    "none of Sam's",
  )
})

t.test('Sam pages past 5,000 rows', async (t) => {
  const pages = await allPages(sam)
  const rows = pages.flatMap((page) => page.items)
  t.equal(rows.length, SANDBOX_TRANSACTION_COUNTS['10000000002'])
  t.ok(rows.length >= 5000)
  t.equal(new Set(rows.map((row) => row.id)).size, rows.length)
})

t.test('the feed status: DELAYED for Jordan Lee, and as set for a collector', async (t) => {
  t.equal(await stand.upstream.transactionsRepository.feedStatus(await idOf(DELAYED_FEED_CARD)), 'DELAYED')
  await stand.upstream.transactionsRepository.setFeedStatus(alexId, 'DELAYED')
  t.equal(
    ((await alex('GET', '/transactions?pageSize=20')).body as unknown as Page).transactionFeedStatus,
    'DELAYED',
  )
  await stand.upstream.transactionsRepository.setFeedStatus(alexId, 'OK')
  t.equal(
    ((await alex('GET', '/transactions?pageSize=20')).body as unknown as Page).transactionFeedStatus,
    'OK',
  )
})

t.test('the history by offset, within its bounds', async (t) => {
  const first = await alex('GET', '/transaction-history?limit=30&offset=0')
  t.equal(first.status, 200)
  t.same(
    ((first.body?.items ?? []) as Transaction[]).map((row) => row.id),
    alexRows.slice(0, 30).map((row) => row.id),
  )
  t.equal(first.body?.hasMore, true)
  const last = await alex('GET', '/transaction-history?limit=30&offset=30')
  t.same(
    ((last.body?.items ?? []) as Transaction[]).map((row) => row.id),
    alexRows.slice(30).map((row) => row.id),
  )
  t.equal(last.body?.hasMore, false)
  for (const query of [
    'limit=101&offset=0',
    'limit=0&offset=0',
    'limit=20&offset=10001',
    'limit=20&offset=-1',
  ])
    t.equal((await alex('GET', `/transaction-history?${query}`)).status, 400, query)
})

t.test('totals and breakdown agree with the rows', async (t) => {
  const earned = alexRows.filter((row) => row.points > 0).reduce((sum, row) => sum + row.points, 0)
  const spent = alexRows.filter((row) => row.points < 0).reduce((sum, row) => sum - row.points, 0)
  t.same((await alex('GET', '/transactions/totals')).body, { earned, spent })
  const { body } = await alex('GET', '/transactions/breakdown')
  const rows = body?.rows as Array<{ month: string; earned: number; spent: number }>
  t.equal(
    rows.reduce((sum, row) => sum + row.earned, 0),
    earned,
  )
  t.equal(
    rows.reduce((sum, row) => sum + row.spent, 0),
    spent,
  )
  t.equal(rows[0]?.month, alexRows[0]?.date.slice(0, 7), 'newest month first')
})

t.test('without a token: 401', async (t) => {
  for (const path of [
    '/transactions?pageSize=20',
    '/transaction-history?limit=20&offset=0',
    '/transactions/totals',
    '/transactions/breakdown',
  ]) {
    const response = await fetch(`${stand.base}${path}`)
    t.equal(response.status, 401, path)
  }
})
