/**
 * The public pages rendered to HTML (client/prerender/), so a visitor sees the page before any
 * script has run. Rendered once the gateway is ready, in a worker thread (server/gateway/prerender/render-worker.ts), with
 * this environment's configuration and switches; until then, and for any visitor the HTML does not
 * fit, pages get the client shell as before. A page's HTML fits a visitor who is signed out, forces
 * no switch, sees the switches it was rendered with, and brings no query string (card-number entry
 * allows `next`); the cookie question is in it or not as the visitor has answered it.
 * `reply.sendPage(status)` answers a page request either way.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { RENDER_MODULE } from '../../../../client/build/server-files.ts'
import { CONSENT_COOKIE_NAME } from '../../../../shared/analytics/consent-cookie.ts'
import { earlyPressesScript } from '../../early-presses-script.ts'
import { inlineStylesheet } from '../../inline-stylesheet.ts'
import { type EncodedPage, type Encoding, encodedPage } from '../../prerender/encoded-page.ts'
import type {
  FetchMessage,
  RenderedPageMessage,
  RenderRequest,
  WorkerMessage,
} from '../../prerender/render-messages.ts'
import { publicAppConfig } from '../../public-app-config.ts'
import { DEFAULT_CLIENT_DIR } from '../external/static.ts'

const RERENDER_EVERY_MS = 60 * 60 * 1000

type Stored = { acceptsNext: boolean; askingConsent: EncodedPage; consentChosen: EncodedPage }

declare module 'fastify' {
  interface FastifyInstance {
    prerenderedPages: {
      /** Settles once every page has been rendered (or rendering failed, which is logged). */
      rendered(): Promise<void>
      /** The paths rendered so far. */
      paths(): string[]
    }
  }
  interface FastifyReply {
    /** A page: its HTML when it fits the visitor, else the client shell. */
    sendPage(statusCode?: 200 | 404): Promise<FastifyReply>
  }
}

function chooseEncoding(request: FastifyRequest): Encoding {
  const accepted = String(request.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepted)) return 'br'
  return /\bgzip\b/.test(accepted) ? 'gzip' : 'identity'
}

