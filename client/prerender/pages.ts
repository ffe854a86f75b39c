/**
 * The pages rendered to HTML: the public pages whose first view is the same for every signed-out
 * visitor (routes specification §2.1) and whose controls are links, which work before any script
 * has run: the welcome page, contact, the content and legal pages, the eShops and the not-found
 * page. A page whose first view depends on its link (a token, a brand, a preview) or on
 * who is signed in is not, and neither, for now, is a page whose buttons or fields need the script
 * (help's questions and search, prices' filters and terms, the registration start, card-number entry): a press before the page
 * is hydrated would be lost.
 */
import type { RouteEntry } from '../../shared/routes/route-entry.ts'
import { requirementsOf } from '../../shared/routes/route-entry.ts'
import { createRouteTable, type ScreenName } from '../../shared/routes/route-table.ts'
import type { SwitchValues } from '../../shared/switches.ts'
import { legalPageSlugs } from '../app/routes/public/content/legal-pages.ts'

export type PrerenderedPage = { path: string; title: string }

/** The HTML every unknown path is answered with (404); rendered at a path no table names. */
export const NOT_FOUND_PAGE: PrerenderedPage = { path: '/page-not-found', title: 'Page not found' }

const SCREENS: ReadonlySet<ScreenName> = new Set<ScreenName>([
  'welcome',
  'contact-us',
  'register-help',
  'eshops',
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
    if (!SCREENS.has(entry.screen) || needs.login) return []
    if (needs.switch && switches[needs.switch] !== true) return []
    return pathsOf(entry).map((path) => ({ path, title: entry.title }))
  })
  return [...pages, NOT_FOUND_PAGE]
}
