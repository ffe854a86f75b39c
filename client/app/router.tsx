/**
 * The client router: wouter keeps the location, the shared resolvePath decides what it is (a page of
 * the route table, a redirect of the redirect table, or not found) exactly as the gateway does. The
 * welcome page is told without the tables, which load lazily (use-path-resolver.ts), so it paints
 * without them.
 * @see https://github.com/molefrog/wouter#uselocation-working-with-the-history
 */
import { Redirect, useLocation, useSearch } from 'wouter'
import type { RouteEntry } from '../../shared/routes/route-entry.ts'
import { HOME_PATH } from '../../shared/routes/signed-in-home.ts'
import { welcomeRouteFor } from '../../shared/routes/welcome-routes.ts'
import { AppShell } from '../components/layout/app-shell.tsx'
import { useShellSession } from '../components/layout/use-shell-session.ts'
import { useAppConfig } from '../lib/app-config.ts'
import { ConnectionLost, Screen, ScreenError, ScreenLoading } from './screen.tsx'
import type { ScreenProps } from './screen-props.ts'
import { usePathResolver } from './use-path-resolver.ts'
import { useRouteGuard } from './use-route-guard.ts'

const notFound: RouteEntry<'not-found'> = {
  path: '*',
  access: 'public',
  screen: 'not-found',
  title: 'Page not found',
}

export function AppRouter() {
  const { identityStartPrefix } = useAppConfig()
  const [pathname] = useLocation()
  const search = useSearch()
  const welcome = welcomeRouteFor(pathname, identityStartPrefix)
  const resolver = usePathResolver(identityStartPrefix, welcome === undefined)
  const session = useShellSession(pathname)

  if (resolver === 'failed')
    return (
      <AppShell session={session}>
        <ScreenError />
      </AppShell>
    )
  const resolution = resolver
    ? resolver(pathname, search)
    : welcome && ({ kind: 'page', entry: welcome, params: {} } as const)
  if (!resolution)
    return (
      <AppShell session={session}>
        <ScreenLoading />
      </AppShell>
    )
  if (resolution.kind === 'redirect') return <Redirect to={resolution.location} replace />
  const { entry, params } = resolution.kind === 'page' ? resolution : { entry: notFound, params: {} }
  // The sign-up pitch is for visitors (the gateway does the same on a full page load).
  if (entry.screen === 'welcome' && session?.signedIn) return <Redirect to={HOME_PATH} replace />
  return (
    <AppShell session={session}>
      {/* Keyed by path: a new page starts with a fresh error boundary and screen state. */}
      <GuardedScreen key={pathname} entry={entry} params={params} />
    </AppShell>
  )
}

/** The screen once the route's access rules allow it (see use-route-guard.ts). */
function GuardedScreen({ entry, params }: ScreenProps & { params: Record<string, string> }) {
  const guard = useRouteGuard(entry)
  if (guard === 'checking') return <ScreenLoading />
  if (typeof guard === 'object') return <ConnectionLost tryAgain={guard.unavailable} />
  return guard === 'not-found' ? (
    <Screen entry={notFound} params={{}} />
  ) : (
    <Screen entry={entry} params={params} />
  )
}
