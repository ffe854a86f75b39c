/**
 * Hydrates a page the gateway sent as HTML (client/prerender/). Every chunk its first view shows
 * (the route tables, the screen, the shell's notifications and cookie question) is loaded first, so
 * React hydrates the whole page in one pass: nothing suspends, and no later update (the session's
 * answer) can find a part not yet hydrated and paint it again from scratch. Once it is hydrated,
 * what the visitor did before is passed on: text typed into a field, then the presses the page's
 * inline script held (prerender/early-presses.ts).
 */
import { type ReactNode, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { welcomeRouteFor } from '../../shared/routes/welcome-routes.ts'
import { preloadShell } from '../components/layout/app-shell.tsx'
import type { StartState } from '../lib/start-state.ts'
import { HYDRATED_EVENT } from '../prerender/early-presses.ts'
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

/**
 * React learns a field's value from its input events, none of which it saw before hydrating. For
 * each field typed into: the value React rendered is put back (through React's own setter where it
 * tracks the field) and an input event makes React hydrate the field's part of the page now if it
 * has not yet (it hydrates a part on its first event) with nothing changed; then the typed value
 * goes in through the DOM's own setter and a second input event tells React of the change.
 */
function announceTypedFields(container: HTMLElement) {
  const input = () => new Event('input', { bubbles: true })
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.value === field.defaultValue) continue
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
    if (!setValue) continue
    const typed = field.value
    field.value = field.defaultValue
    field.dispatchEvent(input())
    setValue.call(field, typed)
    field.dispatchEvent(input())
  }
}

/** Renders the app; its effect runs once the whole tree has hydrated and committed. */
function Hydrated({ children, container }: { children: ReactNode; container: HTMLElement }) {
  useEffect(() => {
    // Each in a task of its own: React ignores events dispatched while it is committing, and the
    // held presses must find the typed text rendered.
    let passOn = setTimeout(() => {
      announceTypedFields(container)
      passOn = setTimeout(() => document.dispatchEvent(new Event(HYDRATED_EVENT)))
    })
    return () => clearTimeout(passOn)
  }, [container])
  return children
}

export async function hydratePage(container: HTMLElement, app: ReactNode, start: StartState) {
  try {
    const screen = await screenOfPage(window.location, start.config.identityStartPrefix)
    await Promise.all([screenFor(screen).preload(), preloadShell({ askConsent: !start.consentChosen })])
  } catch {
    // A chunk that cannot load fails again where the page renders it, with its own error state.
  }
  hydrateRoot(container, <Hydrated container={container}>{app}</Hydrated>)
}
