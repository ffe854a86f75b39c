/**
 * The static public pages in one chunk, picked by the route table's screen name: content as data
 * (content/*.ts) rendered by ContentPage. One family entry in screens.ts keeps the welcome page's
 * script within its budget.
 */
import type { ScreenProps } from '../../screen-props.ts'
import NotFoundRoute from '../not-found.tsx'
import { contentFor } from './content/content-for.ts'
import { ContentPage } from './content-page.tsx'

export default function PublicPages({ entry, params }: ScreenProps) {
  const page = contentFor({ screen: entry.screen, title: entry.title, params })
  return page ? <ContentPage page={page} /> : <NotFoundRoute />
}
