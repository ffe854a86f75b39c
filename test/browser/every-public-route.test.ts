/**
 * Every public route of the route table (routes specification §2.1) in Chromium as a visitor: each
 * ends on a page with a main heading and no console error or CSP violation, whatever it shows (a
 * page, a refusal, the place a redirect leads). One context, sequential navigations, to keep the
 * file fast; each route's own suite checks what it says.
 */
import t from 'tap'
import { PUBLIC_ROUTES } from '../../shared/routes/public-routes.ts'
import { watchPage } from './helpers/page-checks.ts'
import { openSuite } from './helpers/suite.ts'

/** A value for each path parameter: sandbox ones where a page shows more with them. */
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
}

const pathOf = (path: string) =>
  path.replace(/:([A-Za-z]+)/g, (_match, name: string) => SAMPLES[name] ?? 'sample')

const suite = await openSuite(t)

if (suite) {
  t.test('every public route ends on a page with a heading', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    const problems = await watchPage(page)
    const paths = [...new Set(PUBLIC_ROUTES.map((entry) => pathOf(entry.path)))]
    t.ok(paths.length > 50, `${paths.length} routes`)
    for (const path of paths) {
      const response = await page.goto(path)
      t.ok(response && response.status() < 500, `${path}: ${response?.status()}`)
      // Some pages move on by themselves (a journey step sends a visitor without a journey to its start).
      await page.waitForLoadState('networkidle')
      await page.locator('h1').first().waitFor({ timeout: 15_000 })
      t.ok(
        await page.locator('h1').first().isVisible(),
        `${path}: a heading (${new URL(page.url()).pathname})`,
      )
    }
    // A page may answer a refused token or an unknown id with a 4xx the console reports; nothing else.
    const others = problems.consoleErrors.filter((text) => !/status of 4\d\d/.test(text))
    t.same({ ...problems, consoleErrors: others }, { consoleErrors: [], cspViolations: [] })
  })
}
