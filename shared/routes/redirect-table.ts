/**
 * Every redirect of routes specification §2.4 as concrete from → to pairs. Precedence
 * (`resolvePath`): an exact redirect, then the route table, then a wildcard redirect, so
 * /offers/food redirects although /offers/:offerType exists, and /register/help stays a page
 * although /register/* redirects. A `from` may end with `/*` or, once, `prefix*`
 * (/brands/oxfam-*), as find-my-way reads them.
 */
import { CARD_CHECK_SEGMENT, ENTER_CARD_NUMBER_SEGMENT, identityRoutes } from './identity-routes.ts'
import { legacyStartRedirects, OLD_ACCOUNT_REDIRECTS, type Redirect } from './legacy-redirects.ts'
import { assertIdentityStartPrefix, type RouteTableOptions } from './route-table.ts'

export type { Redirect } from './legacy-redirects.ts'

const many = (froms: readonly string[], to: string): Redirect[] => froms.map((from) => ({ from, to }))

function specificationRedirects(prefix: string): Redirect[] {
  return [
    // The identity-start prefix itself (registration specification §2).
    { from: prefix, to: `${prefix}/${CARD_CHECK_SEGMENT}` },
    ...many(['/offers/saved', '/offers/food'], '/sainsburys?filter=bonus'),
    { from: '/offers/your-nectar-prices', to: '/sainsburys?filter=your-nectar-prices' },
    { from: '/communicationpreferences', to: '/account/comms' },
    ...many(['/faqs', '/contact'], '/help'),
    { from: '/register/get-started', to: '/start' },
    ...many(['/register', '/join', '/activate'], prefix),
    ...many(['/forgotten-password', '/reset-password'], '/start/existing-nectar-check'),
    { from: '/start/enter-email', to: '/start/choose-an-account' },
    ...many(['/my-nectar', '/offers'], '/homepage'),
    { from: '/wallet', to: '/offers-saved' },
    ...many(['/login', '/c/login'], `${prefix}/${ENTER_CARD_NUMBER_SEGMENT}`),
    { from: '/signin', to: '/login' },
    { from: '/terms-and-conditions', to: '/about/privacy-and-legal/collector-rules' },
    { from: '/brands/simplybe', to: '/brands/simply-be' },
    { from: '/brands/phaseeight', to: '/brands/phase-eight' },
    { from: '/brands/argos-redeem', to: '/brands/argos' },
    ...many(['/ba', '/brands/british-airway'], '/brands/british-airways'),
    { from: '/brands/oxfam-*', to: '/oxfam-exit' },
    // Partner exits: the specification names the exit pages, not their old brand paths.
    ...many(['/brands/american-express', '/brands/amex'], '/amex-exit'),
    ...many(['/brands/virgin-trains', '/brands/virgintrains'], '/virgin-trains-exit'),
    ...many(['/brands/south-western-railway', '/brands/swr'], '/swr-exit'),
    { from: '/surprise-rewards', to: '/card/activity' },
    { from: '/travel', to: '/nectar-travel' },
    { from: '/now', to: `${prefix}/${CARD_CHECK_SEGMENT}` },
    ...many(['/brands/redirecting', '/brands/checkout/*'], '/brands'),
    { from: '/register/*', to: '/start/enter-email' },
    { from: '/account-redirect', to: '/account' },
    ...many(
      ['/onboarding', '/offerhub', '/settings', '/expired', '/earned', '/mobileonboarding'],
      '/nectar-connect/index.htm',
    ),
    { from: '/nectar-connect-login', to: '/nectar-connect' },
  ]
}

export function createRedirectTable({ identityStartPrefix }: RouteTableOptions): readonly Redirect[] {
  const prefix = assertIdentityStartPrefix(identityStartPrefix)
  const all = [...specificationRedirects(prefix), ...legacyStartRedirects(prefix), ...OLD_ACCOUNT_REDIRECTS]
  // A prefix such as /start would turn legacy entries into loops (/start → /start) or
  // shadow journey pages (/start/choose-an-account): journey pages are never redirected, and
  // the first entry for a path wins.
  const journeyPages = new Set(identityRoutes(prefix).map((entry) => entry.path))
  const seen = new Set<string>()
  return Object.freeze(
    all.filter(({ from, to }) => {
      const keep = from !== to && !journeyPages.has(from) && !seen.has(from)
      seen.add(from)
      return keep
    }),
  )
}
