/**
 * Renders one public page to HTML with React's server renderer, from the same tree the browser
 * renders (app/app.tsx): the built index.html with the page's markup in #root, its title, and its
 * start state as a JSON block the browser hydrates from (lib/start-state.ts). `prerender` waits for
 * every lazily loaded screen, so the HTML holds the whole first view, never a spinner.
 *
 * Server data a page shows (the help page's questions) is fetched the way the browser would: a
 * first render finds the queries the page asks for, they are fetched, and the page is rendered again
 * with their answers, which go into the start state so the browser does not fetch them again.
 * Bundled for Node by client/build.ts; the gateway runs it in a worker (server/gateway/prerender/).
 * @see https://react.dev/reference/react-dom/static/prerenderToNodeStream
 */
import { text } from 'node:stream/consumers'
import type { Query } from '@tanstack/react-query'
import { prerenderToNodeStream } from 'react-dom/static'
import { Router } from 'wouter'
import type { AppConfig } from '../../shared/contract/app-config.ts'
import type { SwitchValues } from '../../shared/switches.ts'
import { App } from '../app/app.tsx'
import { preloadRouteTables } from '../app/use-path-resolver.ts'
import { queryClient } from '../lib/react-query.ts'
import { START_STATE_ID, type StartState } from '../lib/start-state.ts'
import type { PrerenderedPage } from './pages.ts'

export { NOT_FOUND_PAGE, prerenderedPages } from './pages.ts'

export type RenderInput = {
  /** The built index.html: stylesheet, deferred entry script and preloads already in its head. */
  template: string
  /** The stylesheet to carry inline instead of linking it: the page paints without another request. */
  stylesheet?: { href: string; text: string } | undefined
  /** The script that holds presses made before the page is hydrated (early-presses.ts), built. */
  earlyPresses?: string | undefined
  page: PrerenderedPage
  config: AppConfig
  switches: Partial<SwitchValues>
}

export type RenderedPage = {
  /** The page for a visitor who has not answered the cookie question (the banner shows) ... */
  askingConsent: string
  /** ... and for one who has. */
  consentChosen: string
  /** False when some data the page shows could not be fetched: the HTML shows it loading. */
  complete: boolean
}

/** `<` escaped, so no text of the data can close the block. */
const jsonBlock = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c')

const escapeText = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/**
 * The page's markup. A component that throws here would leave its part to the browser with an
 * inline script, which the Content-Security-Policy refuses: the page is not rendered at all then.
 */
async function markupOf(path: string, start: StartState): Promise<string> {
  const errors: unknown[] = []
  const { prelude } = await prerenderToNodeStream(
    <Router ssrPath={path} ssrSearch="">
      <App config={Promise.resolve(start.config)} switches={Promise.resolve(start.switches)} start={start} />
    </Router>,
    // One piece of HTML: a larger part would otherwise come later with an inline script to place it.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const markup = await text(prelude)
  if (errors.length > 0) throw new Error(`${path} cannot be rendered to HTML`, { cause: errors[0] })
  return markup
}

/** The queries a render asked for and nothing has answered yet (never those switched off). */
const unanswered = (query: Query) =>
  query.state.status === 'pending' && (query.options as { enabled?: unknown }).enabled !== false

/** Fetches what the first render asked for; false when any of it failed (left out: the page shows it loading). */
async function fetchAskedFor(): Promise<boolean> {
  const asked = queryClient.getQueryCache().findAll({ predicate: unanswered })
  const results = await Promise.allSettled(
    asked.map((query) => queryClient.fetchQuery({ ...query.options, queryKey: query.queryKey })),
  )
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' })
  return results.every((result) => result.status === 'fulfilled')
}

function documentOf(
  { template, stylesheet, earlyPresses }: Pick<RenderInput, 'template' | 'stylesheet' | 'earlyPresses'>,
  title: string,
  markup: string,
  start: StartState,
): string {
  const state = `<script type="application/json" id="${START_STATE_ID}">${jsonBlock(start)}</script>`
  // The page paints from its HTML: its scripts need not race the stylesheet for a slow connection's
  // bandwidth, so the shell's script preloads go (the entry script stays, deferred as a module).
  const link = stylesheet && `<link rel="stylesheet" href="${stylesheet.href}">`
  const script = earlyPresses ? `\n    <script>${earlyPresses}</script>` : ''
  // Replacer functions throughout: a `$` in the text put in is the text's own, never a pattern.
  const page = (link ? template.replace(link, () => `<style>${stylesheet.text}</style>`) : template)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    // Right after the title, so no press can come before it.
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>${script}`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>\n    ${state}`)
  if (!page.includes(state)) throw new Error('index.html has no empty <div id="root"></div>')
  return page
}

export async function renderPage({
  template,
  stylesheet,
  earlyPresses,
  page,
  config,
  switches,
}: RenderInput): Promise<RenderedPage> {
  await preloadRouteTables()
  queryClient.clear()
  const base = { config, switches, session: { signedIn: false }, queries: [] } as const
  await markupOf(page.path, { ...base, consentChosen: true })
  const complete = await fetchAskedFor()
  const queries = queryClient
    .getQueryCache()
    .getAll()
    .map(({ queryKey, state }) => ({ queryKey, data: state.data }))
  const title = `${page.title} | ${config.schemeName}`
  const variant = async (consentChosen: boolean) => {
    const start: StartState = { ...base, consentChosen, queries }
    return documentOf({ template, stylesheet, earlyPresses }, title, await markupOf(page.path, start), start)
  }
  return { askingConsent: await variant(false), consentChosen: await variant(true), complete }
}
