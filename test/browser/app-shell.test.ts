/** The frame every page shares, the welcome page and not-found, as a visitor meets them in Chromium. */
import t from 'tap'
import { createRouteTable, matchRoute } from '../../shared/routes/route-table.ts'
import { screenshots, seriousAxeFindings, watchPage } from './helpers/page-checks.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

if (suite) {
  const { config } = suite.product
  const prefix = config.IDENTITY_START_PREFIX
  const scheme = config.SCHEME_NAME
  const table = createRouteTable({ identityStartPrefix: prefix })

  t.test('the welcome page names the scheme and offers the three ways in', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    const problems = await watchPage(page)
    const response = await page.goto('/')
    t.equal(response?.status(), 200)

    const main = page.getByRole('main')
    await main.getByRole('heading', { level: 1, name: `Welcome to ${scheme}` }).waitFor()
    t.equal(
      await main.getByRole('link', { name: 'Register now' }).getAttribute('href'),
      `${prefix}/card-check`,
    )
    t.equal(
      await main.getByRole('link', { name: 'Log in' }).getAttribute('href'),
      `${prefix}/enter-card-number`,
    )
    t.equal(
      await main.getByRole('link', { name: 'Try a temporary card for 30 days' }).getAttribute('href'),
      `${prefix}/temp-card/enter-email-address`,
    )
    t.equal(
      await page
        .getByRole('banner')
        .getByRole('link', { name: `${scheme} home` })
        .textContent(),
      scheme,
    )
    t.equal(await page.title(), `${matchRoute(table, '/')?.entry.title} | ${scheme}`)

    t.same(await seriousAxeFindings(page), [], 'axe: no serious or critical violations')
    await screenshots(page, 'welcome')
    t.same(problems, { consoleErrors: [], cspViolations: [] })
  })

  t.test(
    'the welcome page paints without the route tables, then fetches them for the next page',
    async (t) => {
      const page = await (await suite.newContext(t)).newPage()
      const problems = await watchPage(page)
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      const asked: string[] = []
      let firstAsked = () => {}
      const askedOnce = new Promise<void>((resolve) => {
        firstAsked = resolve
      })
      await page.route('**/assets/route-tables-*.js', async (route) => {
        asked.push(new URL(route.request().url()).pathname)
        firstAsked()
        await held
        await route.continue()
      })
      await page.goto('/New_Nectar')
      await page
        .getByRole('main')
        .getByRole('heading', { level: 1, name: `Welcome to ${scheme}` })
        .waitFor()
      t.equal(await page.title(), `Welcome | ${scheme}`, 'painted while the route tables are held')
      release()
      await askedOnce
      t.equal(asked.length, 1, 'fetched once, after the welcome page painted')
      await page.getByRole('banner').getByRole('link', { name: 'Help' }).click()
      await page.waitForURL('**/help')
      await page.getByRole('heading', { level: 1 }).waitFor()
      t.equal(await page.title(), `${matchRoute(table, '/help')?.entry.title} | ${scheme}`)
      t.equal(asked.length, 1, 'not fetched again')
      t.same(problems, { consoleErrors: [], cspViolations: [] })
    },
  )

  t.test('another page waits for the route tables, then shows', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    const problems = await watchPage(page)
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/assets/route-tables-*.js', async (route) => {
      await held
      await route.continue()
    })
    // With a query string the gateway sends the client shell, not the page's HTML (prerendered-pages.ts).
    await page.goto('/help?from=mail')
    await page.getByRole('main').getByRole('status').filter({ hasText: 'Loading' }).waitFor()
    t.equal(await page.getByRole('heading', { level: 1 }).count(), 0, 'no page before the tables')
    release()
    await page.getByRole('heading', { level: 1 }).waitFor()
    t.equal(await page.title(), `${matchRoute(table, '/help')?.entry.title} | ${scheme}`)
    t.same(problems, { consoleErrors: [], cspViolations: [] })
  })

  t.test('the skip link is the first stop and moves focus to the main content', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).waitFor()

    await page.keyboard.press('Tab')
    const focused = () =>
      page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent)
    t.equal(await focused(), 'Skip to main content')
    t.ok(await page.getByRole('link', { name: 'Skip to main content' }).isVisible(), 'visible when focused')
    await page.keyboard.press('Enter')
    t.equal(await focused(), 'main')
  })

  t.test('after a client-side navigation, focus is on the main content', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    const problems = await watchPage(page)
    await page.goto('/')
    // Hydrated: before that, the welcome page's HTML links load the next page whole.
    await page.waitForLoadState('networkidle')
    await page.getByRole('main').getByRole('link', { name: 'Register now' }).click()
    await page.waitForURL(`**${prefix}/card-check`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    t.equal(await page.evaluate(() => document.activeElement?.id), 'main')
    t.equal(await page.title(), `${matchRoute(table, `${prefix}/card-check`)?.entry.title} | ${scheme}`)
    t.same(problems, { consoleErrors: [], cspViolations: [] })
  })

  t.test('an unknown page answers 404 and shows the not-found page', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    const problems = await watchPage(page)
    const response = await page.goto('/no-such-page')
    t.equal(response?.status(), 404)

    await page.getByRole('heading', { level: 1, name: "Sorry, we can't find that page" }).waitFor()
    t.equal(
      await page.getByRole('main').getByRole('link', { name: 'Go to the homepage' }).getAttribute('href'),
      '/',
    )
    t.equal(await page.title(), `Page not found | ${scheme}`)
    t.same(await seriousAxeFindings(page), [], 'axe: no serious or critical violations')
    await screenshots(page, 'not-found')
    // Chromium reports the 404 document itself on the console; nothing else may be there.
    const others = problems.consoleErrors.filter((text) => !text.includes('status of 404'))
    t.same({ ...problems, consoleErrors: others }, { consoleErrors: [], cspViolations: [] })
  })

  t.test('pages are served with a Content-Security-Policy that allows scripts from self only', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    const response = await page.goto('/')
    const csp = response?.headers()['content-security-policy'] ?? ''
    // And the one inline script of a page sent as HTML, by its hash (client/prerender/early-presses.ts).
    t.match(csp, /(^|;)\s*script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/, csp)
  })
}
