/**
 * The route and redirect tables (every route of the app with its title) and the resolver over
 * them, exactly as the gateway resolves a path. Loaded lazily: the welcome page paints without
 * them, and they are fetched once it has (use-path-resolver.ts).
 */
import { createRedirectTable } from '../../shared/routes/redirect-table.ts'
import { type Resolution, resolvePath } from '../../shared/routes/resolve-path.ts'
import { createRouteTable, type RouteTableOptions } from '../../shared/routes/route-table.ts'

export type PathResolver = (pathname: string, search: string) => Resolution

export function createPathResolver(options: RouteTableOptions): PathResolver {
  const routes = createRouteTable(options)
  const redirects = createRedirectTable(options)
  return (pathname, search) => resolvePath(routes, redirects, pathname, search)
}
