/**
 * The welcome page's routes, in a file of their own: the client paints the welcome page from
 * these before it loads the full route and redirect tables (client/app/use-path-resolver.ts).
 */
import { publicRoute as page, type RouteEntry } from './route-entry.ts'

export const WELCOME_ROUTES = [
  page('/', 'welcome', 'Welcome'),
  page('/welcome', 'welcome', 'Welcome'),
  page('/New_Nectar', 'welcome', 'Welcome'),
] as const satisfies readonly RouteEntry[]

/**
 * The welcome entry `pathname` is, told without the route and redirect tables, or undefined when
 * only they can tell: any other path (a trailing slash or an encoded character included) and a
 * path at or under the identity-start prefix (a prefix of /welcome is redirected to its journey).
 * Wherever this answers, resolvePath over the full tables answers the same page
 * (test/shared/routes/welcome-routes.test.ts).
 */
export function welcomeRouteFor(
  pathname: string,
  identityStartPrefix: string,
): (typeof WELCOME_ROUTES)[number] | undefined {
  if (pathname === identityStartPrefix || pathname.startsWith(`${identityStartPrefix}/`)) return undefined
  return WELCOME_ROUTES.find((entry) => entry.path === pathname)
}
