/**
 * The home page in Chromium as the demo collector Alex, with the CPU slowed 4× (CDP
 * Emulation.setCPUThrottlingRate): the time from navigation start to the digital card's barcode
 * drawn on screen, the median of several loads, first with an empty HTTP cache and no service
 * worker, then on repeat visits controlled by the offline card's worker. Also the gzip bytes of the
 * JavaScript that the welcome, home and offers pages really load (every /assets/*.js response),
 * beside the build's own welcome-page report. Times in ms from the page's own clock.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { defaultOutdir } from '../client/build.ts'
import { launchChromium } from '../test/browser/helpers/chromium.ts'
import { ALEX, landedOn, logInAtProvider } from '../test/browser/helpers/sign-in.ts'
import {
  CPU_SLOWDOWN,
  gzipBytesOf,
  median,
  PHONE_VIEWPORT,
  scriptsOf,
  startProduct,
  timeTo,
} from './browser-page.ts'

const BARCODE = 'img.digital-card__barcode'

/** The page's clock when the barcode is drawn: noted by an observer installed before any script runs. */
function noteBarcodeShown(selector: string) {
  const note = () => {
    const img = document.querySelector<HTMLImageElement>(selector)
    if (!img) return false
    const record = () => {
      ;(window as unknown as { barcodeShownAt?: number }).barcodeShownAt ??= performance.now()
    }
    if (img.complete && img.naturalWidth > 0) record()
    else img.addEventListener('load', record, { once: true })
    return true
  }
  new MutationObserver((_, observer) => {
    if (note()) observer.disconnect()
  }).observe(document, { childList: true, subtree: true })
}

const timeToBarcode = (context: BrowserContext, cold: boolean) =>
  timeTo(context, '/homepage', 'barcodeShownAt', cold)

/** Gzip bytes of every script under /assets/ the page loads until the network is quiet. */
async function pageJs(context: BrowserContext, path: string): Promise<{ files: number; gzipBytes: number }> {
  const scripts = await scriptsOf(context, path)
  return { files: scripts.size, gzipBytes: gzipBytesOf(scripts) }
}

async function signedIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await page.goto('/homepage')
  await logInAtProvider(page, ALEX.card)
  await landedOn(page, '/homepage')
  await page.locator(BARCODE).waitFor()
  return page
}

export async function benchHomePage({ runs = 7 }: { runs?: number } = {}) {
  const product = await startProduct('home')
  const { config } = product
  const browser = await launchChromium()
  try {
    const viewport = PHONE_VIEWPORT
    const options = { baseURL: config.PUBLIC_ORIGIN, viewport }

    // No worker: every load as a first visit, the HTTP cache off.
    const plain = await browser.newContext({ ...options, serviceWorkers: 'block' })
    await plain.addInitScript(noteBarcodeShown, BARCODE)
    await (await signedIn(plain)).close()
    const firstVisits: number[] = []
    for (let run = 0; run < runs; run++) firstVisits.push(await timeToBarcode(plain, true))

    // Repeat visits under the offline card's worker (shell and card from its cache or network first).
    const withWorker = await browser.newContext(options)
    await withWorker.addInitScript(noteBarcodeShown, BARCODE)
    const home = await signedIn(withWorker)
    await home.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await home.close()
    const repeatVisits: number[] = []
    for (let run = 0; run < runs; run++) repeatVisits.push(await timeToBarcode(withWorker, false))

    const signedOut = await browser.newContext({ ...options, serviceWorkers: 'block' })
    const sizes = JSON.parse(readFileSync(join(defaultOutdir, '.sizes.json'), 'utf8')) as {
      welcomeJsGzipBytes: number
    }
    const javascript = {
      buildReportWelcomeGzipBytes: sizes.welcomeJsGzipBytes,
      welcome: await pageJs(signedOut, '/welcome'),
      home: await pageJs(plain, '/homepage'),
      myOffers: await pageJs(plain, '/my-offers'),
      supermarketOffers: await pageJs(plain, '/sainsburys'),
      partners: await pageJs(plain, '/partners'),
    }
    return {
      cpuSlowdown: CPU_SLOWDOWN,
      viewport,
      barcodeShownMs: {
        firstVisitNoCacheMedian: median(firstVisits),
        firstVisitNoCacheRuns: firstVisits,
        repeatVisitWithWorkerMedian: median(repeatVisits),
        repeatVisitWithWorkerRuns: repeatVisits,
      },
      javascript,
    }
  } finally {
    await browser.close()
    await product.close()
  }
}

if (import.meta.main) console.log(JSON.stringify(await benchHomePage(), null, 2))
