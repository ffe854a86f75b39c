/**
 * The public pages sent as HTML against their own static floor, side by side in one run: the
 * largest contentful paint of each page as the product serves it, and of the same page saved as its
 * rendered DOM with its stylesheet and images but no script, served by a bare node:http server.
 * Chromium with Lighthouse's mobile profile: CPU slowed 4×, 150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up, cold cache, no service worker; the median of several loads, product and floor
 * taking turns. `node bench/public-pages-lcp.ts [runs]`; LCP_PAGES=/a,/b measures those pages only.
 */
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import type { Browser, BrowserContext } from 'playwright-core'
import { defaultOutdir } from '../client/build.ts'
import { launchChromium } from '../test/browser/helpers/chromium.ts'
import { CPU_SLOWDOWN, median, PHONE_VIEWPORT, startProduct } from './browser-page.ts'
import { noteLargestPaint } from './home-lcp.ts'

const PAGES = process.env.LCP_PAGES
  ? process.env.LCP_PAGES.split(',')
  : [
      '/welcome',
      '/help',
      '/how-to-get-nectar-prices',
      '/privacy-and-legal',
      '/about/privacy-and-legal/cookie-policy',
      '/eshops',
      '/id/start/card-check',
      '/id/start/enter-collector-id',
      '/no-such-page',
    ]

/** Lighthouse's mobile throttling (its "slow 4G"): latency is the round trip. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
}

const TYPES: Record<string, string> = {
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

/** The page's rendered DOM with every script and script preload taken out. */
async function floorHtmlOf(context: BrowserContext, path: string): Promise<string> {
  const page = await context.newPage()
  await page.goto(path, { waitUntil: 'networkidle' })
  const html = await page.evaluate(() => {
    for (const element of document.querySelectorAll('script, link[rel="modulepreload"]')) element.remove()
    return `<!doctype html>\n${document.documentElement.outerHTML}`
  })
  await page.close()
  return html
}

/**
 * A bare node:http server: each page's floor HTML at its own path and the built assets, brotli-
 * compressed once up front (as the gateway's are), so the floor pays no compression per request.
 */
function floorServer(pages: Map<string, string>): Promise<{ origin: string; server: Server }> {
  const compressed = new Map<string, { type: string; body: Buffer }>()
  for (const [path, html] of pages)
    compressed.set(path, { type: 'text/html; charset=utf-8', body: brotliCompressSync(html) })
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/'
    let file = compressed.get(path)
    if (!file) {
      try {
        const body = brotliCompressSync(readFileSync(join(defaultOutdir, path.replace(/^\/+/, ''))))
        file = { type: TYPES[extname(path)] ?? 'application/octet-stream', body }
        compressed.set(path, file)
      } catch {
        response.writeHead(404).end()
        return
      }
    }
    response.writeHead(200, { 'content-type': file.type, 'content-encoding': 'br' })
    response.end(file.body)
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      resolve({ origin: `http://127.0.0.1:${port}`, server })
    }),
  )
}

async function lcpOf(browser: Browser, origin: string, path: string): Promise<number> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: PHONE_VIEWPORT,
    serviceWorkers: 'block',
  })
  try {
    await context.addInitScript(noteLargestPaint)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', NETWORK)
    await page.goto(path)
    const at = await page.waitForFunction(() => (window as unknown as { lcpAt?: number }).lcpAt, undefined, {
      timeout: 60_000,
    })
    return Math.round((await at.jsonValue()) as number)
  } finally {
    await context.close()
  }
}

export async function benchPublicPagesLcp({ runs = 5 }: { runs?: number } = {}) {
  const product = await startProduct('public-lcp')
  const browser = await launchChromium()
  const origin = product.config.PUBLIC_ORIGIN
  try {
    const probe = await browser.newContext({ baseURL: origin, viewport: PHONE_VIEWPORT })
    // The gateway renders the pages once ready: wait until they are served as HTML.
    for (
      let tries = 0;
      !(await (await probe.request.get('/welcome')).text()).includes('id="start-state"');
      tries++
    ) {
      if (tries > 300) throw new Error('the public pages were not rendered to HTML')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const floors = new Map<string, string>()
    for (const path of PAGES) floors.set(path, await floorHtmlOf(probe, path))
    await probe.close()
    const floor = await floorServer(floors)
    const pages: Record<string, { productMs: number; floorMs: number; ratio: number }> = {}
    try {
      for (const path of PAGES) {
        const productRuns: number[] = []
        const floorRuns: number[] = []
        // One load of each, not counted: both servers have then read and compressed every file once.
        await lcpOf(browser, origin, path)
        await lcpOf(browser, floor.origin, path)
        for (let run = 0; run < runs; run++) {
          productRuns.push(await lcpOf(browser, origin, path))
          floorRuns.push(await lcpOf(browser, floor.origin, path))
        }
        const productMs = median(productRuns)
        const floorMs = median(floorRuns)
        pages[path] = { productMs, floorMs, ratio: Math.round((productMs / floorMs) * 100) / 100 }
      }
    } finally {
      floor.server.close()
    }
    return { profile: { cpuSlowdown: CPU_SLOWDOWN, ...NETWORK }, runs, pages }
  } finally {
    await browser.close()
    await product.close()
  }
}

if (import.meta.main) {
  const runs = Number(process.argv[2] ?? 5)
  console.log(JSON.stringify(await benchPublicPagesLcp({ runs }), null, 2))
}
