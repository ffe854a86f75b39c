/**
 * Every route of the route table in Chromium, each ending on its own screen: the main heading it
 * shows is the one the reviewed list below gives for it (route-headings.ts), so a route that renders
 * another screen (a registry entry pointing at the wrong chunk, a screen that falls back to a
 * neighbour) fails here. Public routes as a visitor, signed-in and switch routes as Alex with the
 * route's switch forced on; no console error or CSP violation on the way. One context per part,
 * sequential navigations, to keep the file fast; each route's own suite checks what it says.
 */
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { LOGIN_ROUTES, SWITCH_ROUTES } from '../../shared/routes/account-routes.ts'
import { identityRoutes } from '../../shared/routes/identity-routes.ts'
import { PUBLIC_ROUTES } from '../../shared/routes/public-routes.ts'
import type { RouteEntry } from '../../shared/routes/route-entry.ts'
import { offersOf } from './helpers/offers.ts'
import { watchPage } from './helpers/page-checks.ts'
import { ROUTE_HEADINGS } from './helpers/route-headings.ts'
import { openSuite } from './helpers/suite.ts'

/** A value for each path parameter: sandbox ones, so a page shows its content rather than a refusal. */
const SAMPLES: Record<string, string> = {
  token: 'an-unknown-token-0123456789abcdef',
  year: '2025',
  yirId: '8752126d-251c-4d19-9330-7d0b2d351c3a',
  eventId: 'double-points-weekend',
  id: 'new-year-treats',
  categoryId: 'all',
  brandDetailsKey: 'argos',
  jwtToken: 'eyJhbGciOiJub25lIn0.eyJraW5kIjoiaGVyby1jYXJkIn0.',
  page: 'terms-of-use',
  offerType: 'points-multiplier',
  digitalReceiptId: 'dr-0101',
}

const pathOf = (path: string, samples: Record<string, string>) =>
  path.replace(/:([A-Za-z]+)/g, (_match, name: string) => samples[name] ?? 'sample')

/** The page's main heading once it has settled (some pages move on by themselves first). */
async function headingAt(page: Page, path: string) {
  const response = await page.goto(path)
  await page.waitForLoadState('networkidle')
  const heading = page.locator('h1').first()
  await heading.waitFor({ timeout: 15_000 })
  return { status: response?.status() ?? 0, heading: (await heading.innerText()).trim() }
}

/** The observed headings against the reviewed ones, and the HTTP answers that were 5xx. */
async function visit(t: Test, page: Page, routes: readonly RouteEntry[], samples: Record<string, string>) {
  const seen: Record<string, string> = {}
  const failed: string[] = []
  for (const entry of routes) {
    const path = pathOf(entry.path, samples)
    const query = entry.switch ? `?switches=${entry.switch}` : ''
    const { status, heading } = await headingAt(page, `${path}${query}`)
    if (status >= 500) failed.push(`${path}: ${status}`)
    seen[entry.path] = heading
  }
  t.same(failed, [], 'no route answered 5xx')
  const expected = Object.fromEntries(
    routes.map((entry) => [
      entry.path,
      ROUTE_HEADINGS[entry.path]?.replace('{offer}', samples.offerTitle ?? ''),
    ]),
  )
  t.same(seen, expected, 'each route shows its own screen (route-headings.ts)')
}

const suite = await openSuite(t)

if (suite) {
  t.test('every public and sign-in route shows its own screen', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    const problems = await watchPage(page)
    const routes = [...PUBLIC_ROUTES, ...identityRoutes(suite.product.config.IDENTITY_START_PREFIX)]
    t.ok(routes.length > 70, `${routes.length} routes`)
    await visit(t, page, routes, SAMPLES)
    // A page may answer a refused token or an unknown id with a 4xx the console reports; nothing else.
    const others = problems.consoleErrors.filter((text) => !/status of 4\d\d/.test(text))
    t.same({ ...problems, consoleErrors: others }, { consoleErrors: [], cspViolations: [] })
  })

  t.test('every signed-in and switch route shows its own screen', async (t) => {
    const page = await suite.signedInAt(t, '/homepage')
    const problems = await watchPage(page)
    const offers = await offersOf(page)
    const vouchers = (await (await page.request.get('/api/vouchers')).json()) as {
      vouchers: { id: string; transactionId: string }[]
    }
    const food = offers.find((offer) => offer.sourceType === 'PIANO')
    const [voucher] = vouchers.vouchers
    t.ok(food && voucher, 'Alex has an offer and a voucher')
    const samples = {
      ...SAMPLES,
      offerId: food?.id ?? '',
      offerTitle: food?.title ?? '',
      voucherId: voucher?.id ?? '',
      transactionID: voucher?.transactionId ?? '',
    }
    const routes = [...SWITCH_ROUTES, ...LOGIN_ROUTES]
    t.ok(routes.length > 50, `${routes.length} routes`)
    await visit(t, page, routes, samples)
    const others = problems.consoleErrors.filter((text) => !/status of 4\d\d/.test(text))
    t.same({ ...problems, consoleErrors: others }, { consoleErrors: [], cspViolations: [] })
  })
}
