/**
 * The points ledger on a real store (PGlite) seeded as the product seeds it: every demo
 * collector's balance is the opening balance plus every transaction since, never below zero on
 * the way; the totals and the breakdown add up to the rows; every shop with Nectar Prices is in the
 * ledger with its points; and each movement the product makes (a redemption, a partner conversion,
 * a card replacement's transfer) writes its row in the same database transaction as the balance
 * changes, listed first at once, while a refused one writes nothing.
 */
import { sql } from 'kysely'
import t from 'tap'
import { createCardSelfServiceRepository } from '../../../server/upstream/card-self-service/repository.ts'
import type { CardSelfServiceTables } from '../../../server/upstream/card-self-service/schema.ts'
import { seedMissingSets } from '../../../server/upstream/plugins/sandbox.ts'
import { SANDBOX_BALANCES } from '../../../server/upstream/seed/balances.ts'
import { SANDBOX_TRANSACTION_COUNTS } from '../../../server/upstream/seed/transactions.ts'
import { ACTIVITY_START_DATE } from '../../../shared/constants/limits.ts'
import { buildTestUpstream } from '../helpers/upstream.ts'

// The whole sandbox is seeded, as the product seeds it: more than the default two minutes on a busy machine.
t.setTimeout(600_000)
const upstream = await buildTestUpstream(t, {}, { seed: false })
await seedMissingSets(upstream.db, { schemeName: upstream.config.SCHEME_NAME })
const { balancesRepository, transactionsRepository, savingsRepository, vouchersRepository } = upstream
const db = upstream.db
const DEMO_CARDS = ['10000000001', '10000000002', '10000000003', '10000000004'] as const

const idOf = async (card: string) =>
  (await db.selectFrom('collectors').select('id').where('card_number', '=', card).executeTakeFirstOrThrow())
    .id

/** Every row of the collector's ledger, oldest first, and the opening balance. */
async function ledgerOf(collectorId: string) {
  const rows = (
    await sql<{ id: string; points: number; card_transfer: boolean }>`
      select id, points, card_transfer from transactions
      where collector_id = ${collectorId} and occurred_at >= ${`${ACTIVITY_START_DATE}T00:00:00Z`}
      order by occurred_at, id`.execute(db)
  ).rows
  const opening = (
    await sql<{
      opening_points: number
    }>`select opening_points from balances where collector_id = ${collectorId}`.execute(db)
  ).rows[0]?.opening_points
  return { rows, opening: opening ?? 0 }
}

t.test("each demo collector's figures agree", async (t) => {
  for (const card of DEMO_CARDS) {
    const id = await idOf(card)
    const balance = await balancesRepository.points(id)
    const { rows, opening } = await ledgerOf(id)
    t.equal(balance, SANDBOX_BALANCES[card], `${card}: the README's balance`)
    t.equal(
      rows.length,
      SANDBOX_TRANSACTION_COUNTS[card],
      `${card}: the count of transactions in docs/sandbox.md`,
    )
    t.equal(opening + rows.reduce((sum, row) => sum + row.points, 0), balance, `${card}: opening + ledger`)
    let running = opening
    let lowest = opening
    for (const row of rows) {
      running += row.points
      lowest = Math.min(lowest, running)
    }
    t.ok(opening >= 0 && lowest >= 0, `${card}: never below zero (opening ${opening}, lowest ${lowest})`)

    const totals = await transactionsRepository.totals(id)
    t.equal(opening + totals.earned - totals.spent, balance, `${card}: opening + earned - spent`)
    const breakdown = await transactionsRepository.breakdown(id)
    t.equal(
      breakdown.reduce((sum, row) => sum + row.earned, 0),
      totals.earned,
      `${card}: breakdown earned`,
    )
    t.equal(
      breakdown.reduce((sum, row) => sum + row.spent, 0),
      totals.spent,
      `${card}: breakdown spent`,
    )

    const shops = (
      await sql<{ id: string; points_earned: number; month: string }>`
        select id, points_earned, to_char(occurred_at at time zone 'UTC', 'YYYY-MM') as month
        from nectar_prices_transactions where collector_id = ${id}`.execute(db)
    ).rows
    const byId = new Map(rows.map((row) => [row.id, row.points]))
    t.ok(shops.length > 30, `${card}: ${shops.length} shops with Nectar Prices`)
    t.ok(
      shops.every((shop) => byId.get(shop.id) === shop.points_earned),
      `${card}: every shop is in the ledger with its points`,
    )
    const today = new Date().toISOString().slice(0, 10)
    const savings = await savingsRepository.cumulative(id, { fromDate: ACTIVITY_START_DATE, toDate: today })
    t.ok(savings.pointsEarned <= totals.earned, `${card}: Nectar Prices points are part of the points earned`)
    for (const month of savings.months) {
      const sainsburys = breakdown.find((row) => row.month === month.month && row.brand_key === 'sainsburys')
      if (month.pointsEarned > (sainsburys?.earned ?? 0))
        t.fail(`${card} ${month.month}: more Nectar Prices points`)
    }
  }
})