async function prerenderedPages(fastify: FastifyInstance, opts: { clientDir?: string }) {
  const root = resolve(opts.clientDir ?? DEFAULT_CLIENT_DIR)
  const renderModule = join(root, RENDER_MODULE)
  /** The pages of the last render that succeeded, and the switches they show. */
  let rendered: { pages: Map<string, Stored>; notFound?: Stored; switches: string } | undefined
  let rendering: Promise<void> = Promise.resolve()
  let worker: Worker | undefined
  let refresh: NodeJS.Timeout | undefined
  /** Set by the gateway's close: no render starts after it, and one it cuts short is no fault. */
  let closing = false

  /** The worker's fetch bridge: the gateway answers the request itself. */
  async function answer(message: FetchMessage) {
    const response = await fastify.inject({
      method: message.method as 'GET',
      url: message.url,
      // As the browser would send it: the canonical host (canonical-origin.ts redirects any other).
      headers: { ...message.headers, host: new URL(fastify.config.PUBLIC_ORIGIN).host },
      ...(message.body === undefined ? {} : { payload: message.body }),
    })
    const contentType = response.headers['content-type']
    worker?.postMessage({
      id: message.id,
      status: response.statusCode,
      headers: contentType ? { 'content-type': String(contentType) } : {},
      body: response.body,
    })
  }

  /** Renders every page; the new set replaces the old one only once it is whole. */
  async function renderAll(): Promise<void> {
    const switches = await fastify.featureSwitches.unforced()
    // The same files helmet.ts allows by their hashes.
    const stylesheet = inlineStylesheet(root)
    const script = earlyPressesScript(root)
    const request: RenderRequest = {
      renderModule: pathToFileURL(renderModule).href,
      template: readFileSync(join(root, 'index.html'), 'utf8'),
      ...(stylesheet ? { stylesheet: { href: stylesheet.href, text: stylesheet.text } } : {}),
      ...(script ? { earlyPresses: script.text } : {}),
      config: publicAppConfig(fastify.config),
      switches,
    }
    const next: NonNullable<typeof rendered> = { pages: new Map(), switches: JSON.stringify(switches) }
    const store = (message: RenderedPageMessage) => {
      // A page whose data could not be fetched would show it loading: the shell does as well.
      if (!message.complete) {
        fastify.log.warn({ path: message.path }, 'page not rendered to HTML: its data could not be fetched')
        return
      }
      const page = {
        acceptsNext: message.acceptsNext,
        askingConsent: encodedPage(message.askingConsent),
        consentChosen: encodedPage(message.consentChosen),
      }
      if (message.notFound) next.notFound = page
      else next.pages.set(message.path, page)
    }
    if (closing) return
    const started = performance.now()
    await new Promise<void>((done, fail) => {
      worker = new Worker(new URL('../../prerender/render-worker.ts', import.meta.url), {
        workerData: request,
      })
      worker.on('message', (message: WorkerMessage) => {
        if (message.kind === 'page') store(message)
        else if (message.kind === 'fetch') answer(message).catch(fail)
        else done()
      })
      worker.on('error', fail)
      worker.on('exit', (code) =>
        code === 0 ? done() : fail(new Error(`render worker exited with ${code}`)),
      )
    }).finally(() => {
      void worker?.terminate()
      worker = undefined
    })
    if (closing) return
    rendered = next
    fastify.log.info(
      { pages: next.pages.size + (next.notFound ? 1 : 0), ms: Math.round(performance.now() - started) },
      'public pages rendered to HTML',
    )
  }

  const renderLogged = () =>
    renderAll().catch((error: unknown) => {
      if (closing) return
      fastify.log.error({ err: error }, 'public pages not rendered to HTML: the last rendered set stays')
    })

  if (existsSync(renderModule)) {
    // Not awaited: the gateway is ready at once and serves the shell until the pages are here.
    fastify.addHook('onReady', async () => {
      rendering = renderLogged()
      // Again each hour: help's questions, the remote switches and the logo's month may have changed.
      refresh = setInterval(() => {
        rendering = rendering.then(renderLogged)
      }, RERENDER_EVERY_MS).unref()
    })
    fastify.addHook('onClose', async () => {
      closing = true
      clearInterval(refresh)
      await worker?.terminate()
    })
  }

  /** The stored page that fits this visitor, if any. */
  async function fitting(request: FastifyRequest, statusCode: number): Promise<Stored | undefined> {
    if (!rendered || (request.method !== 'GET' && request.method !== 'HEAD')) return
    const { pages, notFound, switches: renderedSwitches } = rendered
    const [pathname = '/', search] = request.url.split('?', 2)
    const page = statusCode === 404 ? notFound : pages.get(pathname)
    if (!page || request.session?.get('collectorId')) return
    if (search !== undefined) {
      const params = new URLSearchParams(search)
      if (!page.acceptsNext || [...params.keys()].some((name) => name !== 'next')) return
    }
    if (fastify.featureSwitches.faux(request).length > 0) return
    const switches = JSON.stringify(await fastify.featureSwitches.values(request))
    return switches === renderedSwitches ? page : undefined
  }

  fastify.decorate('prerenderedPages', {
    rendered: () => rendering,
    paths: () => [...(rendered?.pages.keys() ?? [])],
  })

  fastify.decorateReply('sendPage', async function sendPage(this: FastifyReply, statusCode: 200 | 404 = 200) {
    const page = await fitting(this.request, statusCode)
    if (!page) return this.sendAppShell(statusCode)
    // The HTML differs by these cookies, so no cache may give one visitor's copy to another.
    this.header('vary', 'accept-encoding, cookie').header('cache-control', 'no-cache, private')
    const consent = this.request.cookies?.[CONSENT_COOKIE_NAME] !== undefined
    const variant = consent ? page.consentChosen : page.askingConsent
    // Only the 200 takes part in revalidation: a 404 never turns into a 304.
    if (statusCode === 200) {
      this.header('etag', variant.etag)
      if (this.request.headers['if-none-match'] === variant.etag) return this.code(304).send()
    }
    const encoding = chooseEncoding(this.request)
    const body = await variant.body(encoding)
    if (encoding !== 'identity') this.header('content-encoding', encoding)
    return this.code(statusCode).type('text/html; charset=utf-8').send(body)
  })
}

export default fp(prerenderedPages, {
  name: 'prerendered-pages',
  dependencies: ['static', 'feature-switches', 'session'],
})
