/**
 * The personalised prices page in Chromium as a visitor, with the CPU slowed 4× (CDP
 * Emulation.setCPUThrottlingRate): the time from navigation start to the first 24 prices shown
 * (24 cards in the list), the median of several loads, with the HTTP cache off and then on. Also
 * the gzip bytes of the JavaScript the prices page loads beyond what the welcome page loads (every
 * /assets/*.js response of each). Times in ms from the page's own clock.
 */
import type { BrowserContext } from 'playwright-core'
import { PRICES_PAGE_SIZE } from '../shared/contract/prices.ts'
import { launchChromium } from '../test/browser/helpers/chromium.ts'
import {
  CPU_SLOWDOWN,
  gzipBytesOf,
  median,
  PHONE_VIEWPORT,
  scriptsOf,
  startProduct,
  timeTo,
} from './browser-page.ts'

const PRICES_PATH = '/how-to-get-nectar-prices'
const PRICE_CARDS = '.prices-list__items > li'

/** The page's clock when the list first holds `count` cards: an observer installed before any script runs. */
function notePricesShown({ selector, count }: { selector: string; count: number }) {
  new MutationObserver((_, observer) => {
    if (document.querySelectorAll(selector).length < count) return
    ;(window as unknown as { pricesShownAt?: number }).pricesShownAt ??= performance.now()
    observer.disconnect()
  }).observe(document, { childList: true, subtree: true })
}

const timeToPrices = (context: BrowserContext, cold: boolean) =>
  timeTo(context, PRICES_PATH, 'pricesShownAt', cold)

export async function benchPricesPage({ runs = 7 }: { runs?: number } = {}) {
  const product = await startProduct('prices')
  const { config } = product
  const browser = await launchChromium()
  try {
    const viewport = PHONE_VIEWPORT
    const options = { baseURL: config.PUBLIC_ORIGIN, viewport, serviceWorkers: 'block' as const }
    const context = await browser.newContext(options)
    await context.addInitScript(notePricesShown, { selector: PRICE_CARDS, count: PRICES_PAGE_SIZE })

    const welcome = await scriptsOf(context, '/welcome')
    const prices = await scriptsOf(context, PRICES_PATH)
    const beyondWelcome = [...prices].filter((script) => !welcome.has(script))

    // First loads warm the gateway's and the upstream's code paths; then the measured runs.
    await timeToPrices(context, true)
    const noCache: number[] = []
    for (let run = 0; run < runs; run++) noCache.push(await timeToPrices(context, true))
    const httpCache: number[] = []
    for (let run = 0; run < runs; run++) httpCache.push(await timeToPrices(context, false))

    return {
      cpuSlowdown: CPU_SLOWDOWN,
      viewport,
      firstPricesShownMs: {
        noCacheMedian: median(noCache),
        noCacheRuns: noCache,
        httpCacheMedian: median(httpCache),
        httpCacheRuns: httpCache,
      },
      javascript: {
        welcome: { files: welcome.size, gzipBytes: gzipBytesOf(welcome) },
        pricesPage: { files: prices.size, gzipBytes: gzipBytesOf(prices) },
        beyondWelcome: { files: beyondWelcome, gzipBytes: gzipBytesOf(beyondWelcome) },
      },
    }
  } finally {
    await browser.close()
    await product.close()
  }
}

if (import.meta.main) console.log(JSON.stringify(await benchPricesPage(), null, 2))
