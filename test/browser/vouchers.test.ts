/**
 * Vouchers, spending points and the redemption lock in Chromium, each test as a demo collector of
 * its own (one product start, tests in parallel): Alex redeems a reward, lands on the new voucher,
 * gets the REDEEMED notification and sees the new balance there and on the home card; Sam opens a
 * voucher from /vouchers, sees barcode, code, expiry and 'Go to {partner} website', and answers
 * 'Did you use this voucher?' (kept after a reload); Jordan locks redemption, sees every reward
 * say why it cannot be taken before any 'Confirm', an unchanged balance, then unlocks; another collector's voucher is not
 * available; the terms and help popups; axe at 390 and 1280 px on every screen; screenshots.
 */
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import type { Voucher } from '../../shared/contract/vouchers.ts'
import { screenshots, seriousAxeFindingsAtBothWidths, watchPage } from './helpers/page-checks.ts'
import { landedOn, logInAtProvider } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

if (suite) {
  const signedInAt = (test: Test, identifier: string, path: string) =>
    suite.signedInAt(test, path, identifier)
  const pointsOf = async (page: Page) =>
    ((await (await page.request.get('/api/card/balance')).json()) as { points: number }).points
  const vouchersOf = async (page: Page) =>
    ((await (await page.request.get('/api/vouchers')).json()) as { vouchers: Voucher[] }).vouchers
  const shownPoints = (page: Page) => page.locator('.balance-panel__points strong')
  const axe = async (test: Test, page: Page, what: string) =>
    test.same(
      await seriousAxeFindingsAtBothWidths(page),
      [],
      `${what}: no serious axe findings at 390 and 1280 px`,
    )

  t.test('Alex redeems a reward: the voucher, the notification, the new balance', async (t) => {
    const page = await signedInAt(t, 'alex.taylor@example.com', '/redemption')
    const problems = await watchPage(page)
    await page.getByRole('heading', { level: 1, name: 'Spend your points' }).waitFor()
    const before = await pointsOf(page)
    await t.resolveMatch(shownPoints(page).textContent(), before.toLocaleString('en-GB'))
    await page.getByRole('button', { name: "Choose £5 Sainsbury's voucher" }).waitFor()
    await axe(t, page, '/redemption')
    await page.getByRole('button', { name: 'Need some help?' }).click()
    await page.getByRole('dialog', { name: 'Need some help?' }).waitFor()
    await screenshots(page, 'vouchers-redemption-help')
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: "Choose £5 Sainsbury's voucher" }).click()
    await page.getByRole('heading', { name: 'Confirm your reward' }).waitFor()
    t.ok(await page.getByText("You're spending 1,000 points on £5 Sainsbury's voucher.").isVisible())
    await screenshots(page, 'vouchers-redemption-confirm')
    // A double click is one confirm: one key, one spend.
    await page.getByRole('button', { name: 'Confirm' }).dblclick()
    await page.waitForURL((url) => url.pathname === '/voucher/success')
    await page.getByRole('heading', { level: 1, name: 'Your voucher is ready' }).waitFor()
    await page.getByText("You've redeemed £5 Sainsbury's voucher. Your voucher is ready.").waitFor()
    t.ok(await page.getByRole('link', { name: 'Show me offers' }).isVisible(), "REDEEMED: 'Show me offers'")
    await page.getByRole('img', { name: /^Barcode of voucher code / }).waitFor()
    t.equal(await pointsOf(page), before - 1000, 'spent once, double click and all')
    await axe(t, page, '/voucher/success')
    await screenshots(page, 'vouchers-success')
    const voucherId = new URL(page.url()).searchParams.get('voucher')
    t.equal((await vouchersOf(page)).filter((v) => v.id === voucherId && v.status === 'ACTIVE').length, 1)
    await page.getByRole('link', { name: 'Show me offers' }).waitFor({ state: 'detached', timeout: 10000 })
    await page.goto('/homepage')
    await t.resolveMatch(shownPoints(page).textContent(), (before - 1000).toLocaleString('en-GB'))
    t.same(problems.consoleErrors, [])
  })

  t.test('Sam opens a voucher and answers the question; the answer is kept', async (t) => {
    const page = await signedInAt(t, 'sam.patel@example.com', '/vouchers')
    await page.getByRole('heading', { level: 1, name: 'Your vouchers' }).waitFor()
    for (const group of [/^Ready to use/, /^Used/, /^Expired/])
      await page.getByRole('heading', { name: group }).waitFor()
    await axe(t, page, '/vouchers')
    await screenshots(page, 'vouchers-list')
    const active = (await vouchersOf(page)).find((v) => v.status === 'ACTIVE' && v.used === null)
    if (!active) throw new Error('Sam has no unanswered active voucher')
    await page
      .getByRole('button', { name: `Show voucher: ${active.itemDescription}` })
      .first()
      .click()
    const modal = page.getByRole('dialog', { name: `Your ${active.partnerName} voucher` })
    await modal.getByRole('img', { name: /^Barcode of voucher code / }).waitFor()
    t.ok(await modal.getByText(/^Voucher code: /).isVisible())
    t.ok(await modal.getByText(/^Expires \d{1,2} \w+ \d{4}$/).isVisible())
    const website = modal.getByRole('link', { name: `Go to ${active.partnerName} website` })
    t.equal(await website.getAttribute('target'), '_blank')
    await modal.getByRole('group', { name: 'Did you use this voucher?' }).waitFor()
    await axe(t, page, 'the voucher modal')
    await screenshots(page, 'vouchers-modal')
    await modal.getByRole('button', { name: 'No' }).click()
    await modal.getByText(/^Thanks. Your voucher stays ready to use until/).waitFor()
    await t.resolveMatch((async () => (await vouchersOf(page)).find((v) => v.id === active.id))(), {
      used: false,
      status: 'ACTIVE',
    })
    await page.keyboard.press('Escape')
    await page.goto(`/voucher/${active.id}`)
    await page.getByRole('heading', { level: 1, name: 'Your voucher' }).waitFor()
    await page.getByRole('button', { name: 'Yes' }).click()
    await page.getByText("Thanks. We've marked this voucher as used.").waitFor()
    await page.reload()
    await t.resolveMatch(page.getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed'), 'true')
    await axe(t, page, '/voucher/:voucherId')
    await page.goto(`/voucher-details/${active.transactionId}`)
    await page.getByRole('heading', { level: 1, name: 'Voucher details' }).waitFor()
    await page.getByText(/^Voucher code: /).waitFor()
    await axe(t, page, '/voucher-details/:transactionID')
    await page.getByRole('button', { name: 'Voucher terms and conditions' }).click()
    const terms = page.getByRole('dialog', { name: 'Voucher terms and conditions' })
    await terms.getByText(/within 6 months of being issued/).waitFor()
    t.ok(await terms.getByText(/with a voucher within 7 days/).isVisible(), 'compensation terms')
    await screenshots(page, 'vouchers-terms')
    await page.goto('/voucher/00000000-0000-4000-8000-000000000000')
    await page.getByText('This voucher is not available.').waitFor()
  })

  t.test('Jordan locks redemption, is shown the rewards as locked, then unlocks', async (t) => {
    const page = await signedInAt(t, 'jordan.lee@example.com', '/account/redemption-lock')
    await page.getByRole('heading', { level: 1, name: 'Lock your points' }).waitFor()
    await page.getByRole('heading', { name: 'Your points are unlocked' }).waitFor()
    await axe(t, page, '/account/redemption-lock')
    await page.getByRole('button', { name: 'Lock my points' }).click()
    await page.getByRole('heading', { name: 'Your points are locked' }).waitFor()
    await page.getByText('Your points are now locked.').waitFor()
    await screenshots(page, 'vouchers-lock')
    const before = await pointsOf(page)
    await page.goto('/zero-point-redemption')
    await page.getByRole('heading', { level: 1, name: 'Free rewards' }).waitFor()
    await page.getByText("Your points are locked, so they can't be spent.").waitFor()
    // Refused before 'Confirm': the reward says why and cannot be chosen.
    const carWash = page.getByRole('button', { name: 'Choose Free Esso car wash' })
    await page.getByText("Your points are locked, so you can't take this reward.").first().waitFor()
    t.ok(await carWash.isDisabled(), 'a locked reward cannot be chosen')
    t.equal(await page.getByRole('button', { name: 'Confirm' }).count(), 0, 'no confirm step')
    await axe(t, page, '/zero-point-redemption')
    await screenshots(page, 'vouchers-refused')
    t.equal(page.url().endsWith('/zero-point-redemption'), true, 'stayed on the page')
    t.equal(await pointsOf(page), before)
    await page.goto('/account/redemption-lock')
    await page.getByRole('button', { name: 'Unlock my points' }).click()
    await page.getByRole('heading', { name: 'Your points are unlocked' }).waitFor()
  })

  t.test('a collector asking for another collector’s voucher: not available', async (t) => {
    const page = await signedInAt(t, 'morgan.price@example.com', '/vouchers')
    const alexVoucher = await (async () => {
      const other = await (await suite.newContext(t)).newPage()
      await other.goto('/vouchers')
      await logInAtProvider(other, 'alex.taylor@example.com')
      await landedOn(other, '/vouchers')
      return (await vouchersOf(other))[0]
    })()
    await page.goto(`/voucher/${alexVoucher?.id}`)
    await page.getByText('This voucher is not available.').waitFor()
    t.notOk(await page.getByText(alexVoucher?.voucherCode ?? '-').count(), 'nothing of it shown')
  })
}
