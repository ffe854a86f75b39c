/**
 * Hydrates a page the gateway sent as HTML (client/prerender/). Every chunk its first view shows
 * (the route tables, the screen, the shell's notifications and cookie question) is loaded first, so
 * React hydrates the whole page in one pass: nothing suspends, and no later update (the session's
 * answer) can find a part not yet hydrated and paint it again from scratch. Once it is hydrated,
 * what the visitor did before is passed on: the fields they changed, then the presses the page's
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

const inputEvent = () => new Event('input', { bubbles: true })

/**
 * React learns of a field's changes from its events, none of which it saw before hydrating. For
 * each field changed: what React rendered is put back (through React's own setter where it tracks
 * the field), and an input event makes React hydrate the field's part of the page now if it has not
 * yet (it hydrates a part on its first event), with nothing changed to tell.
 */
function putBack(field: HTMLInputElement | HTMLTextAreaElement, property: 'value' | 'checked') {
  if (property === 'checked' && field instanceof HTMLInputElement) field.checked = field.defaultChecked
  else field.value = field.defaultValue
  field.dispatchEvent(inputEvent())
}

/** Then the visitor's change is made again the way React hears of it: typed text, or a tick. */
function announceChangedFields(container: HTMLElement) {
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A radio button unticked by the choice of another is put right by that one's click.
      if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue
      putBack(field, 'checked')
      field.click()
    } else if (field.value !== field.defaultValue) {
      const typed = field.value
      // The DOM's own setter: React's, on the element, would take the text as already known.
      const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
      if (!setValue) continue
      putBack(field, 'value')
      setValue.call(field, typed)
      field.dispatchEvent(inputEvent())
    }
  }
}

/** Renders the app; its effect runs once the whole tree has hydrated and committed. */
function Hydrated({ children, container }: { children: ReactNode; container: HTMLElement }) {
  useEffect(() => {
    // Each in a task of its own: React ignores events dispatched while it is committing, and the
    // held presses must find the typed text rendered.
    let passOn = setTimeout(() => {
      announceChangedFields(container)
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
