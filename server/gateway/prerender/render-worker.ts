/**
 * Renders the public pages to HTML in a worker thread, so React's server renderer and the client's
 * modules never stay in the gateway's memory: it loads the render module the client build wrote
 * (client/prerender/render-page.tsx), renders every page in both cookie-question variants,
 * posts them to the gateway one by one and ends.
 *
 * The client's code fetches `/api/...` as in the browser; here `fetch` is a bridge that asks the
 * gateway to answer the request itself (fastify.inject), as for a signed-out visitor.
 */
import { parentPort, workerData } from 'node:worker_threads'
import type { FetchAnswer, RenderRequest, WorkerMessage } from './render-messages.ts'

const port = parentPort
if (!port) throw new Error('render-worker.ts runs as a worker thread')
const input = workerData as RenderRequest

const post = (message: WorkerMessage) => port.postMessage(message)

const waiting = new Map<number, (answer: FetchAnswer) => void>()
let nextId = 0
port.on('message', (answer: FetchAnswer) => waiting.get(answer.id)?.(answer))

globalThis.fetch = async (resource: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const request = new Request(
    new URL(resource instanceof Request ? resource.url : resource, 'http://gateway'),
    init,
  )
  const id = nextId++
  const answered = new Promise<FetchAnswer>((resolve) => waiting.set(id, resolve))
  post({
    kind: 'fetch',
    id,
    method: request.method,
    url: `${new URL(request.url).pathname}${new URL(request.url).search}`,
    headers: Object.fromEntries(request.headers),
    ...(request.body ? { body: await request.text() } : {}),
  })
  const answer = await answered
  waiting.delete(id)
  const empty = answer.status === 204 || answer.status === 304
  return new Response(empty ? null : answer.body, { status: answer.status, headers: answer.headers })
}

type RenderModule = typeof import('../../../client/prerender/render-page.tsx')

const { renderPage, prerenderedPages, NOT_FOUND_PAGE } = (await import(input.renderModule)) as RenderModule
for (const page of prerenderedPages(input.config.identityStartPrefix, input.switches)) {
  const rendered = await renderPage({ ...input, page })
  post({
    kind: 'page',
    path: page.path,
    notFound: page.path === NOT_FOUND_PAGE.path,
    acceptsNext: page.acceptsNext,
    complete: rendered.complete,
    askingConsent: rendered.askingConsent,
    consentChosen: rendered.consentChosen,
  })
}
post({ kind: 'done' })
