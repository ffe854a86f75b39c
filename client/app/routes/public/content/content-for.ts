/**
 * Which content a static screen shows. Screens of this chunk are named `static-<page>` in the route
 * table, and all of them are the one PublicPages screen.
 */
import type { PageContent } from './content-types.ts'
import { legalPageFor } from './legal-pages.ts'
import { partnerExitPage, STATIC_PAGES } from './static-pages.ts'

const STATIC_SCREEN_PREFIX = 'static-'

type Route = { screen: string; title: string; params: Record<string, string | undefined> }

/** The content for a route, or undefined (an unknown page) for the not-found content. */
export function contentFor({ screen, title, params }: Route): PageContent | undefined {
  if (!screen.startsWith(STATIC_SCREEN_PREFIX)) return undefined
  const name = screen.slice(STATIC_SCREEN_PREFIX.length)
  if (name === 'legal-page') return legalPageFor(params.page)
  if (name === 'accessibility') return legalPageFor('accessibility')
  if (name === 'partner-exit') return partnerExitPage(title)
  return STATIC_PAGES.get(name)
}
