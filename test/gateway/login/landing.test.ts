/**
 * Where a completed login lands (plugins/app/identity/destinations.ts): an allowlisted redirectUrl,
 * else the page the collector was going to, else home (/homepage), never the welcome pitch; a
 * registration's login keeps its registrationDone flag on that page.
 */
import t from 'tap'
import { redirectAllowlist } from '../../../config/redirect-allowlist.ts'
import { afterLogin } from '../../../server/gateway/plugins/app/identity/destinations.ts'
import { createRouteTable } from '../../../shared/routes/route-table.ts'

const allowlist = redirectAllowlist('local')
const routes = createRouteTable({ identityStartPrefix: '/id/start' })
const land = (login: { next?: string; redirectUrl?: string; registrationDone?: boolean }) =>
  afterLogin(login, allowlist, routes)

t.test('without a page to return to, the login lands on home', async (t) => {
  t.equal(land({}), '/homepage')
  t.equal(land({ registrationDone: false }), '/homepage')
})

t.test("a registration's login lands on home, with its flag", async (t) => {
  t.equal(land({ registrationDone: true }), '/homepage?registrationDone=true')
})

t.test('the welcome pages are the sign-up pitch: a login meant for them lands on home', async (t) => {
  for (const next of ['/', '/welcome', '/New_Nectar', '/welcome?utm_source=mail', '/#perks']) {
    t.equal(land({ next }), '/homepage', next)
  }
  t.equal(land({ next: '/', registrationDone: true }), '/homepage?registrationDone=true')
})

t.test('a page of this site is kept, with its query and hash', async (t) => {
  t.equal(land({ next: '/card/activity' }), '/card/activity')
  t.equal(land({ next: '/account/details?tab=email#mobile' }), '/account/details?tab=email#mobile')
  t.equal(land({ next: '/vouchers', registrationDone: true }), '/vouchers?registrationDone=true')
  t.equal(land({ next: '/help' }), '/help', 'a public page too')
})

t.test('a next that is not a page of this site lands on home', async (t) => {
  for (const next of ['//evil.example/x', 'https://evil.example/', '/no/such/page', '/\\evil.example']) {
    t.equal(land({ next }), '/homepage', next)
  }
})

t.test('an allowlisted redirectUrl wins; another one is ignored', async (t) => {
  const partner = 'https://partner.example.test/return/done'
  t.equal(land({ redirectUrl: partner, next: '/vouchers' }), partner)
  t.equal(
    land({ redirectUrl: 'https://partner.example.test.evil.com/return', next: '/vouchers' }),
    '/vouchers',
  )
  t.equal(land({ redirectUrl: 'https://evil.example/' }), '/homepage')
})
