/**
 * Hydrates a page the gateway sent as HTML (client/prerender/). Every chunk its first view shows
 * (the route tables, the screen, the shell's notifications and cookie question) is loaded first, so
 * nothing suspends and no later update (the session's answer) can find a part not yet hydrated and
 * paint it again from scratch. Once React has hydrated the screen (it does so in a pass after the
 * rest), the page's inline script is told, and passes on what the visitor did meanwhile
 * (prerender/early-presses.ts).
 */
import type { ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { welcomeRouteFor } from '../../shared/routes/welcome-routes.ts'
import { preloadShell } from '../components/layout/app-shell.tsx'
import type { StartState } from '../lib/start-state.ts'
import { HYDRATED_EVENT } from '../prerender/early-presses.ts'
import { firstScreenShown } from './first-screen.ts'
import type { ClientScreenName } from './screen-props.ts'
import { screenFor } from './screens.ts'
import { preloadRouteTables } from './use-path-resolver.ts'

/** The screen the router will show for this address, as the gateway's render did. */
async function screenOfPage({ pathname, search }: Location, identityStartPrefix: string) {
  const welcome = welcomeRouteFor(pathname, identityStartPrefix)
  if (welcome) return welcome.screen
  const tables = await preloadRouteTables()
  const resolution = tables.createPathResolver({ identityStartPrefix })(pathname, search)
  return resolution.kind === 'page' ? (resolution.entry.screen as ClientScreenName) : 'not-found'
}

export async function hydratePage(container: HTMLElement, app: ReactNode, start: StartState) {
  try {
    const screen = await screenOfPage(window.location, start.config.identityStartPrefix)
    await Promise.all([screenFor(screen).preload(), preloadShell({ askConsent: !start.consentChosen })])
  } catch {
    // A chunk that cannot load fails again where the page renders it, with its own error state.
  }
  hydrateRoot(container, app)
  await firstScreenShown
  // A task of its own: React ignores events dispatched while it is committing.
  setTimeout(() => document.dispatchEvent(new Event(HYDRATED_EVENT)))
}
