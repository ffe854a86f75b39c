/**
 * The savings page and digital receipts in Chromium as the demo collector Alex: the chart of money
 * saved and points earned per month and its table read against the gateway's figures, every saving
 * a page at a time ('Show more'), the digital receipts switch forced on by link: a receipt's lines
 * and totals and its CSV download; off (its value in every environment here): the receipt page and
 * its API answer 404 and the page shows not-found; another collector's receipt can't be found;
 * axe-core at 390 and 1280 px; screenshots.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { SWITCHES } from '../../config/switches.ts'
import type { Receipt, SavingsSummary } from '../../shared/contract/savings.ts'
import {
  SCREENSHOT_DIR,
  screenshots,
  seriousAxeFindingsAtBothWidths,
  watchPage,
} from './helpers/page-checks.ts'
import { ALEX, landedOn, logInAtProvider } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

// Off everywhere, forceable by link: one product shows the switch both ways.
const definitions = {
  ...SWITCHES,
  isDigitalReceiptsEnabled: { values: [false, false, false], forceable: true },
} as const
const suite = await openSuite(t, { gateway: { featureSwitches: { definitions } } })

const SAVINGS = '/card/activity/nectar-savings'
const FORCE_RECEIPTS = '?switches=isDigitalReceiptsEnabled'

if (suite) {
  /** A fresh context signed in as Alex on `path`; with receipts forced on by a link first if asked. */
  const signedInAt = async (test: Test, path: string, receiptsOn = false): Promise<Page> => {
    const page = await (await suite.newContext(test)).newPage()
    if (receiptsOn) await page.goto(`/welcome${FORCE_RECEIPTS}`)
    await page.goto(path)
    await logInAtProvider(page, ALEX.card)
    await landedOn(page, path)
    return page
  }
  const summaryOf = async (page: Page): Promise<SavingsSummary> => {
    const today = new Date().toISOString().slice(0, 10)
    const answer = await page.request.get(`/api/savings/summary?fromDate=2025-01-01&toDate=${today}`)
    return (await answer.json()) as SavingsSummary
  }
  const pounds = (pence: number) => `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`

  t.test('the savings chart and its table, every saving by pages; axe at both widths', async (t) => {
    const page = await signedInAt(t, SAVINGS)
    const problems = await watchPage(page)
    await page.getByRole('heading', { level: 1, name: 'Your savings' }).waitFor()
    const summary = await summaryOf(page)
    const months = summary.cumulative.months
    t.ok(months.length >= 22, `${months.length} months since January 2025`)

    const chart = page.getByRole('img', {
      name: /^Chart of money saved and points earned each month, January 2025 to /,
    })
    await chart.waitFor()
    t.equal(
      await chart.locator('.savings-chart__panel--1 rect').count(),
      months.length,
      'a money column a month',
    )
    t.equal(
      await chart.locator('.savings-chart__panel--2 rect').count(),
      months.length,
      'a points column a month',
    )
    const tallest = months.reduce((best, month) => (month.savedPence > best.savedPence ? month : best))
    const heights = await chart
      .locator('.savings-chart__panel--1 rect')
      .evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute('height'))))
    t.equal(
      Math.max(...heights),
      heights[months.indexOf(tallest)],
      'the highest saving is the tallest column',
    )

    const table = page.getByRole('table', { name: 'Money saved and points earned each month' })
    t.same(await table.locator('thead th[scope=col]').allTextContents(), [
      'Month',
      'Money saved',
      'Points earned',
      'Shops',
    ])
    t.equal(await table.locator('tbody th[scope=row]').count(), months.length, 'a row a month')
    const january = table.getByRole('row', { name: /^January 2025/ })
    const first = months[0]
    t.same(await january.locator('td').allTextContents(), [
      pounds(first?.savedPence ?? 0),
      (first?.pointsEarned ?? 0).toLocaleString('en-GB'),
      String(first?.transactions),
    ])
    await page.getByText(`Money saved with Nectar Prices${pounds(summary.cumulative.savedPence)}`).waitFor()
    t.equal(await page.getByRole('link', { name: /^View receipt/ }).count(), 0, 'no receipt links while off')

    const history = page.getByRole('region', { name: 'Every saving' })
    await history.getByText('Showing 20 savings').waitFor()
    await history.getByRole('button', { name: 'Show more' }).click()
    // A second page of 20, or what is left of the collector's shops.
    const shown = Math.min(40, summary.cumulative.transactions)
    await history.getByText(`Showing ${shown} savings`).waitFor()
    t.equal(await history.locator('li').count(), shown)

    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'no serious axe findings at 390 and 1280 px')
    t.ok((await screenshots(page, 'savings')).length === 2)
    // The chart alone at a phone's width: the full page is too long to read it from.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.locator('.savings-months').screenshot({ path: join(SCREENSHOT_DIR, 'savings-chart-390.png') })
    await page.setViewportSize({ width: 1280, height: 800 })
    t.same(problems.consoleErrors, [])
    t.same(problems.cspViolations, [])
  })

  t.test('a receipt with the switch on: lines, totals, points, and its download', async (t) => {
    const page = await signedInAt(t, SAVINGS, true)
    const problems = await watchPage(page)
    const links = page.getByRole('link', { name: /^View receipt/ })
    await links.first().waitFor()
    t.equal(await links.count(), 4, 'the four latest shops have receipts')
    await links.first().click()
    await page.waitForURL('**/activity/receipt/dr-0101')
    await page.getByRole('heading', { level: 1, name: 'Your receipt' }).waitFor()
    const receipt = (await (await page.request.get('/api/receipts/dr-0101')).json()) as Receipt
    await page.getByRole('heading', { level: 2, name: receipt.store }).waitFor()
    const lines = page.getByRole('table', { name: 'Items on this receipt' })
    t.equal(await lines.locator('tbody tr').count(), receipt.lines.length)
    const line = receipt.lines[0]
    t.same(
      await lines
        .getByRole('row', { name: new RegExp(`^${line?.item}`) })
        .locator('td')
        .first()
        .textContent(),
      String(line?.quantity),
    )
    await page.getByText(`Total${pounds(receipt.totalPence)}`).waitFor()
    await page.getByText(`Points earned${receipt.pointsEarned}`).waitFor()

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download receipt' }).click(),
    ])
    t.equal(download.suggestedFilename(), 'receipt-dr-0101.csv')
    const csv = await readFile(await download.path(), 'utf8')
    t.ok(csv.startsWith('Receipt,dr-0101\r\n'), 'the CSV receipt')
    t.ok(csv.includes(`Total (GBP),${(receipt.totalPence / 100).toFixed(2)}`))

    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'no serious axe findings at 390 and 1280 px')
    t.ok((await screenshots(page, 'receipt')).length === 2)
    t.same(problems.consoleErrors, [])
  })

  t.test("with the switch on, another collector's receipt can't be found", async (t) => {
    const page = await signedInAt(t, SAVINGS, true)
    await page.goto('/activity/receipt/dr-0201')
    await page.getByRole('heading', { level: 1, name: "Sorry, we can't find that receipt" }).waitFor()
    t.equal((await page.request.get('/api/receipts/dr-0201')).status(), 404)
  })

  t.test('with the switch off: the receipt page and its API answer 404', async (t) => {
    const page = await signedInAt(t, SAVINGS)
    const answer = await page.goto('/activity/receipt/dr-0101')
    t.equal(answer?.status(), 404, 'the gateway answers the page 404')
    await page.getByRole('heading', { level: 1, name: "Sorry, we can't find that page" }).waitFor()
    t.equal((await page.request.get('/api/receipts/dr-0101')).status(), 404)
    t.equal((await page.request.get('/api/receipts/dr-0101/download')).status(), 404)
    t.ok((await screenshots(page, 'receipt-switched-off')).length === 2)
  })
}
