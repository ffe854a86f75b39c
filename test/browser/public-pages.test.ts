/**
 * The static public pages in Chromium as a visitor: each route shows its heading and never "This page
 * is not available yet."; the welcome page's registration-perks table; an unknown legal page shows the
 * not-found content; /travel lands on /nectar-travel; every internal link on these pages leads to a
 * known page; /accessibility once signed in; axe at 390 and 1280 px on every page; screenshots of a
 * few. One context, sequential navigations, to keep the file fast.
 */
import type { Page } from 'playwright-core'
import t from 'tap'
import { DEFAULT_CARELINE_PHONE, DEFAULT_SCHEME_NAME } from '../../shared/constants/scheme-defaults.ts'
import { screenshots, seriousAxeFindingsAtBothWidths, watchPage } from './helpers/page-checks.ts'
import { ALEX, landedOn, logInAtProvider } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

const COMING_SOON = 'This page is not available yet.'
const NOT_FOUND = "Sorry, we can't find that page"
const LEGAL = '/about/privacy-and-legal'

/** Route → its h1. */
const PAGES: readonly [string, string][] = [
  ['/welcome', `Welcome to ${DEFAULT_SCHEME_NAME}`],
  ['/nectar-travel', `Travel with ${DEFAULT_SCHEME_NAME}`],
  ['/open-app', `Open the ${DEFAULT_SCHEME_NAME} app`],
  ['/nectar-app', `Get the ${DEFAULT_SCHEME_NAME} app`],
  ['/locator', 'Find a store'],
  ['/your-nectar-quests', `Your ${DEFAULT_SCHEME_NAME} quests`],
  ['/your-nectar-quests/terms-and-conditions', 'Quests terms and conditions'],
  ['/account-buttons', 'Your account'],
  ['/spend', 'Ways to spend your points'],
  ['/service-unavailable', 'Sorry, this service is unavailable'],
  ['/privacy-and-legal', 'Privacy and legal'],
  ['/personalised-advertising', 'Privacy and legal'],
  ['/digital-advertising', 'Privacy and legal'],
  [`${LEGAL}/terms-of-use`, 'Website terms of use'],
  [`${LEGAL}/collector-rules`, 'Collector rules'],
  [`${LEGAL}/cookie-policy`, 'Cookie policy'],
  [`${LEGAL}/privacy-policy`, 'Privacy policy'],
  [`${LEGAL}/accessibility`, 'Accessibility statement'],
  [`${LEGAL}/participating-companies`, 'Participating companies'],
  [`${LEGAL}/eshops-terms-and-conditions`, 'eShops terms and conditions'],
  [`${LEGAL}/no-such-page`, NOT_FOUND],
  ['/nectar-business', `${DEFAULT_SCHEME_NAME} for business`],
  ['/nectar-business/partners', 'Business partners'],
  ['/oxfam-exit', 'Oxfam has left the scheme'],
  ['/amex-exit', 'American Express has left the scheme'],
  ['/virgin-trains-exit', 'Virgin Trains has left the scheme'],
  ['/swr-exit', 'South Western Railway has left the scheme'],
  ['/nectar-notifier', `${DEFAULT_SCHEME_NAME} browser notifier`],
]

const SCREENSHOTS = new Set(['/welcome', '/spend', `${LEGAL}/cookie-policy`, '/oxfam-exit'])

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 })

const suite = await openSuite(t)

if (suite) {
  const context = await suite.newContext(t)
  const page = await context.newPage()
  const problems = await watchPage(page)
  /**
   * Moves within the app as its own links do (wouter follows pushState): one page load for the
   * whole file, so the gateway's per-client limits on the app's start-up calls are never reached.
   */
  const visit = (path: string) => page.evaluate((to) => window.history.pushState(null, '', to), path)
  await page.goto('/welcome')

  /** Internal link targets seen on the pages, checked at the end. */
  const linked = new Set<string>()

  t.test('every static page shows its heading, not "not available yet", and passes axe', async (t) => {
    for (const [path, heading] of PAGES) {
      await visit(path)
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor()
      t.equal(await h1(page).count(), 1, `${path}: one h1`)
      t.equal(await page.getByText(COMING_SOON).count(), 0, `${path}: no "${COMING_SOON}"`)
      t.same(await seriousAxeFindingsAtBothWidths(page), [], `${path}: axe finds nothing serious`)
      for (const href of await page
        .getByRole('main')
        .locator('a[href^="/"]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? '')))
        linked.add(href)
      if (SCREENSHOTS.has(path)) await screenshots(page, `public-${path.split('/').at(-1)}`)
    }
  })

  t.test('the welcome page compares a temporary card with a full account', async (t) => {
    await visit('/welcome')
    const table = page.getByRole('table', { name: 'What a temporary card and a full account give you' })
    await table.waitFor()
    const row = async (name: string) =>
      await table
        .getByRole('row', { name: new RegExp(`^${name}`) })
        .getByRole('cell')
        .allTextContents()
    t.same(await row('Personalised prices'), ['No', 'Yes'])
    t.same(await row('Spend your points'), ['No', 'Yes'])
    t.same(await row('Bonus offers'), ['No', 'Yes'])
    t.same(await row('Partner offers'), ['No', 'Yes'])
    t.same(await row('Partners where you collect'), ['Selected partners only', 'All 500+ partners'])
    await page.getByRole('link', { name: 'Get a full account' }).click()
    await page.waitForURL('**/card-check')
    t.pass('the table leads to registration')
  })

  t.test('/travel lands on /nectar-travel', async (t) => {
    await page.goto('/travel')
    await page.getByRole('heading', { level: 1, name: `Travel with ${DEFAULT_SCHEME_NAME}` }).waitFor()
    t.equal(new URL(page.url()).pathname, '/nectar-travel')
  })

  t.test('texts use the configured careline; links move between pages in the app', async (t) => {
    await visit(`${LEGAL}/collector-rules`)
    await page.getByText(`Call the Careline on ${DEFAULT_CARELINE_PHONE}.`, { exact: false }).waitFor()
    await visit('/privacy-and-legal')
    await page
      .getByRole('navigation', { name: 'Policies and terms' })
      .getByRole('link', { name: 'Cookie policy' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Cookie policy' }).waitFor()
    t.equal(new URL(page.url()).pathname, `${LEGAL}/cookie-policy`)
  })

  // Checked before the links are followed: a login link leaves for the identity provider's pages.
  t.test('no console errors or CSP violations on these pages', async (t) => {
    t.same(problems, { consoleErrors: [], cspViolations: [] })
  })

  t.test('every internal link on these pages leads to a known page', async (t) => {
    t.ok(linked.size > 10, `${linked.size} link targets`)
    for (const href of linked) {
      // A link to a signed-in page leads to the identity provider; back in the app with a page load.
      if (new URL(page.url()).pathname.startsWith('/oidc')) await page.goto(href)
      else await visit(href)
      // Until the next screen's chunk and data arrive, the page before may still show.
      await page.waitForLoadState('networkidle')
      t.notMatch(await h1(page).first().textContent(), NOT_FOUND, href)
    }
  })

  // Last, as it signs the context in: /accessibility is a signed-in page (specification §2.3).
  t.test('signed in, /accessibility shows the accessibility statement', async (t) => {
    await page.goto('/accessibility')
    await logInAtProvider(page, ALEX.card)
    await landedOn(page, '/accessibility')
    await page.getByRole('heading', { level: 1, name: 'Accessibility statement', exact: true }).waitFor()
    t.equal(await page.getByText(COMING_SOON).count(), 0)
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe finds nothing serious')
  })
}
