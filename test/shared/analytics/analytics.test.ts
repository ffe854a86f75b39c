/**
 * The analytics page names (the specification's three and the route table's titles otherwise), the
 * consent cookie as the gateway reads it (group 2, the catalogue's analytics group), and the logo's
 * special months.
 */
import t from 'tap'
import { logoMonth } from '../../../client/components/layout/logo-month.ts'
import { ANALYTICS_GROUP, grantsAnalytics } from '../../../shared/analytics/consent-cookie.ts'
import { PAGE_NAMES, pageNameFor } from '../../../shared/analytics/page-names.ts'
import { COOKIE_CONSENT_GROUPS } from '../../../shared/constants/catalogue.ts'
import { PAGE_NAME_PATTERN } from '../../../shared/contract/events.ts'

t.test("the specification's page names, and the route title for the rest", async (t) => {
  t.equal(pageNameFor('/my-offers', 'New Offers'), 'New Offers')
  t.equal(pageNameFor('/history', 'History'), 'Wallet - Transactions')
  t.equal(pageNameFor('/account/close', 'Close your account'), 'Close Account')
  t.equal(pageNameFor('/nectar-travel', 'Travel'), 'Travel', 'not in the map: the title')
  const pattern = new RegExp(PAGE_NAME_PATTERN)
  for (const name of Object.values(PAGE_NAMES)) t.ok(pattern.test(name), `${name} passes the gateway's rule`)
})

t.test('the consent cookie grants analytics with group 2 only', async (t) => {
  t.equal(ANALYTICS_GROUP, COOKIE_CONSENT_GROUPS.analytics)
  t.equal(grantsAnalytics('groups=2'), true)
  t.equal(grantsAnalytics('groups=2,3,4'), true)
  t.equal(grantsAnalytics('groups=3,4'), false)
  t.equal(grantsAnalytics('groups=22'), false)
  t.equal(grantsAnalytics('groups=2;x'), false)
  t.equal(grantsAnalytics(undefined), false)
})

t.test('the logo marks June and October only', async (t) => {
  t.same(logoMonth(new Date(2026, 5, 1)), { month: 6, name: 'Pride Month' })
  t.same(logoMonth(new Date(2026, 9, 31)), { month: 10, name: 'Black History Month' })
  for (const month of [0, 1, 2, 3, 4, 6, 7, 8, 10, 11])
    t.equal(logoMonth(new Date(2026, month, 15)).name, undefined, `month ${month + 1}`)
})
