/**
 * Every public route of the route table (routes specification §2.1) and every step of the
 * registration and sign-in journey, in Chromium as a visitor: each ends on its own screen (its
 * heading as route-headings.ts gives it), with no 5xx, console error, CSP violation or serious axe
 * finding (helpers/route-walk.ts). One context, sequential navigations, to keep the file fast; each
 * route's own suite checks what it says.
 */
import t from 'tap'
import { identityRoutes } from '../../shared/routes/identity-routes.ts'
import { PUBLIC_ROUTES } from '../../shared/routes/public-routes.ts'
import { watchPage } from './helpers/page-checks.ts'
import { walkRoutes } from './helpers/route-walk.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

if (suite) {
  t.test('every public and sign-in route shows its own screen', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    const problems = await watchPage(page)
    const routes = [...PUBLIC_ROUTES, ...identityRoutes(suite.product.config.IDENTITY_START_PREFIX)]
    t.ok(routes.length > 70, `${routes.length} routes`)
    await walkRoutes(t, page, routes)
    // A page may answer a refused token or an unknown id with a 4xx the console reports; nothing else.
    const others = problems.consoleErrors.filter((text) => !/status of 4\d\d/.test(text))
    t.same({ ...problems, consoleErrors: others }, { consoleErrors: [], cspViolations: [] })
  })
}
