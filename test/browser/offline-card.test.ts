/**
 * The digital card offline, in Chromium as the demo collector Alex: the home page registers the
 * offline card's service worker; with the network gone, /homepage still opens with the barcode
 * and the card number, says the balance needs the network, and passes axe at 390 and 1280 px.
 * Cache Storage holds no /api answer but the card's. Logging out removes the worker and every
 * cache: through the logout screen, and through the gateway's Clear-Site-Data answer alone.
 */
import type { BrowserContext, Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { screenshots, seriousAxeFindings, watchPage } from './helpers/page-checks.ts'
import { ALEX, landedOn, logInAtProvider } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

if (suite) {
  const barcodeName = `Barcode for card number 98263000${ALEX.card}`

  /** Alex on the home page, once the offline card's worker controls it. */
  const homeWithWorker = async (test: Test): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await suite.newContext(test)
    const page = await context.newPage()
    await page.goto('/homepage')
    await logInAtProvider(page, ALEX.card)
    await landedOn(page, '/homepage')
    await page.getByRole('img', { name: barcodeName }).waitFor()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    return { context, page }
  }

  /** Every URL path Cache Storage holds, by cache. */
  const cachedPaths = (page: Page) =>
    page.evaluate(async () => {
      const paths: string[] = []
      for (const name of await caches.keys()) {
        const cache = await caches.open(name)
        for (const request of await cache.keys()) paths.push(new URL(request.url).pathname)
      }
      return paths.sort()
    })

  const workerState = (page: Page) =>
    page.evaluate(async () => ({
      registrations: (await navigator.serviceWorker.getRegistrations()).length,
      caches: (await caches.keys()).length,
    }))

  t.test('offline: /homepage shows the barcode and card number, says the balance is missing', async (t) => {
    const { context, page } = await homeWithWorker(t)
    await context.setOffline(true)
    // Whatever still reached the network (the worker's own fetch included) fails as offline would.
    const reachedNetwork: string[] = []
    await context.route('**/api/**', (route) => {
      reachedNetwork.push(new URL(route.request().url()).pathname)
      return route.abort('internetdisconnected')
    })
    const problems = await watchPage(page)
    await page.reload()
    const barcode = page.getByRole('img', { name: barcodeName })
    await barcode.waitFor()
    t.ok(
      await barcode.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 100),
      'the kept PNG is drawn',
    )
    t.equal(await page.locator('.digital-card__number').textContent(), `Card number 98263000${ALEX.card}`)
    await page.getByText("You're offline. Your points balance will show when you're back online.").waitFor()
    t.equal(await page.getByRole('alert').count(), 0, 'no error alert, no retry loop')
    t.notOk(await page.getByRole('button', { name: 'Try again' }).isVisible(), 'no retry that cannot work')

    const paths = await cachedPaths(page)
    t.same(
      paths.filter((path) => path.startsWith('/api/')),
      ['/api/card/digital-card'],
      'of /api, only the digital card is kept',
    )
    t.ok(paths.includes('/homepage'), 'the start page is kept')

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 })
      t.same(
        await seriousAxeFindings(page),
        [],
        `axe offline at ${width} px: no serious or critical violations`,
      )
    }
    await screenshots(page, 'offline-card')
    t.same(problems.cspViolations, [], 'no CSP violations offline')
    t.ok(
      await page.evaluate(() =>
        fetch('/api/card/balance').then(
          () => false,
          () => true,
        ),
      ),
      'the network is really gone',
    )
    t.ok(
      reachedNetwork.includes('/api/card/digital-card'),
      'the card was asked of the network first, and came from the cache when that failed',
    )

    await context.unrouteAll()
    await context.setOffline(false)
    await page
      .getByRole('status')
      .filter({ hasText: /points$/ })
      .or(page.getByText(/\d points$/))
      .first()
      .waitFor()
    t.pass('back online, the balance loads by itself')
  })

  t.test('logout through the logout screen removes the worker and every cache', async (t) => {
    const { page } = await homeWithWorker(t)
    t.same(await workerState(page), { registrations: 1, caches: 1 }, 'registered and keeping the card')
    await page.getByRole('link', { name: 'Log out' }).click()
    await page.waitForURL((url) => url.pathname !== '/homepage' && url.pathname !== '/logout')
    t.same(await workerState(page), { registrations: 0, caches: 0 }, 'no registration, no cache left')
  })

  t.test("the gateway's Clear-Site-Data alone removes the worker and every cache", async (t) => {
    const { page } = await homeWithWorker(t)
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/session/logout',
    )
    // The logout call without the logout screen, whose own clean-up would hide what the header does.
    await page.evaluate(() =>
      fetch('/api/session/logout', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
        body: '{}',
      }),
    )
    const response = await answer
    t.equal(response.status(), 200)
    t.equal(await response.headerValue('clear-site-data'), '"cache", "cookies", "storage"')
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistrations()).length === 0)
    t.same(await workerState(page), { registrations: 0, caches: 0 }, 'Chromium removed both')
  })
}
