/**
 * A collector's day, at a phone's width (390 px, the tab bar at the foot) and a desktop's (1280 px,
 * the sections in the header): from the welcome page 'Log in', sign in, land on /homepage (never on
 * the sign-up pitch again), visit every section through the primary navigation (its heading and
 * `aria-current`), load an offer, redeem a reward and find it in the activity, change a preference,
 * and log out. The navigation by keyboard alone; axe on every page visited; screenshots.
 */
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { SCREENSHOT_DIR, seriousAxeFindings, watchPage } from './helpers/page-checks.ts'
import { DEMO_PASSWORD, landedOn, providerLoginPage } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

// Two whole days and a keyboard walk, each page checked by axe: longer than a file's default.
t.setTimeout(600_000)
const suite = await openSuite(t)

/** Every section the signed-in navigation holds, its address and the heading its page shows. */
const SECTIONS = [
  { name: 'Home', path: '/homepage', heading: /^Hi / },
  { name: 'Offers', path: '/my-offers', heading: 'New Offers' },
  { name: 'Vouchers', path: '/vouchers', heading: 'Your vouchers' },
  { name: 'Activity', path: '/card/activity', heading: 'Your activity' },
  { name: 'Account', path: '/account', heading: 'Your account' },
  { name: 'Brands', path: '/brands', heading: 'Brands' },
  { name: 'Help', path: '/help', heading: 'Help' },
] as const

const WIDTHS = [
  { width: 390, height: 844, collector: { card: '10000000002', firstName: 'Sam' } },
  { width: 1280, height: 800, collector: { card: '10000000003', firstName: 'Jordan' } },
] as const

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

async function shot(page: Page, name: string, fullPage = true) {
  await mkdir(SCREENSHOT_DIR, { recursive: true })
  const { width } = page.viewportSize() ?? { width: 0 }
  await page.screenshot({ path: join(SCREENSHOT_DIR, `collectors-day-${name}-${width}.png`), fullPage })
}

/** The links of the main navigation marked as the current page. */
const currentItems = (page: Page) => mainNav(page).locator('a[aria-current="page"]').allTextContents()

