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

/**
 * `fresh`: sign in through the provider even when this file signed the collector in a moment ago
 * (a test that ends or changes the session: logout, a password change, the connection cut).
 */
type SignInOptions = { fresh?: boolean }

/**
 * How long a file reuses one sign-in's cookies for the same collector: well inside the access
 * token's 5 minutes, so that no two browsers refresh it (the provider rotates refresh tokens and
 * ends the grant when an old one is used again).
 */
const SIGN_IN_REUSE_MS = 120_000

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

export type Suite = {
  browser: Browser
  product: Product
  newContext(t: Test, options?: ContextOptions): Promise<BrowserContext>
  /**
   * A new browser on `path`, signed in as the collector (Alex by default): through the provider's
   * login page there, or with the cookies of this file's sign-in of the same collector less than
   * two minutes ago (signing in again proves nothing new and costs seconds).
   */
  signedInAt(t: Test, path: string, identifier?: string, options?: SignInOptions): Promise<Page>
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
  const signIns = new Map<string, { state: StorageState; at: number }>()
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
    async signedInAt(test: Test, path: string, identifier: string = ALEX.card, { fresh = false } = {}) {
      const recent = signIns.get(identifier)
      if (!fresh && recent && Date.now() - recent.at < SIGN_IN_REUSE_MS) {
        const context = await browser.newContext({
          baseURL: product.origin,
          viewport: { width: 1280, height: 800 },
          storageState: recent.state,
        })
        test.teardown(() => context.close())
        const page = await context.newPage()
        await page.goto(path)
        await landedOn(page, path)
        return page
      }
      const page = await (await suite.newContext(test)).newPage()
      await page.goto(path)
      const at = Date.now()
      await logInAtProvider(page, identifier)
      await landedOn(page, path)
      if (!fresh) signIns.set(identifier, { state: await page.context().storageState(), at })
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
