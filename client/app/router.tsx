/**
 * The client router: wouter keeps the location, the shared resolvePath decides what it is (a page of
 * the route table, a redirect of the redirect table, or not found) exactly as the gateway does.
 * @see https://github.com/molefrog/wouter#uselocation-working-with-the-history
 */
import { useMemo } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { createRedirectTable } from '../../shared/routes/redirect-table.ts'
import { resolvePath } from '../../shared/routes/resolve-path.ts'
import { createRouteTable, type RouteEntry } from '../../shared/routes/route-table.ts'
import { AppShell } from '../components/layout/app-shell.tsx'
import { useAppConfig } from '../lib/app-config.ts'
import { Screen } from './screen.tsx'
import { useRouteGuard } from './use-route-guard.ts'

const notFound: RouteEntry = { path: '*', access: 'public', screen: 'not-found', title: 'Page not found' }

export function AppRouter() {
  const { identityStartPrefix } = useAppConfig()
  const [pathname] = useLocation()
  const search = useSearch()
  const routes = useMemo(() => createRouteTable({ identityStartPrefix }), [identityStartPrefix])
  const redirects = useMemo(() => createRedirectTable({ identityStartPrefix }), [identityStartPrefix])

  const resolution = resolvePath(routes, redirects, pathname, search)
  if (resolution.kind === 'redirect') return <Redirect to={resolution.location} replace />
  const { entry, params } = resolution.kind === 'page' ? resolution : { entry: notFound, params: {} }
  return (
    <AppShell>
      {/* Keyed by path: a new page starts with a fresh error boundary and screen state. */}
      <GuardedScreen key={pathname} entry={entry} params={params} />
    </AppShell>
  )
}

/** The screen once the route's access rules allow it (see use-route-guard.ts). */
function GuardedScreen({ entry, params }: { entry: RouteEntry; params: Record<string, string> }) {
  const guard = useRouteGuard(entry)
  if (guard === 'checking')
    return (
      <p className="loading" role="status">
        Loading
      </p>
    )
  return guard === 'not-found' ? (
    <Screen entry={notFound} params={{}} />
  ) : (
    <Screen entry={entry} params={params} />
  )
}
