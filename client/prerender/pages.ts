/**
 * The pages rendered to HTML: the public pages whose first view is the same for every signed-out
 * visitor (routes specification §2.1): the welcome page, help and contact, the content pages,
 * prices, the eShops, the registration start, card-number entry and the not-found page. A page
 * whose first view depends on its link (a token, a brand, a preview) or on who is signed in is not.
 */
import type { RouteEntry } from '../../shared/routes/route-entry.ts'
import { requirementsOf } from '../../shared/routes/route-entry.ts'
import { createRouteTable, type ScreenName } from '../../shared/routes/route-table.ts'
import type { SwitchValues } from '../../shared/switches.ts'
import { legalPageSlugs } from '../app/routes/public/content/legal-pages.ts'

export type PrerenderedPage = {
  path: string
  title: string
  /** Served also with `?next=`: the page shows nothing of it until the visitor acts. */
  acceptsNext: boolean
}

/** The HTML every unknown path is answered with (404); rendered at a path no table names. */
export const NOT_FOUND_PAGE: PrerenderedPage = {
  path: '/page-not-found',
  title: 'Page not found',
  acceptsNext: false,
}

const SCREENS: ReadonlySet<ScreenName> = new Set<ScreenName>([
  'welcome',
  'help',
  'contact-us',
  'register-help',
  'how-to-get-prices',
  'eshops',
  'eshops-brands',
  'card-check',
  'sign-up',
  'enter-card-number',
  'enter-collector-id',
  'static-quests',
  'static-quests-terms',
  'static-open-app',
  'static-travel',
  'static-spend',
  'static-service-unavailable',
  'static-privacy-and-legal',
  'static-legal-page',
  'static-locator',
  'static-app',
  'static-notifier',
  'static-partner-exit',
])

const ACCEPTS_NEXT: ReadonlySet<ScreenName> = new Set<ScreenName>(['enter-card-number', 'enter-collector-id'])

/** With the skip switch on, card-number entry shows nothing of its own: it goes straight to the provider. */
const skipsCardEntry = (screen: ScreenName, switches: Partial<SwitchValues>) =>
  screen === 'enter-card-number' && switches.isSkipCollectorIdEnabled === true

/** The concrete paths of an entry: its own, or one per content page for /about/privacy-and-legal/:page. */
function pathsOf(entry: RouteEntry): string[] {
  if (!entry.path.includes(':')) return [entry.path]
  if (entry.screen === 'static-legal-page')
    return legalPageSlugs().map((slug) => entry.path.replace(':page', encodeURIComponent(slug)))
  return []
}

export function prerenderedPages(
  identityStartPrefix: string,
  switches: Partial<SwitchValues>,
): PrerenderedPage[] {
  const pages = createRouteTable({ identityStartPrefix }).flatMap((entry) => {
    const needs = requirementsOf(entry)
    if (!SCREENS.has(entry.screen) || needs.login || skipsCardEntry(entry.screen, switches)) return []
    if (needs.switch && switches[needs.switch] !== true) return []
    const acceptsNext = ACCEPTS_NEXT.has(entry.screen)
    return pathsOf(entry).map((path) => ({ path, title: entry.title, acceptsNext }))
  })
  return [...pages, NOT_FOUND_PAGE]
}
