/**
 * The collector's home in Chromium as the demo collector: greeting, points balance, the digital
 * card with its barcode and card number; the scan-card popup by keyboard only (focus in, Escape,
 * focus back on the opener, the page behind inert); the card-help popup to both destinations; a
 * digital card that fails, then loads on retry; a notification announced in the live region (the
 * cookie choices saved, in the first-party cookie); axe-core at 390 and 1280 px; screenshots.
 */
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { SANDBOX_BALANCES } from '../../server/upstream/seed/balances.ts'
import { screenshots, seriousAxeFindings, watchPage } from './helpers/page-checks.ts'
import { ALEX, landedOn, logInAtProvider } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

if (suite) {
  const { config } = suite.product
  const scheme = config.SCHEME_NAME
  const points = new Intl.NumberFormat('en-GB').format(SANDBOX_BALANCES[ALEX.card] ?? 0)

  /** A fresh context signed in as Alex, on the home screen. */
  const signedInHome = async (test: Test): Promise<Page> => {
    const context = await suite.newContext(test)
    const page = await context.newPage()
    await page.goto('/homepage')
    await logInAtProvider(page, ALEX.card)
    await landedOn(page, '/homepage')
    await page.getByRole('heading', { level: 1, name: `Hi ${ALEX.firstName}` }).waitFor()
    return page
  }

  const focusedIn = (page: Page, selector: string) =>
    page.evaluate((within) => Boolean(document.activeElement?.closest(within)), selector)

  t.test('home: greeting, balance, digital card, how to use it; axe at both widths', async (t) => {
    const page = await signedInHome(t)
    const problems = await watchPage(page)
    await page.getByText(`${points} points`).waitFor()
    const barcode = page.getByRole('img', { name: `Barcode for card number 98263000${ALEX.card}` })
    await barcode.waitFor()
    t.match(await barcode.getAttribute('src'), /^data:image\/png;base64,/)
    t.ok(
      await barcode.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 100),
      'PNG drawn',
    )
    t.equal(await page.locator('.digital-card__number').textContent(), `Card number 98263000${ALEX.card}`)
    await page.getByRole('heading', { name: 'How do I use my card?' }).waitFor()
    t.ok(await page.getByText("For now, your digital card only works at Sainsbury's and Esso.").isVisible())
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 })
      t.same(await seriousAxeFindings(page), [], `axe at ${width} px: no serious or critical violations`)
    }
    await screenshots(page, 'home')
    t.same(problems, { consoleErrors: [], cspViolations: [] }, 'no console errors, no CSP violations')
  })

  t.test('scan card by keyboard only: focus in, Escape, focus back, page behind inert', async (t) => {
    const page = await signedInHome(t)
    const scan = page.getByRole('button', { name: 'Scan', exact: true })
    await scan.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Scan' })
    await dialog.waitFor()
    t.ok(await focusedIn(page, 'dialog'), 'focus moved into the popup')
    t.ok(
      await dialog
        .getByText("Here's a bigger barcode, it might help if you're having trouble scanning.")
        .isVisible(),
    )
    t.ok(await dialog.getByText('Set screen brightness to 80% or higher for best results.').isVisible())
    t.ok(await dialog.getByRole('img', { name: `Barcode for card number 98263000${ALEX.card}` }).isVisible())
    const height = await dialog.evaluate((element) => element.getBoundingClientRect().height)
    t.ok(
      height <= (await page.evaluate(() => window.innerHeight)) - 135,
      'at most the window height minus 135',
    )
    t.ok(
      await page.evaluate(() => document.querySelector('dialog:modal') !== null),
      'modal: the page behind is inert',
    )
    t.same(await seriousAxeFindings(page), [], 'axe with the popup open')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: 'test-artifacts/screenshots/home-scan-390.png' })
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab')
      const behind = await page.evaluate(() => {
        const focused = document.activeElement
        return Boolean(focused?.closest('.app-shell') && !focused.closest('dialog'))
      })
      t.notOk(behind, `Tab ${i + 1} never reaches the page behind`)
    }
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    t.ok(await scan.evaluate((button) => button === document.activeElement), 'focus back on Scan')
  })

  t.test('card help: not with you → /retrieve-card; lost or stolen → /replace-card', async (t) => {
    const page = await signedInHome(t)
    const destinations = [
      [`Show ${scheme} card number`, '/retrieve-card'],
      [`Replace ${scheme} card now`, '/replace-card'],
    ] as const
    for (const [name, path] of destinations) {
      if (new URL(page.url()).pathname !== '/homepage') {
        await page.goBack()
        await page.getByRole('heading', { level: 1, name: `Hi ${ALEX.firstName}` }).waitFor()
      }
      await page.getByRole('button', { name: 'Card not with you, lost or stolen?' }).click()
      const dialog = page.getByRole('dialog', { name: 'Your card is...' })
      await dialog.waitFor()
      await dialog.getByRole('link', { name }).click()
      await page.waitForURL((url) => url.pathname === path)
      t.equal(await page.getByRole('dialog').count(), 0, `${name}: the popup closed`)
    }
  })

  t.test('a digital card that fails shows a message and loads on retry', async (t) => {
    const context = await suite.newContext(t)
    let failures = 1
    await context.route('**/api/card/digital-card', async (route) => {
      if (failures-- > 0)
        return route.fulfill({
          status: 502,
          json: {
            code: 'UPSTREAM_ERROR',
            message: 'Looks like something went wrong. Please try again later.',
          },
        })
      return route.continue()
    })
    const page = await context.newPage()
    await page.goto('/homepage')
    await logInAtProvider(page, ALEX.card)
    await landedOn(page, '/homepage')
    await page.getByRole('alert').filter({ hasText: "We couldn't load your digital card." }).waitFor()
    await page.getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('img', { name: `Barcode for card number 98263000${ALEX.card}` }).waitFor()
    t.pass('the card loaded on retry')
  })

  t.test('cookie choices: saved in the first-party cookie, announced in the live region', async (t) => {
    const page = await signedInHome(t)
    await page.getByRole('button', { name: 'Cookie settings' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' })
    await dialog.getByRole('switch', { name: /^Marketing cookies/ }).check()
    await dialog.getByRole('button', { name: 'Save choices' }).click()
    await dialog.waitFor({ state: 'hidden' })
    const region = page
      .locator('[aria-live="polite"]')
      .filter({ hasText: 'Your cookie choices have been saved' })
    await region.waitFor()
    t.equal(await region.count(), 1, 'announced by the polite live region')
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie-consent')
    t.equal(decodeURIComponent(cookie?.value ?? ''), 'groups=4')
    await page.screenshot({ path: 'test-artifacts/screenshots/home-notification-1280.png' })
    await region
      .getByText('Your cookie choices have been saved')
      .waitFor({ state: 'detached', timeout: 6000 })
    t.pass('the toast closed after its timer')
  })
}
