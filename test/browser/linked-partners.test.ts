/**
 * /account/linked-partners in Chromium as the demo collector Alex: the balance and the airline's
 * conversion rate; the link form's field rules; a §8 linking error (the account already linked to
 * another card) as an ERROR notification; linking by keyboard only, with the LINKED notification and
 * its 'Show me offers' link; converting points both ways (the balance changes, the history lists
 * them); an AOI conversion shown as processing until it completes; unlinking once confirmed; axe-core at 390 and
 * 1280 px in both states; screenshots.
 */
import type { Page } from 'playwright-core'
import t from 'tap'
import { LINKED_PARTNER_ERROR_MESSAGES } from '../../shared/contract/linked-partners.ts'
import { screenshots, seriousAxeFindingsAtBothWidths, watchPage } from './helpers/page-checks.ts'
import { ALEX, landedOn, logInAtProvider } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

const PATH = '/account/linked-partners'
const suite = await openSuite(t)

if (suite) {
  const balanceText = (page: Page) => page.locator('.linked-partners__balance strong').textContent()

  t.test('link, convert both ways, follow a pending conversion and unlink, as Alex', async (t) => {
    const context = await suite.newContext(t)
    const page = await context.newPage()
    const problems = await watchPage(page)
    const refused: string[] = []
    // Console errors with where they came from: the identity provider's page has no favicon.
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      const { pathname } = new URL(message.location().url || 'about:blank')
      if (message.type() === 'error' && pathname !== '/favicon.ico')
        consoleErrors.push(`${message.text()} ${pathname}`)
    })
    page.on('response', (response) => {
      if (response.status() >= 400)
        refused.push(
          `${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`,
        )
    })
    await page.goto(PATH)
    await logInAtProvider(page, ALEX.card)
    await landedOn(page, PATH)
    await page.getByRole('heading', { level: 1, name: 'Linked accounts' }).waitFor()
    t.equal(await balanceText(page), '12,480 points')
    await page.getByRole('heading', { level: 2, name: 'British Airways' }).waitFor()
    t.ok(await page.getByText('Conversion rate: 8 points = 5 airline points').isVisible(), 'the rate')
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: nothing linked')
    await screenshots(page, 'linked-partners-unlinked')

    // The field rules, on the page.
    await page.getByRole('button', { name: 'Link account' }).click()
    await page.getByRole('alert').filter({ hasText: 'Enter your membership number' }).waitFor()
    t.ok(await page.getByText('Enter your surname as it appears on your membership').isVisible())
    t.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('name')),
      'memberNumber',
      'focus on the first invalid field',
    )

    // A §8 linking error: the account is linked to another card.
    await page.getByLabel('Membership number', { exact: true }).fill('70000002')
    await page.getByLabel('Surname', { exact: true }).fill('Patel')
    await page.getByRole('button', { name: 'Link account' }).click()
    await page.getByText(LINKED_PARTNER_ERROR_MESSAGES.linkedElsewhere).waitFor()
    t.ok(await page.getByRole('img', { name: 'error message' }).first().isVisible(), 'an ERROR notification')

    // Linking by keyboard only: Tab to each field, type, Tab to the button, Enter.
    await page.getByLabel('Membership number', { exact: true }).fill('')
    await page.getByLabel('Surname', { exact: true }).fill('')
    await page.getByLabel('Membership number', { exact: true }).focus()
    await page.keyboard.type('70000001')
    await page.keyboard.press('Tab')
    t.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'surname')
    await page.keyboard.type('Taylor')
    await page.keyboard.press('Tab')
    t.equal(await page.evaluate(() => document.activeElement?.textContent), 'Link account')
    await page.keyboard.press('Enter')
    await page.getByText('Your airline points account is now linked.').waitFor()
    t.ok(await page.getByRole('link', { name: 'Show me offers' }).first().isVisible(), "'Show me offers'")
    await page.getByText('••••0001').waitFor()
    t.ok(await page.getByText('Linked', { exact: true }).isVisible(), 'state COMPLETE shown as Linked')
    t.ok(await page.getByText("You haven't converted any points yet.").isVisible())

    // Points to airline points: the preview, then the balance goes down.
    await page.getByLabel('Number of points to convert').fill('800')
    await page.getByText("You'll receive 500 airline points").waitFor()
    await page.getByRole('button', { name: 'Convert points' }).click()
    await page.getByText('Your points have been converted.').first().waitFor()
    await page.waitForFunction(
      () => document.querySelector('.linked-partners__balance strong')?.textContent === '11,680 points',
    )
    await page.getByText('800 points to 500 airline points').waitFor()

    // Airline points to points: the balance goes up.
    await page.getByLabel('British Airways airline points to points', { exact: true }).check()
    await page.getByLabel('Number of airline points to convert').fill('7')
    await page.getByRole('button', { name: 'Convert points' }).click()
    await page.getByText('Enter a number of airline points in blocks of 5').waitFor()
    await page.getByLabel('Number of airline points to convert').fill('1000')
    await page.getByRole('button', { name: 'Convert points' }).click()
    await page.waitForFunction(
      () => document.querySelector('.linked-partners__balance strong')?.textContent === '13,280 points',
    )
    await page.getByText('1,000 airline points to 1,600 points').waitFor()

    // AOI: processing first, then complete, the balance up once more.
    await page.getByLabel(/processed by British Airways/).check()
    await page.getByLabel('Number of airline points to convert').fill('500')
    await page.getByRole('button', { name: 'Convert points' }).click()
    await page.getByRole('status').filter({ hasText: 'Your conversion is being processed…' }).waitFor()
    await page.waitForFunction(
      () => document.querySelector('.linked-partners__balance strong')?.textContent === '14,080 points',
      undefined,
      { timeout: 15_000 },
    )
    t.equal(await page.getByText('Your conversion is being processed…').count(), 0, 'no longer processing')
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: linked, with conversions')
    await screenshots(page, 'linked-partners-linked')

    // Unlink: the link form again.
    await page.getByRole('button', { name: 'Unlink British Airways account' }).click()
    await page
      .getByRole('dialog', { name: 'Unlink your British Airways account?' })
      .getByRole('button', { name: 'Unlink account' })
      .click()
    await page.getByText('Your airline points account has been unlinked.').waitFor()
    await page.getByRole('button', { name: 'Link account' }).waitFor()
    // The one refusal asked for (already linked to another card); no other request failed.
    t.same(refused, ['409 POST /api/linked-partners'], 'the only refused request')
    t.same(
      consoleErrors.filter((text) => !text.endsWith('status of 409 (Conflict) /api/linked-partners')),
      [],
      'no other console errors',
    )
    t.notOk(
      problems.consoleErrors.some((text) => text.startsWith('uncaught')),
      'no uncaught errors',
    )
    t.same(problems.cspViolations, [], 'no CSP violations')
  })
}