t.test(
  'a redemption writes its row with the points taken, listed first; a refused one writes nothing',
  async (t) => {
    const sam = await idOf('10000000002')
    const before = await balancesRepository.points(sam)
    const totals = await transactionsRepository.totals(sam)
    const redeemed = await vouchersRepository.redeem(sam, {
      rewardId: 'sainsburys-500',
      idempotencyKey: 'ledger-test-1',
      channel: 'web',
    })
    if (!redeemed.ok) throw new Error(redeemed.refusal)
    const cost = redeemed.voucher.points_spent
    t.ok(cost > 0)
    t.equal(redeemed.points, before - cost, 'the answer carries the balance left')
    t.equal(await balancesRepository.points(sam), before - cost)
    t.same(await transactionsRepository.totals(sam), { earned: totals.earned, spent: totals.spent + cost })
    const [newest] = (await transactionsRepository.page(sam, 1)).rows
    t.match(newest, { id: redeemed.voucher.transaction_id, points: -cost, description: /^Redeemed: / })

    const refused = await vouchersRepository.redeem(sam, {
      rewardId: 'british-airways-5000',
      idempotencyKey: 'ledger-test-2',
      channel: 'web',
    })
    t.same(refused, { ok: false, refusal: 'NOT_ENOUGH_POINTS' })
    t.equal(await balancesRepository.points(sam), before - cost, 'nothing taken')
    t.equal((await transactionsRepository.page(sam, 1)).rows[0]?.id, newest?.id, 'no row written')
  },
)

t.test('a partner conversion moves the balance with its row', async (t) => {
  const jordan = await idOf('10000000003')
  const [link] = await upstream.linkedAccountsRepository.accounts(jordan)
  if (!link) throw new Error('Jordan is linked in the sandbox')
  const before = await balancesRepository.points(jordan)
  await upstream.linkedAccountsRepository.convert(jordan, link.id, 'NTP', 800)
  t.equal(await balancesRepository.points(jordan), before - 800)
  t.match((await transactionsRepository.page(jordan, 1)).rows[0], {
    brand_key: 'british-airways',
    points: -800,
    description: 'Points converted to airline points',
  })
  await upstream.linkedAccountsRepository.convert(jordan, link.id, 'PTN', 500)
  t.equal(await balancesRepository.points(jordan), before - 800 + 800)
  t.match((await transactionsRepository.page(jordan, 1)).rows[0], {
    points: 800,
    description: 'Converted from airline points',
  })
  const { opening, rows } = await ledgerOf(jordan)
  t.equal(opening + rows.reduce((sum, row) => sum + row.points, 0), before)
})

t.test('a card replacement lists the transfer without changing the balance or the totals', async (t) => {
  const morgan = await idOf('10000000004')
  const before = await balancesRepository.points(morgan)
  const totals = await transactionsRepository.totals(morgan)
  const cards = createCardSelfServiceRepository(upstream.db.withTables<CardSelfServiceTables>())
  const { oldCardNumber, newCardNumber, points } = await cards.replaceCard(morgan, {
    replacement_type: 'LOST',
    expected_arrival: '2026-12-04',
  })
  t.equal(points, before)
  t.equal(await balancesRepository.points(morgan), before)
  t.same(await transactionsRepository.totals(morgan), totals, 'neither earned nor spent')
  const [first, second] = (await transactionsRepository.page(morgan, 2)).rows
  t.match(first, {
    points: before,
    description: `Points moved to your new card ending ${newCardNumber.slice(-4)}`,
  })
  t.match(second, {
    points: -before,
    description: `Points moved off your old card ending ${oldCardNumber.slice(-4)}`,
  })
})
