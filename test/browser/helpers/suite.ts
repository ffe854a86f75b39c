/**
 * One browser and one running product per test file. Without Chromium the file is skipped with a loud
 * line (or fails, in CI); every test gets a fresh browser context (cookies, storage).
 */
import type { Browser, BrowserContext } from 'playwright-core'
import type { Test } from 'tap'
import { chromiumStatus, launchChromium, SKIP_MESSAGE } from './chromium.ts'
import { type Product, type ProductOptions, startProduct } from './product.ts'

/**
 * `firstVisit`: no cookie at all. Otherwise the cookie question was answered before (optional
 * cookies refused), as for a returning visitor, so its banner stays out of tests about other things.
 */
type ContextOptions = { firstVisit?: boolean }

export type Suite = {
  browser: Browser
  product: Product
  newContext(t: Test, options?: ContextOptions): Promise<BrowserContext>
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
  return {
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
  }
}
