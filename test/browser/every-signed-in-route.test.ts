/**
 * Every signed-in and switch-gated route of the route table (routes specification §2.2, §2.3) in
 * Chromium as Alex, each switch route with its switch forced on: each ends on its own screen (its
 * heading as route-headings.ts gives it), with no 5xx, console error, CSP violation or serious axe
 * finding (helpers/route-walk.ts). Offers and vouchers are Alex's own, so their pages show content.
 */
import t from 'tap'
import { LOGIN_ROUTES, SWITCH_ROUTES } from '../../shared/routes/account-routes.ts'
import { offersOf } from './helpers/offers.ts'
import { watchPage } from './helpers/page-checks.ts'
import { SAMPLES, walkRoutes } from './helpers/route-walk.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

if (suite) {
  t.test('every signed-in and switch route shows its own screen', async (t) => {
    const page = await suite.signedInAt(t, '/homepage')
    const problems = await watchPage(page)
    const food = (await offersOf(page)).find((offer) => offer.sourceType === 'PIANO')
    const { vouchers } = (await (await page.request.get('/api/vouchers')).json()) as {
      vouchers: { id: string; transactionId: string }[]
    }
    const [voucher] = vouchers
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
    await walkRoutes(t, page, routes, samples)
    const others = problems.consoleErrors.filter((text) => !/status of 4\d\d/.test(text))
    t.same({ ...problems, consoleErrors: others }, { consoleErrors: [], cspViolations: [] })
  })
}