if (suite) {
  const axe = async (t: Test, page: Page, what: string) =>
    t.same(await seriousAxeFindings(page), [], `${what}: no serious or critical axe finding`)

  for (const { width, height, collector } of WIDTHS) {
    t.test(`a collector's day at ${width} px`, async (t) => {
      const context = await suite.newContext(t)
      const page = await context.newPage()
      await page.setViewportSize({ width, height })
      const problems = await watchPage(page)
      const failed: string[] = []
      // The context's answers include the offline card worker's. Chromium's own /favicon.ico
      // request is not the page's (the product serves no favicon yet).
      context.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`)
      })
      const consoleErrors: string[] = []
      page.on('console', (message) => {
        const source = message.location().url
        if (message.type() === 'error' && !source.endsWith('/favicon.ico'))
          consoleErrors.push(`${message.text()} (${source})`)
      })

      // The welcome page: a visitor's header, then 'Log in' from the page itself.
      await page.goto('/')
      await heading(page, /^Welcome to /).waitFor()
      t.same(
        await mainNav(page).getByRole('link').allTextContents(),
        ['Brands', 'Help', 'Log in', 'Register'],
        'signed out, the header offers what a visitor can use',
      )
      await axe(t, page, 'welcome')
      await shot(page, 'welcome')
      await page.getByRole('main').getByRole('link', { name: 'Log in' }).click()
      await providerLoginPage(page)
      await page.getByLabel('Card number or email').fill(collector.card)
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
      await page.getByRole('button', { name: 'Log in' }).click()
      await landedOn(page, '/homepage')
      await heading(page, `Hi ${collector.firstName}`).waitFor()
      t.same(await currentItems(page), ['Home'], 'home is the current section')

      // Home: the balance, what it is worth and where it stands against the rewards.
      const balance = page.getByRole('region', { name: 'Your points' })
      const points = Number((await balance.locator('strong').first().textContent())?.replaceAll(',', ''))
      t.ok(points > 0, `${points} points`)
      await balance.getByText(`Worth £${(Math.floor(points / 2) / 100).toFixed(2)}`).waitFor()
      await balance
        .getByText(/more points to your next reward: |You have enough points for /)
        .first()
        .waitFor()
      await axe(t, page, 'home')
      await shot(page, 'home')
      await shot(page, 'home-first-screen', false)

      // Signed in, the welcome pages are home, and the pitch never shows.
      for (const path of ['/', '/welcome', '/New_Nectar']) {
        await page.goto(path)
        await landedOn(page, '/homepage')
      }
      t.equal(await page.getByRole('link', { name: 'Register now' }).count(), 0, "no 'Register now'")
      t.equal(await page.getByRole('link', { name: 'Log in' }).count(), 0, "no 'Log in'")
      await page.getByRole('banner').getByRole('link', { name: /home/ }).click()
      await landedOn(page, '/homepage')

      // Every section through the navigation: a real link, its page, marked current.
      for (const section of SECTIONS) {
        const link = mainNav(page).getByRole('link', { name: section.name, exact: true })
        t.equal(await link.getAttribute('href'), section.path, `${section.name} is a link to ${section.path}`)
        await link.click()
        await landedOn(page, section.path)
        await heading(page, section.heading).waitFor()
        t.same(await currentItems(page), [section.name], `${section.name}: aria-current on its item only`)
        await axe(t, page, section.path)
        if (section.name !== 'Home') await shot(page, section.name.toLowerCase())
      }
      await page.goBack()
      await landedOn(page, '/brands')
      t.same(await currentItems(page), ['Brands'], 'the back button returns to the previous section')

      if (width < 768) {
        // The tab bar covers neither the last of the page nor a popup.
        const tabs = mainNav(page).getByRole('list').first()
        // Scrolled to the very foot, once the page has stopped growing (brands load as they come into
        // view): at the foot with the same height for five checks in a row, 100 ms apart.
        await page.waitForFunction(
          () => {
            const root = document.documentElement
            window.scrollTo(0, root.scrollHeight)
            const atFoot = window.scrollY + window.innerHeight >= root.scrollHeight - 1
            const seen = window as { footHeight?: number; footChecks?: number }
            seen.footChecks = atFoot && seen.footHeight === root.scrollHeight ? (seen.footChecks ?? 0) + 1 : 0
            seen.footHeight = root.scrollHeight
            return seen.footChecks >= 5
          },
          undefined,
          { polling: 100 },
        )
        const bar = await tabs.boundingBox()
        const last = await page.getByRole('contentinfo').getByText(/^©/).boundingBox()
        t.ok(
          bar && last && last.y + last.height <= bar.y,
          'the last line of the page sits above the tab bar',
          {
            bar,
            last,
          },
        )
        t.equal(bar && Math.round(bar.y + bar.height), height, 'the tab bar is at the foot of the screen')
        await mainNav(page).getByRole('link', { name: 'Vouchers' }).click()
        await page.getByRole('button', { name: 'Voucher terms and conditions' }).click()
        const dialog = page.getByRole('dialog')
        await dialog.waitFor()
        t.ok(
          await dialog.evaluate((element) => element.matches(':modal')),
          'the popup is above the page and bar',
        )
        await shot(page, 'popup-over-tab-bar', false)
        await page.keyboard.press('Escape')
      }

      // Load an offer from the offers section.
      await mainNav(page).getByRole('link', { name: 'Offers' }).click()
      await heading(page, 'New Offers').waitFor()
      const offer = page
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: 'Load', exact: true }) })
      const first: Locator = offer.first()
      await first.waitFor()
      const offerTitle = await first.getAttribute('aria-label')
      const loaded = page.waitForResponse((r) =>
        /\/api\/offers\/[^/]+\/state$/.test(new URL(r.url()).pathname),
      )
      await first.getByRole('button', { name: 'Load', exact: true }).click()
      t.equal((await loaded).status(), 200, `offer loaded: ${offerTitle ?? 'its card'}`)
      // A first load is confirmed by a popup: 'Offer loaded', or the saved-voucher one for a voucher offer.
      const confirmation = page.getByRole('dialog')
      await confirmation.waitFor()
      await page.keyboard.press('Escape')
      await confirmation.waitFor({ state: 'hidden' })

      // Redeem a reward from the vouchers section, and find it in the activity.
      await mainNav(page).getByRole('link', { name: 'Vouchers' }).click()
      await page.getByRole('link', { name: 'Spend your points' }).click()
      await heading(page, 'Spend your points').waitFor()
      t.same(await currentItems(page), ['Vouchers'], 'spending points is part of the vouchers section')
      await axe(t, page, '/redemption')
      await page.getByRole('button', { name: "Choose £5 Sainsbury's voucher" }).click()
      await page.getByRole('button', { name: 'Confirm' }).click()
      await heading(page, 'Your voucher is ready').waitFor()
      await mainNav(page).getByRole('link', { name: 'Activity' }).click()
      await heading(page, 'Your activity').waitFor()
      await page.getByText("£5 Sainsbury's voucher").first().waitFor()
      t.pass('the redemption is in the activity')
      await shot(page, 'activity-after-redemption')

      // Change a preference from the account section.
      await mainNav(page).getByRole('link', { name: 'Account' }).click()
      await page.getByRole('link', { name: /^Communication preferences/ }).click()
      await heading(page, 'Communication preferences').waitFor()
      t.same(await currentItems(page), ['Account'], 'a setting is part of the account section')
      const post = page.getByRole('checkbox', { name: 'Post' })
      const wasChecked = await post.isChecked()
      await post.setChecked(!wasChecked)
      await page.getByRole('button', { name: 'Save preferences' }).click()
      await page.getByText('Your preferences have been saved').first().waitFor()
      await axe(t, page, '/account/comms')

      // Log out: the visitor's header again.
      await page.getByRole('banner').getByRole('link', { name: 'Log out' }).click()
      await mainNav(page).getByRole('link', { name: 'Register' }).waitFor()
      t.equal(await mainNav(page).getByRole('link', { name: 'Home' }).count(), 0, 'signed out: no sections')
      t.same(
        consoleErrors,
        [],
        `no console errors (answers of 400 and above: ${failed.join(', ') || 'none'})`,
      )
      t.same(problems.cspViolations, [], 'no CSP violations')
    })
  }

  t.test('the navigation by keyboard alone', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/homepage')
    await providerLoginPage(page)
    await page.getByLabel('Card number or email').fill('10000000001')
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByLabel('Password', { exact: true }).press('Enter')
    await landedOn(page, '/homepage')
    await heading(page, 'Hi Alex').waitFor()

    /** Presses `key` until the focused element is the navigation's link `name`; answers the presses. */
    const tabTo = async (name: string, key: string) => {
      for (let presses = 1; presses <= 30; presses++) {
        await page.keyboard.press(key)
        const focused = await page.evaluate(() => {
          const active = document.activeElement
          return active?.closest('nav[aria-label="Main"]') ? active.textContent : null
        })
        if (focused === name) return presses
      }
      return undefined
    }
    // Forwards from the top of the page, then back from the new page's main region (where focus went).
    for (const { name, path, heading: title, key } of [
      { name: 'Activity', path: '/card/activity', heading: 'Your activity', key: 'Tab' },
      { name: 'Offers', path: '/my-offers', heading: 'New Offers', key: 'Shift+Tab' },
    ]) {
      const presses = await tabTo(name, key)
      t.ok(presses, `${name} reached with ${presses} presses of ${key}`)
      const focusRing = await page.evaluate(
        () => getComputedStyle(document.activeElement as Element).outlineStyle,
      )
      t.not(focusRing, 'none', 'the focused item shows it')
      await page.keyboard.press('Enter')
      await landedOn(page, path)
      await heading(page, title).waitFor()
      t.same(await currentItems(page), [name])
      t.equal(
        await page.evaluate(() => document.activeElement?.id),
        'main',
        'focus moves to the new page, so the next Tab starts from it',
      )
    }
  })
}
