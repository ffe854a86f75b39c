/** Specification: a script chunk that fails to load reloads the page; a guard stops a reload loop. */
import type { Page } from 'playwright-core'
import t from 'tap'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

/** Counts the page's document loads (the first visit plus any reload). */
function countDocumentLoads(page: Page) {
  const loads = { count: 0 }
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count += 1
  })
  return loads
}

if (suite) {
  const scheme = suite.product.config.SCHEME_NAME
  // The client shell, which renders the page from its chunks: with a query string the gateway does
  // not send the welcome page's HTML (server/gateway/plugins/app/prerendered-pages.ts).
  const welcome = '/?from=mail'

  t.test('a screen chunk that fails once reloads the page, which then renders', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    const loads = countDocumentLoads(page)
    let blocked = 0
    await page.route('**/assets/welcome-*.js', (route) => {
      if (blocked > 0) return route.continue()
      blocked += 1
      return route.abort('connectionreset')
    })
    await page.goto(welcome)
    await page.getByRole('heading', { level: 1, name: `Welcome to ${scheme}` }).waitFor()
    t.equal(blocked, 1, 'the chunk was blocked once')
    t.equal(loads.count, 2, 'the page loaded twice: the visit and one reload')
  })

  t.test('a chunk that keeps failing reloads once, then shows an error with a way to retry', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    const loads = countDocumentLoads(page)
    await page.route('**/assets/welcome-*.js', (route) => route.abort('connectionreset'))
    await page.goto(welcome)
    await page.getByRole('heading', { level: 1, name: 'Sorry, something went wrong' }).waitFor()
    t.ok(await page.getByRole('button', { name: 'Reload the page' }).isVisible())
    t.ok(await page.getByRole('banner').isVisible(), 'the header still shows around the failed screen')
    // A second reload is something that must not happen: no event to await, so a moment is given for it.
    await page.waitForTimeout(500)
    t.equal(loads.count, 2, 'one reload, no loop')
  })

  t.test('when the app config cannot load, a plain error page offers a reload', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await page.route('**/api/app-config', (route) =>
      route.fulfill({ status: 503, json: { code: 'X', message: 'x' } }),
    )
    await page.goto(welcome)
    await page.getByRole('heading', { level: 1, name: 'Sorry, something went wrong' }).waitFor()
    t.ok(await page.getByRole('button', { name: 'Reload the page' }).isVisible())
  })
}
