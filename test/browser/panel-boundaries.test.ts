/**
 * Panels with their own error boundaries, in Chromium as the demo collector: an answer whose body
 * breaks one panel's rendering (the offers strip on home, the transactions on /card/activity, the
 * details on /account) leaves that panel saying it couldn't be shown, with Try again, while the
 * rest of the page stays; with the answer whole again, Try again brings the panel back.
 */
import type { BrowserContext, Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { ALEX, landedOn, logInAtProvider } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)
const PANEL_FAILED = "Sorry, this part of the page couldn't be shown."

if (suite) {
  /**
   * Signed in on `path`, with `api` answering `body` (200, well-formed JSON of the wrong shape)
   * until the test lets the real answer through.
   */
  const withBrokenAnswer = async (
    test: Test,
    path: string,
    api: string,
    body: unknown,
  ): Promise<{ page: Page; context: BrowserContext; mend: () => Promise<void> }> => {
    const context = await suite.newContext(test)
    await context.route(api, (route) => route.fulfill({ status: 200, json: body }))
    const page = await context.newPage()
    await page.goto(path)
    await logInAtProvider(page, ALEX.card)
    await landedOn(page, path)
    return { page, context, mend: () => context.unroute(api) }
  }

  const panelFailure = (page: Page) => page.getByRole('alert').filter({ hasText: PANEL_FAILED })

  t.test('home: a broken offers strip leaves the balance and the card, and recovers', async (t) => {
    const { page, mend } = await withBrokenAnswer(t, '/homepage', '**/api/offers', { offers: null })
    await panelFailure(page).waitFor()
    t.ok(
      await page.getByRole('heading', { level: 1, name: `Hi ${ALEX.firstName}` }).isVisible(),
      'the greeting stays',
    )
    await page.getByRole('img', { name: `Barcode for card number 98263000${ALEX.card}` }).waitFor()
    await page.getByRole('heading', { name: 'Your points' }).waitFor()
    t.ok(await page.getByRole('heading', { name: 'How do I use my card?' }).isVisible(), 'card usage stays')
    t.notOk(await page.getByRole('heading', { name: 'Your offers' }).isVisible(), 'the strip is not shown')
    await mend()
    await panelFailure(page).getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('heading', { name: 'Your offers' }).waitFor()
    await page
      .getByRole('navigation', { name: 'Offers pages' })
      .getByRole('link', { name: 'Saved offers' })
      .waitFor()
    t.equal(await panelFailure(page).count(), 0, 'the failure is gone')
  })

  t.test('activity: broken transactions leave the totals, and recover', async (t) => {
    const { page, mend } = await withBrokenAnswer(t, '/card/activity', '**/api/activity/transactions*', {
      transactions: null,
      hasMore: false,
      nextToken: null,
      isFeedDelayed: false,
    })
    await panelFailure(page).waitFor()
    t.ok(
      await page.getByRole('heading', { level: 1, name: 'Your activity' }).isVisible(),
      'the heading stays',
    )
    await page.getByRole('term').filter({ hasText: 'Balance' }).waitFor()
    t.ok(await page.getByRole('button', { name: 'Refresh' }).isVisible(), 'the actions stay')
    await mend()
    await panelFailure(page).getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('heading', { name: 'Transactions' }).waitFor()
    await page.getByRole('list', { name: 'Your transactions' }).waitFor()
    t.equal(await panelFailure(page).count(), 0, 'the failure is gone')
  })

  t.test('account hub: broken details leave every account link, and recover', async (t) => {
    const { page, mend } = await withBrokenAnswer(t, '/account', '**/api/account/details', {
      firstName: 'Alex',
      lastName: { unexpected: true },
      cardNumber: ALEX.card,
    })
    await panelFailure(page).waitFor()
    const links = page.getByRole('navigation', { name: 'Account pages' })
    t.ok(await links.getByRole('link', { name: /Your details/ }).isVisible(), 'the links stay')
    t.ok(await links.getByRole('link', { name: /Close account/ }).isVisible())
    await mend()
    await panelFailure(page).getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('term').filter({ hasText: 'Card number' }).waitFor()
    t.equal(await panelFailure(page).count(), 0, 'the failure is gone')
  })
}
