/**
 * One browser and one running product per test file. Without Chromium the file is skipped with a loud
 * line (or fails, in CI); every test gets a fresh browser context (cookies, storage).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { Test } from 'tap'
import { SWITCHES } from '../../../config/switches.ts'
import { chromiumStatus, launchChromium, SKIP_MESSAGE } from './chromium.ts'
import { type Product, type ProductOptions, startProduct } from './product.ts'
import { ALEX, landedOn, logInAtProvider } from './sign-in.ts'

/**
 * `firstVisit`: no cookie at all. Otherwise the cookie question was answered before (optional
 * cookies refused), as for a returning visitor, so its banner stays out of tests about other things.
 */
type ContextOptions = { firstVisit?: boolean }

export type Suite = {
  browser: Browser
  product: Product
  newContext(t: Test, options?: ContextOptions): Promise<BrowserContext>
  /** A new browser opening `path` and signing in there as the collector (Alex by default). */
  signedInAt(t: Test, path: string, identifier?: string): Promise<Page>
}

export async function openSuite(t: Test, options: ProductOptions = {}): Promise<Suite | undefined> {
  const status = chromiumStatus()
  if (status !== 'run') {
    console.error(
      `\n${'!'.repeat(SKIP_MESSAGE.length)}\n${SKIP_MESSAGE}\n${'!'.repeat(SKIP_MESSAGE.length)}\n`,
    )
    if (status === 'fail') t.fail(`${SKIP_MESSAGE} (CI=true: the browser suite must run)`)
    else t.plan(0, SKIP_MESSAGE)
    return undefined
  }
  const product = await startProduct(t, options)
  const browser = await launchChromium()
  t.teardown(() => browser.close())
  const suite: Suite = {
    browser,
    product,
    async newContext(test: Test, { firstVisit = false }: ContextOptions = {}) {
      const context = await browser.newContext({
        baseURL: product.origin,
        viewport: { width: 1280, height: 800 },
      })
      test.teardown(() => context.close())
      if (!firstVisit)
        await context.addCookies([{ name: 'cookie-consent', value: 'groups%3D', url: product.origin }])
      return context
    },
    async signedInAt(test: Test, path: string, identifier: string = ALEX.card) {
      const page = await (await suite.newContext(test)).newPage()
      await page.goto(path)
      await logInAtProvider(page, identifier)
      await landedOn(page, path)
      return page
    },
  }
  return suite
}

/**
 * The product with skip-collector-id off in every environment: card-number entry then leads to
 * the product's own password page, which these suites test (it is on wherever the product runs).
 */
export const withPasswordPage: ProductOptions = {
  gateway: {
    featureSwitches: {
      definitions: {
        ...SWITCHES,
        isSkipCollectorIdEnabled: { values: [false, false, false], forceable: false },
      },
    },
  },
}
