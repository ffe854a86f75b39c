/**
 * The activity screens in Chromium, signed in as the demo collectors: Alex's short history paged to
 * its end by 'Show more' (20, 40, 57), the 48-hour information modal, a transaction in the sliding
 * popup, 'Refresh' starting again from the first page; the DELAYED feed's notice; a failed call
 * showing the failed state and nothing else; the points breakdown by partner and month; /card/spend
 * paged by offset; Sam's 5,200 rows loaded by scrolling while the DOM holds only the rows near the
 * viewport; axe-core at 390 and 1280 px; screenshots.
 */
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { DELAYED_FEED_CARD } from '../../server/upstream/seed/transactions.ts'
import { screenshots, seriousAxeFindingsAtBothWidths, watchPage } from './helpers/page-checks.ts'
import { openSuite } from './helpers/suite.ts'

const SAM = 'sam.patel@example.com'
// Sam's 260 pages are loaded one by one, as a collector scrolling would.
t.setTimeout(300_000)
const suite = await openSuite(t)

if (suite) {
  const signedInAt = (test: Test, path: string, identifier?: string) =>
    suite.signedInAt(test, path, identifier)
  const rowsInDom = (page: Page) => page.locator('.transactions__item').count()
  const showMore = (page: Page) => page.getByRole('button', { name: 'Show more' })
  const countLine = (page: Page) => page.locator('.transactions__count')

  t.test("Alex's activity pages to its end; the info modal; a transaction; refresh; axe", async (t) => {
    const page = await signedInAt(t, '/card/activity')
    const problems = await watchPage(page)
    const pageRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/activity/transactions')) pageRequests.push(request.url())
    })
    await page.getByRole('heading', { level: 1, name: 'Your activity' }).waitFor()
    await page.getByText('Balance', { exact: true }).waitFor()
    await countLine(page).getByText('Showing 20 transactions').waitFor()
    t.equal(await page.getByRole('list', { name: 'Your transactions' }).count(), 1)

    // 'Show more' until the end (scrolling to the button may also bring the next page in).
    for (let presses = 0; presses < 5 && (await showMore(page).count()) > 0; presses += 1) {
      const before = (await countLine(page).textContent()) ?? ''
      // Scrolling to the button can load the last page and take the button away: nothing to press.
      await showMore(page)
        .click({ timeout: 10_000 })
        .catch(async (error) => {
          if ((await showMore(page).count()) > 0) throw error
        })
      await page.waitForFunction(
        (text) => document.querySelector('.transactions__count')?.textContent !== text,
        before,
      )
    }
    await countLine(page).getByText('Showing all 57 transactions since 1 January 2025').waitFor()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    // No fourth page request is the thing under test: nothing to await, so a moment is given for one.
    await page.waitForTimeout(300)
    t.equal(
      new Set(pageRequests.filter((url) => url.includes('nextToken='))).size,
      2,
      'pages 2 and 3 fetched, none after the last',
    )
    t.equal(await showMore(page).count(), 0, "no 'Show more' at the end")
    const firstRow = page.locator('.transactions__item').first()
    t.match(await firstRow.textContent(), /(\+|-)[\d,]+ points/)

    await page.getByRole('button', { name: 'About your activity' }).click()
    const info = page.getByRole('dialog', { name: 'About your activity' })
    await info.getByText('Transactions usually take up to 48 hours to appear.').waitFor()
    await screenshots(page, 'activity-info')
    await page.keyboard.press('Escape')
    await info.waitFor({ state: 'hidden' })

    await firstRow.getByRole('button').click()
    const view = page.getByRole('dialog', { name: 'Transaction' })
    await view.getByText('Partner').waitFor()
    await page.keyboard.press('Escape')
    await view.waitFor({ state: 'hidden' })

    await screenshots(page, 'activity')
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'no serious axe findings at 390 and 1280 px')

    // Refresh clears every list: back to the first page.
    await page.getByRole('button', { name: 'Refresh' }).click()
    await countLine(page).getByText('Showing 20 transactions').waitFor()
    t.same(problems.consoleErrors, [])
    t.same(problems.cspViolations, [])
  })

  t.test("a DELAYED feed shows its notice (Jordan Lee's, as seeded)", async (t) => {
    const page = await signedInAt(t, '/card/activity', DELAYED_FEED_CARD)
    await page
      .getByText('Your recent transactions are delayed and may take longer than usual to appear.')
      .waitFor()
    await countLine(page).getByText('Showing 20 transactions').waitFor()
    await screenshots(page, 'activity-delayed')
    t.pass('notice shown with the transactions')
  })

  t.test('a failed call: the failed state and nothing else', async (t) => {
    const page = await signedInAt(t, '/card/activity')
    await page.route('**/api/activity/transactions*', (route) =>
      route.fulfill({ status: 502, json: { code: 'UPSTREAM_ERROR', message: 'x' } }),
    )
    await page.reload()
    await page
      .getByRole('alert')
      .getByText('Looks like something went wrong. Please try again later.')
      .waitFor()
    t.equal(await page.getByRole('list', { name: 'Your transactions' }).count(), 0, 'no list')
    t.equal(await showMore(page).count(), 0)
    t.equal(await page.getByRole('heading', { name: 'Transactions' }).count(), 0)
  })

  t.test('the points breakdown by partner and month; axe', async (t) => {
    const page = await signedInAt(t, '/activity/breakdown')
    await page.getByRole('heading', { level: 1, name: 'Points breakdown' }).waitFor()
    const january = page.getByRole('table', { name: 'January 2025' })
    await january.waitFor()
    t.ok((await page.getByRole('table').count()) >= 12, 'a table per month')
    await screenshots(page, 'activity-breakdown')
    t.same(await seriousAxeFindingsAtBothWidths(page), [])
  })

  t.test('/card/spend pages the history by offset; axe', async (t) => {
    const page = await signedInAt(t, '/card/spend')
    await page.getByRole('heading', { name: 'History, page 1' }).waitFor()
    t.equal(await page.locator('.history__list li').count(), 20)
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('heading', { name: 'History, page 2' }).waitFor()
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('heading', { name: 'History, page 3' }).waitFor()
    await page.waitForFunction(() => document.querySelectorAll('.history__list li').length === 17)
    t.ok(await page.getByRole('button', { name: 'Next' }).isDisabled(), 'the end')
    await screenshots(page, 'card-spend')
    t.same(await seriousAxeFindingsAtBothWidths(page), [])
  })

  t.test("Sam's 5,200 rows load by scrolling; the DOM holds only those near the viewport", async (t) => {
    const page = await signedInAt(t, '/card/activity', SAM)
    await countLine(page).getByText('Showing 20 transactions').waitFor()
    const started = performance.now()
    // Scroll to the bottom until the last page is in: each page is fetched as its end comes near.
    for (let i = 0; i < 2000; i += 1) {
      const text = (await countLine(page).textContent()) ?? ''
      if (text.startsWith('Showing all')) break
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await page.waitForTimeout(20)
    }
    const loadMs = Math.round(performance.now() - started)
    await countLine(page).getByText('Showing all 5200 transactions since 1 January 2025').waitFor()
    const inDom = await rowsInDom(page)
    t.ok(inDom > 0 && inDom < 60, `${inDom} rows in the DOM of 5,200 loaded`)
    // Scrolling through the middle: frames while scrolling by 2,000 px steps.
    const frameMs = await page.evaluate(async () => {
      const times: number[] = []
      let last = performance.now()
      for (let y = 0; y < 40; y += 1) {
        window.scrollTo(0, (document.documentElement.scrollHeight * y) / 40)
        await new Promise((resolve) => requestAnimationFrame(resolve))
        const now = performance.now()
        times.push(now - last)
        last = now
      }
      return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0
    })
    t.ok((await rowsInDom(page)) < 60, 'still few rows after scrolling through')
    t.comment(
      `Sam: 5,200 rows loaded in ${loadMs} ms by scrolling; median frame while jumping ${frameMs.toFixed(1)} ms`,
    )
  })
}
