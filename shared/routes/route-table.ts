/**
 * The one route table: the gateway serves the HTML shell, guards login and switch routes and
 * answers 404 from it; the client router renders from it. Unknown paths match nothing (the
 * specification's catch-all pair is the not-found page, not an entry).
 */
import { LOGIN_ROUTES, SWITCH_ROUTES } from './account-routes.ts'
import { identityRoutes } from './identity-routes.ts'
import { bestMatch, type PathParams } from './match-path.ts'
import { PUBLIC_ROUTES } from './public-routes.ts'
import type { RouteEntry } from './route-entry.ts'

export type { RouteEntry } from './route-entry.ts'
export { requirementsOf } from './route-entry.ts'

/** Every screen name the route table gives: the client's screen registry covers exactly these. */
export type ScreenName =
  | (typeof PUBLIC_ROUTES)[number]['screen']
  | ReturnType<typeof identityRoutes>[number]['screen']
  | (typeof SWITCH_ROUTES)[number]['screen']
  | (typeof LOGIN_ROUTES)[number]['screen']

/** An entry of the route table, its screen one of the table's names. */
export type TableEntry = RouteEntry<ScreenName>

export type RouteTableOptions = { identityStartPrefix: string }

/** A prefix such as /id/start: leading slash, lower-case segments, no trailing slash. */
const PREFIX_PATTERN = /^(?:\/[a-z0-9-]+)+$/u

export function assertIdentityStartPrefix(prefix: string): string {
  if (!PREFIX_PATTERN.test(prefix))
    throw new Error(`identityStartPrefix must look like /id/start, got ${JSON.stringify(prefix)}`)
  return prefix
}

export function createRouteTable({ identityStartPrefix }: RouteTableOptions): readonly TableEntry[] {
  const prefix = assertIdentityStartPrefix(identityStartPrefix)
  return Object.freeze([...PUBLIC_ROUTES, ...identityRoutes(prefix), ...SWITCH_ROUTES, ...LOGIN_ROUTES])
}

export type RouteMatch<Entry extends RouteEntry = TableEntry> = { entry: Entry; params: PathParams }

/**
 * The most specific entry for `pathname` (static segments before `:param` ones, so
 * /brands/search is not a brand), or undefined. Malformed or unsafe paths match nothing.
 */
export function matchRoute<Entry extends RouteEntry>(
  table: readonly Entry[],
  pathname: string,
): RouteMatch<Entry> | undefined {
  const match = bestMatch(table, (entry) => entry.path, pathname)
  return match && { entry: match.item, params: match.params }
}
