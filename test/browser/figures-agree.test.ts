/**
 * The figures agree, read from the pages as a collector reads them: for each demo collector, the
 * home balance is the activity's; the points breakdown adds up to the activity's earned and spent;
 * the spend history lists what the activity lists; the savings' Nectar Prices points are part of
 * the points earned, month by month (no more than Sainsbury's earned that month). A reward
 * redeemed shows in the activity at once, first, and the totals move by its points.
 */
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { screenshots, watchPage } from './helpers/page-checks.ts'
import { openSuite } from './helpers/suite.ts'

// Four collectors' pages, Sam's long history among them, and a redemption: more than the default.
t.setTimeout(600_000)
const suite = await openSuite(t)

const DEMO = [
  { name: 'Alex', identifier: 'alex.taylor@example.com' },
  { name: 'Sam', identifier: 'sam.patel@example.com' },
  { name: 'Jordan', identifier: '10000000003' },
  { name: 'Morgan', identifier: '10000000004' },
] as const

/** '12,480 points' or '+1,000' → 12480 or 1000. */
const numberIn = (text: string | null) => Number((text ?? '').replace(/[^0-9-]/g, ''))

if (suite) {
  const signedInAt = (test: Test, identifier: string, path: string) =>
    suite.signedInAt(test, path, identifier)

  /** The figure a definition list gives for `term`. */
  const figure = async (page: Page, term: string) => {
    const dd = page
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]')
    await dd.first().waitFor()
    return numberIn(await dd.first().textContent())
  }

  const homeBalance = async (page: Page) => {
    await page.goto('/homepage')
    const panel = page.getByRole('region', { name: 'Your points' })
    await panel.getByText(/\d points/).waitFor()
    return numberIn(await panel.locator('strong').first().textContent())
  }

  const activitySummary = async (page: Page) => ({
    balance: await figure(page, 'Balance'),
    earned: await figure(page, 'Earned since 1 January 2025'),
    spent: await figure(page, 'Spent since 1 January 2025'),
  })

  /** The first rows of a list of transactions: partner, description and points, as shown. */
  const firstRows = async (page: Page, list: string, count: number) => {
    const rows = page.locator(`${list} .transaction-row`)
    await rows.first().waitFor()
    const texts: string[] = []
    for (let i = 0; i < count; i += 1) {
      const row = rows.nth(i)
      texts.push(
        [
          await row.locator('.transaction-row__partner').textContent(),
          await row.locator('.transaction-row__description').textContent(),
          await row.locator('.transaction-row__points').textContent(),
        ].join(' | '),
      )
    }
    return texts
  }

  /** Each month's earned and spent in all, and Sainsbury's earned, from the breakdown's tables. */
  const breakdownOf = async (page: Page) => {
    await page.goto('/activity/breakdown')
    const tables = page.getByRole('table')
    await tables.first().waitFor()
    const months = new Map<string, { earned: number; spent: number; sainsburys: number }>()
    for (const table of await tables.all()) {
      const month = (await table.locator('caption').textContent()) ?? ''
      const totals = { earned: 0, spent: 0, sainsburys: 0 }
      for (const row of await table.locator('tbody tr').all()) {
        const partner = await row.locator('th').textContent()
        const [earned, spent] = (await row.locator('td').allTextContents()).map(numberIn) as [number, number]
        totals.earned += earned
        totals.spent += spent
        if (partner === "Sainsbury's") totals.sainsburys += earned
      }
      months.set(month, totals)
    }
    return months
  }

  const savingsOf = async (page: Page) => {
    await page.goto('/card/activity/nectar-savings')
    await page.getByRole('heading', { level: 1, name: 'Your savings' }).waitFor()
    const pointsEarned = await figure(page, 'Points earned')
    const table = page.getByRole('table', { name: 'Money saved and points earned each month' })
    const months = new Map<string, number>()
    for (const row of await table.locator('tbody tr').all())
      months.set(
        (await row.locator('th').textContent()) ?? '',
        numberIn(await row.locator('td').nth(1).textContent()),
      )
    return { pointsEarned, months }
  }

  for (const collector of DEMO)
    t.test(`${collector.name}'s figures agree on every page`, async (t) => {
      const page = await signedInAt(t, collector.identifier, '/homepage')
      const problems = await watchPage(page)
      const balance = await homeBalance(page)

      await page.goto('/card/activity')
      await page.getByRole('heading', { level: 1, name: 'Your activity' }).waitFor()
      const summary = await activitySummary(page)
      t.equal(summary.balance, balance, 'the activity shows the home balance')
      t.ok(summary.balance - summary.earned + summary.spent >= 0, 'earned less spent is within the balance')
      const listed = await firstRows(page, '.transactions', 5)

      const months = await breakdownOf(page)
      const all = [...months.values()]
      t.equal(
        all.reduce((sum, month) => sum + month.earned, 0),
        summary.earned,
        'the breakdown adds up to earned',
      )
      t.equal(
        all.reduce((sum, month) => sum + month.spent, 0),
        summary.spent,
        'the breakdown adds up to spent',
      )

      await page.goto('/card/spend')
      await page.getByRole('heading', { level: 1, name: 'Your spend' }).waitFor()
      t.same(await activitySummary(page), summary, 'the spend page shows the same totals')
      t.same(await firstRows(page, '.history', 5), listed, 'the spend history lists what the activity lists')

      const savings = await savingsOf(page)
      t.ok(savings.pointsEarned > 0, `Nectar Prices points: ${savings.pointsEarned}`)
      t.ok(savings.pointsEarned <= summary.earned, 'Nectar Prices points are part of the points earned')
      for (const [month, points] of savings.months)
        if (points > (months.get(month)?.sainsburys ?? 0))
          t.fail(`${month}: ${points} Nectar Prices points, more than Sainsbury's earned`)
      t.comment(
        `${collector.name}: balance ${balance}, earned ${summary.earned}, spent ${summary.spent}, Nectar Prices points ${savings.pointsEarned}`,
      )
      t.same(problems.consoleErrors, [])
    })

  t.test('a redeemed reward is in the activity at once, first, and moves the totals', async (t) => {
    const page = await signedInAt(t, 'jordan.lee@example.com', '/card/activity')
    await page.getByRole('heading', { level: 1, name: 'Your activity' }).waitFor()
    const before = await activitySummary(page)

    await page.goto('/redemption')
    await page.getByRole('button', { name: "Choose £5 Sainsbury's voucher" }).click()
    await page.getByRole('heading', { name: 'Confirm your reward' }).waitFor()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await page.getByRole('heading', { level: 1, name: 'Your voucher is ready' }).waitFor()

    await page.goto('/card/activity')
    await page.getByRole('heading', { level: 1, name: 'Your activity' }).waitFor()
    t.same(await activitySummary(page), {
      balance: before.balance - 1000,
      earned: before.earned,
      spent: before.spent + 1000,
    })
    const [first] = await firstRows(page, '.transactions', 1)
    t.equal(first, "Sainsbury's | Redeemed: £5 Sainsbury's voucher | -1,000 points", 'first, newest')
    await screenshots(page, 'figures-activity-after-redemption')
    t.equal(await homeBalance(page), before.balance - 1000, 'the home balance agrees')
  })
}
