/**
 * The static public pages in one chunk, picked by the route table's screen name: content as data
 * (content/*.ts) rendered by ContentPage, one screen for every `static-…` name of the route table.
 */
import type { ChunkScreens } from '../../chunk-screens.ts'
import type { ScreenProps } from '../../screen-props.ts'
import NotFoundRoute from '../not-found.tsx'
import { contentFor } from './content/content-for.ts'
import { ContentPage } from './content-page.tsx'

export function PublicPages({ entry, params }: ScreenProps) {
  const page = contentFor({ screen: entry.screen, title: entry.title, params })
  return page ? <ContentPage page={page} /> : <NotFoundRoute />
}

export const screens = {
  'static-quests': PublicPages,
  'static-quests-terms': PublicPages,
  'static-open-app': PublicPages,
  'static-travel': PublicPages,
  'static-spend': PublicPages,
  'static-account-buttons': PublicPages,
  'static-service-unavailable': PublicPages,
  'static-privacy-and-legal': PublicPages,
  'static-legal-page': PublicPages,
  'static-locator': PublicPages,
  'static-app': PublicPages,
  'static-notifier': PublicPages,
  'static-partner-exit': PublicPages,
  'static-business': PublicPages,
  'static-business-partners': PublicPages,
  'static-accessibility': PublicPages,
} satisfies ChunkScreens
