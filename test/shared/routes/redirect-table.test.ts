import t from 'tap'
import { createRedirectTable } from '../../../shared/routes/redirect-table.ts'
import {
  MAX_REDIRECT_HOPS,
  matchRedirect,
  mergeQuery,
  resolvePath,
} from '../../../shared/routes/resolve-path.ts'
import { createRouteTable } from '../../../shared/routes/route-table.ts'

/** A concrete path for a `from` pattern (a wildcard gets a sample tail). */
const sample = (from: string) => from.replace(/\*$/u, 'sample')

for (const prefix of ['/id/start', '/start', '/login', '/register']) {
  t.test(`prefix ${prefix}: every from ends at a page within ${MAX_REDIRECT_HOPS} hops`, async (t) => {
    const routes = createRouteTable({ identityStartPrefix: prefix })
    const redirects = createRedirectTable({ identityStartPrefix: prefix })
    t.equal(new Set(redirects.map(({ from }) => from)).size, redirects.length, 'each from once')
    for (const { from, to } of redirects) {
      t.not(from, to, `${from} does not redirect to itself`)
      const result = resolvePath(routes, redirects, sample(from))
      if (result.kind !== 'redirect') {
        t.fail(`${from} should redirect, got ${result.kind}`)
        continue
      }
      t.ok(result.hops <= MAX_REDIRECT_HOPS, `${from}: ${result.hops} hops`)
      const end = resolvePath(routes, redirects, result.location.split('?')[0] ?? '')
      t.equal(end.kind, 'page', `${from} → ${result.location} is a page`)
    }
  })
}

t.test('every to resolves to a page, directly or by the table', async (t) => {
  const routes = createRouteTable({ identityStartPrefix: '/id/start' })
  const redirects = createRedirectTable({ identityStartPrefix: '/id/start' })
  for (const { to } of redirects) {
    const result = resolvePath(routes, redirects, to.split('?')[0] ?? '')
    t.ok(result.kind !== 'not-found', `${to} resolves`)
  }
})

t.test('the specification’s redirects land where §2.4 says', async (t) => {
  const routes = createRouteTable({ identityStartPrefix: '/id/start' })
  const redirects = createRedirectTable({ identityStartPrefix: '/id/start' })
  const cases: [string, string][] = [
    ['/offers/food', '/sainsburys?filter=bonus'],
    ['/offers/saved', '/sainsburys?filter=bonus'],
    ['/offers/your-nectar-prices', '/sainsburys?filter=your-nectar-prices'],
    ['/communicationpreferences', '/account/comms'],
    ['/faqs', '/help'],
    ['/contact', '/help'],
    ['/register/get-started', '/id/start/card-check'],
    ['/register', '/id/start/card-check'],
    ['/join', '/id/start/card-check'],
    ['/activate', '/id/start/card-check'],
    ['/id/start', '/id/start/card-check'],
    ['/forgotten-password', '/id/start/card-check'],
    ['/reset-password', '/id/start/card-check'],
    ['/start/existing-nectar-check', '/id/start/card-check'],
    ['/start/enter-email', '/id/start/choose-an-account'],
    ['/start/choose-an-account', '/id/start/choose-an-account'],
    ['/my-nectar', '/homepage'],
    ['/offers', '/homepage'],
    ['/wallet', '/offers-saved'],
    ['/login', '/id/start/enter-card-number'],
    ['/c/login', '/id/start/enter-card-number'],
    ['/signin', '/id/start/enter-card-number'],
    ['/terms-and-conditions', '/about/privacy-and-legal/collector-rules'],
    ['/brands/simplybe', '/brands/simply-be'],
    ['/brands/phaseeight', '/brands/phase-eight'],
    ['/brands/argos-redeem', '/brands/argos'],
    ['/ba', '/brands/british-airways'],
    ['/brands/british-airway', '/brands/british-airways'],
    ['/brands/oxfam-shop', '/oxfam-exit'],
    ['/brands/american-express', '/amex-exit'],
    ['/brands/virgin-trains', '/virgin-trains-exit'],
    ['/brands/swr', '/swr-exit'],
    ['/surprise-rewards', '/card/activity'],
    ['/travel', '/nectar-travel'],
    ['/now', '/id/start/card-check'],
    ['/brands/redirecting', '/brands'],
    ['/brands/checkout/basket/1', '/brands'],
    ['/register/anything', '/id/start/choose-an-account'],
    ['/account-redirect', '/account'],
    ['/onboarding', '/nectar-connect/index.htm'],
    ['/mobileonboarding', '/nectar-connect/index.htm'],
    ['/nectar-connect-login', '/nectar-connect'],
    ['/my-nectar/manage-account', '/account'],
    ['/my-nectar/manage-account/personal-details', '/account/details'],
    ['/my-nectar/manage-account/replace-card', '/account/replace-card/reason'],
    ['/my-nectar/nectar-notifier', '/nectar-notifier'],
  ]
  for (const [from, location] of cases) {
    const result = resolvePath(routes, redirects, from)
    t.equal(result.kind === 'redirect' ? result.location : result.kind, location, from)
  }
})

t.test('precedence: exact redirect, then the more specific of route and wildcard', async (t) => {
  const routes = createRouteTable({ identityStartPrefix: '/id/start' })
  const redirects = createRedirectTable({ identityStartPrefix: '/id/start' })
  const kind = (path: string) => resolvePath(routes, redirects, path).kind
  t.equal(kind('/register/help'), 'page', 'route beats /register/*')
  t.equal(kind('/brands/oxfam'), 'page', 'a brand not matching oxfam-*')
  t.equal(kind('/brands/checkout'), 'page', '/brands/checkout/* needs a segment below')
  t.equal(kind('/offers/bonus'), 'page', '/offers/:offerType')
  t.equal(kind('/nowhere'), 'not-found')
  t.equal(matchRedirect(redirects, '/register/help')?.to, '/start/enter-email', 'table alone')
  t.equal(matchRedirect(redirects, '/login/')?.to, '/id/start/enter-card-number', 'trailing slash')
})

t.test('the incoming query is kept for keys the target does not set', async (t) => {
  const routes = createRouteTable({ identityStartPrefix: '/id/start' })
  const redirects = createRedirectTable({ identityStartPrefix: '/id/start' })
  t.same(resolvePath(routes, redirects, '/signin', '?next=%2Faccount'), {
    kind: 'redirect',
    location: '/id/start/enter-card-number?next=%2Faccount',
    hops: 2,
  })
  t.same(resolvePath(routes, redirects, '/offers/food', 'filter=evil&x=1'), {
    kind: 'redirect',
    location: '/sainsburys?filter=bonus&x=1',
    hops: 1,
  })
  t.equal(mergeQuery('/a', ''), '/a')
  t.equal(mergeQuery('/a?b=1', '?b=2&c=3'), '/a?b=1&c=3')
})
