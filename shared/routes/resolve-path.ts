/**
 * What a pathname is: a page, a redirect (followed to its end, so a client or the gateway
 * answers with one Location), or nothing. Precedence: an exact redirect; else the more
 * specific of the best route and the best wildcard redirect, segment by segment (a tie goes
 * to the route). So /offers/food redirects though /offers/:offerType exists, /register/help
 * stays a page though /register/* redirects, and /brands/oxfam-shop redirects though
 * /brands/:brandDetailsKey exists.
 */
import { bestMatch, compareScores, matchPattern, type PathParams } from './match-path.ts'
import type { Redirect } from './redirect-table.ts'
import type { RouteEntry } from './route-entry.ts'
import type { TableEntry } from './route-table.ts'

/** No chain in the redirect table is longer than this (a test follows every entry). */
export const MAX_REDIRECT_HOPS = 3

export type Resolution<Entry extends RouteEntry = TableEntry> =
  | { kind: 'page'; entry: Entry; params: PathParams }
  | { kind: 'redirect'; location: string; hops: number }
  | { kind: 'not-found' }

const isWildcard = (from: string) => from.endsWith('*')

const exactRedirect = (redirects: readonly Redirect[], pathname: string) =>
  redirects.find(({ from }) => !isWildcard(from) && matchPattern(from, pathname))

const wildcardRedirect = (redirects: readonly Redirect[], pathname: string) =>
  bestMatch(
    redirects.filter(({ from }) => isWildcard(from)),
    (redirect) => redirect.from,
    pathname,
  )

/** The redirect for `pathname` alone (no route table): an exact `from`, else the best wildcard. */
export function matchRedirect(redirects: readonly Redirect[], pathname: string): Redirect | undefined {
  return exactRedirect(redirects, pathname) ?? wildcardRedirect(redirects, pathname)?.item
}

/** `to` with the incoming query kept for every key `to` does not set itself (e.g. next). */
export function mergeQuery(to: string, search: string): string {
  const [path = '', toQuery = ''] = to.split('?', 2)
  const merged = new URLSearchParams(toQuery)
  for (const [key, value] of new URLSearchParams(search)) if (!merged.has(key)) merged.append(key, value)
  const query = merged.toString()
  return query ? `${path}?${query}` : path
}

type Step<Entry> = { page?: { entry: Entry; params: PathParams }; redirect?: Redirect }

function step<Entry extends RouteEntry>(
  routes: readonly Entry[],
  redirects: readonly Redirect[],
  pathname: string,
): Step<Entry> {
  const exact = exactRedirect(redirects, pathname)
  if (exact) return { redirect: exact }
  const route = bestMatch(routes, (entry) => entry.path, pathname)
  const wildcard = wildcardRedirect(redirects, pathname)
  if (wildcard && (!route || compareScores(wildcard.score, route.score) > 0))
    return { redirect: wildcard.item }
  return route ? { page: { entry: route.item, params: route.params } } : {}
}

export function resolvePath<Entry extends RouteEntry>(
  routes: readonly Entry[],
  redirects: readonly Redirect[],
  pathname: string,
  search = '',
): Resolution<Entry> {
  let location: string | undefined
  for (let hops = 0; hops <= MAX_REDIRECT_HOPS; hops++) {
    const path = location === undefined ? pathname : (location.split('?', 1)[0] ?? '')
    const { page, redirect } = step(routes, redirects, path)
    if (page) return location === undefined ? { kind: 'page', ...page } : { kind: 'redirect', location, hops }
    if (!redirect)
      return location === undefined ? { kind: 'not-found' } : { kind: 'redirect', location, hops }
    location = mergeQuery(redirect.to, location === undefined ? search : (location.split('?', 2)[1] ?? ''))
  }
  // Only a broken table gets here; the redirect-table test keeps every chain within the cap.
  return { kind: 'redirect', location: location ?? '/', hops: MAX_REDIRECT_HOPS }
}
