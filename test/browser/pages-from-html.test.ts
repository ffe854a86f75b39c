/**
 * The public pages the gateway sends as HTML (client/prerender/, server/gateway/plugins/app/
 * prerendered-pages.ts), in Chromium: every one shows its heading with JavaScript off; with it on,
 * the browser hydrates the HTML in one pass (no element of the page is removed and painted again,
 * no hydration or CSP error) without fetching the config, the switches or the data the HTML already
 * holds, and the page then works (the cookie question answers, a link navigates in the app). What a
 * visitor typed and pressed while the script was still on its way is answered once it has run.
 */
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { NOT_FOUND_PAGE, prerenderedPages } from '../../client/prerender/pages.ts'
import { evaluateSwitches } from '../../config/switches.ts'
import { cardNumberLength } from '../../shared/validation/messages.ts'
import { watchPage } from './helpers/page-checks.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

/** Requests for what a page's start state holds: none may follow a page sent as HTML. */
const HELD_IN_HTML = /\/api\/(app-config|switches)\b|\/documents-api\//

/** Every element removed under #root, recorded from before the first script runs. */
function recordRemovals() {
  const removed: string[] = []
  ;(window as unknown as { removedNodes: string[] }).removedNodes = removed
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.removedNodes)
        if (node instanceof Element && document.getElementById('root')?.contains(record.target))
          removed.push(node.outerHTML.slice(0, 120))
  }).observe(document, { childList: true, subtree: true })
}

const h1Of = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 })

if (suite) {
  const { config, origin } = suite.product
  const pages = prerenderedPages(config.IDENTITY_START_PREFIX, evaluateSwitches(config.APP_ENV))
  const urlOf = (path: string) => (path === NOT_FOUND_PAGE.path ? '/no-such-page' : path)

  // The gateway renders the pages once it is ready: wait until the last one is served as HTML.
  const probe = await suite.newContext(t)
  for (let tries = 0; ; tries++) {
    const last = await probe.request.get(`${origin}${pages.at(-2)?.path ?? '/'}`)
    if ((await last.text()).includes('id="start-state"')) break
    if (tries > 200) throw new Error('the public pages were not rendered to HTML within 20 s')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }

  t.test('every page shows its heading from the HTML alone', async (t) => {
    const noScript = await suite.browser.newContext({ baseURL: origin, javaScriptEnabled: false })
    t.teardown(() => noScript.close())
    const page = await noScript.newPage()
    for (const { path } of pages) {
      const response = await page.goto(urlOf(path))
      t.equal(response?.status(), path === NOT_FOUND_PAGE.path ? 404 : 200, `${path}: status`)
      t.ok((await h1Of(page).textContent())?.trim(), `${path}: a heading with no script run`)
    }
  })

  // Every page on a first visit; the variant without the cookie question differs by the banner only,
  // so a few pages of it (each load calls /api/app-load, limited to 60 a minute per address).
  const answeredSample = new Set([
    '/welcome',
    '/privacy-and-legal',
    '/id/start/card-check',
    NOT_FOUND_PAGE.path,
  ])
  for (const firstVisit of [true, false]) {
    const shown = pages.filter(({ path }) => firstVisit || answeredSample.has(path))
    t.test(`pages hydrate in one pass (${firstVisit ? 'first visit' : 'cookies answered'})`, async (t) => {
      const context = await suite.newContext(t, { firstVisit })
      await context.addInitScript(recordRemovals)
      const page = await context.newPage()
      const problems = await watchPage(page)
      const refetched: string[] = []
      page.on('request', (request) => {
        if (HELD_IN_HTML.test(request.url())) refetched.push(request.url())
      })
      for (const { path } of shown) {
        await page.goto(urlOf(path))
        await page.waitForLoadState('networkidle')
        const removed = await page.evaluate(
          () => (window as unknown as { removedNodes: string[] }).removedNodes,
        )
        t.same(removed, [], `${path}: nothing painted again`)
        t.ok(await h1Of(page).isVisible(), `${path}: its heading`)
      }
      // The not-found page's document is a 404, which Chromium reports on the console.
      const errors = problems.consoleErrors.filter((text) => !text.includes('status of 404'))
      t.same(errors, [], 'no hydration error')
      t.same(problems.cspViolations, [], 'nothing the Content-Security-Policy refuses')
      t.same(refetched, [], 'nothing the HTML holds is fetched again')
    })
  }

  t.test('a page sent as HTML works once hydrated', async (t) => {
    const context = await suite.newContext(t, { firstVisit: true })
    const page = await context.newPage()
    await page.goto('/welcome')
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Accept all cookies' }).click()
    await page.getByRole('button', { name: 'Accept all cookies' }).waitFor({ state: 'detached' })
    const loads: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest()) loads.push(request.url())
    })
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy and legal' }).click()
    await h1Of(page).filter({ hasText: 'Privacy and legal' }).waitFor()
    t.same(loads, [], 'the link navigates inside the app, no page load')
  })

  /** A page whose entry script waits until `release` is called: its HTML is all there is until then. */
  const withScriptHeld = async (t: Test, path: string, { firstVisit = false } = {}) => {
    const page = await (await suite.newContext(t, { firstVisit })).newPage()
    const problems = await watchPage(page)
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await released
      await route.continue()
    })
    // Not 'domcontentloaded': that waits for the deferred entry script, which is held.
    await page.goto(path, { waitUntil: 'commit' })
    await h1Of(page).waitFor()
    return { page, problems, release }
  }

  t.test('a press made before the script has run is answered once it has', async (t) => {
    const { page, problems, release } = await withScriptHeld(t, '/help')
    const topic = page.getByRole('button', { name: 'Collecting points', exact: true })
    await topic.click()
    t.equal(await topic.getAttribute('aria-expanded'), 'false', 'nothing happens while the script loads')
    t.equal(page.url(), `${origin}/help`, 'and the page stays')
    release()
    await page.locator('[aria-expanded="true"]', { hasText: 'Collecting points' }).waitFor()
    t.pass('the topic opens once the page is hydrated')
    t.same(problems.consoleErrors, [], 'no hydration error')
  })

  t.test('a choice ticked and sent before the script has run is taken once it has', async (t) => {
    const { page, problems, release } = await withScriptHeld(t, `${config.IDENTITY_START_PREFIX}/card-check`)
    // The browser ticks it at once, as on any page.
    await page.getByLabel('No', { exact: true }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    release()
    await page.waitForURL(`**${config.IDENTITY_START_PREFIX}/enter-email-address`)
    t.pass('the journey goes on to the e-mail step')
    t.same(problems.consoleErrors, [], 'no hydration error')
  })

  t.test('a card number typed and sent before the script has run is checked once it has', async (t) => {
    const { page, problems, release } = await withScriptHeld(
      t,
      `${config.IDENTITY_START_PREFIX}/enter-collector-id`,
    )
    await page.getByLabel(`${config.SCHEME_NAME} card number`).fill('12345')
    await page.getByRole('button', { name: 'Continue' }).click()
    release()
    // The number React was told of: an empty field would be "Enter your … card number".
    await page.getByText(cardNumberLength(config.SCHEME_NAME)).first().waitFor()
    t.equal(
      await page.getByLabel(`${config.SCHEME_NAME} card number`).inputValue(),
      '12345',
      'the number stays',
    )
    t.same(problems.consoleErrors, [], 'no hydration error')
  })

  t.test(
    'a link followed before the script has run goes at once, or after a press held before it',
    async (t) => {
      const { page, release } = await withScriptHeld(t, '/welcome', { firstVisit: true })
      const footerLink = (name: string) => page.getByRole('contentinfo').getByRole('link', { name })
      // Nothing held: a link needs no script.
      await footerLink('Help').click()
      await page.waitForURL(`${origin}/help`, { waitUntil: 'commit' })
      await h1Of(page).filter({ hasText: 'Help' }).waitFor()
      t.pass('with no press held, the link is followed while the script loads')

      await page.goto('/welcome', { waitUntil: 'commit' })
      await h1Of(page).waitFor()
      await page.getByRole('button', { name: 'Accept all cookies' }).click()
      await footerLink('Privacy and legal').click()
      t.equal(page.url(), `${origin}/welcome`, 'after a held press, the link waits for it')
      release()
      await h1Of(page).filter({ hasText: 'Privacy and legal' }).waitFor()
      t.pass('the link is followed once the press has been made')
      const consent = (await page.context().cookies()).find((cookie) => cookie.name === 'cookie-consent')
      t.ok(consent, 'the cookie question was answered, not lost with the welcome page')
      t.equal(
        await page.getByRole('button', { name: 'Accept all cookies' }).count(),
        0,
        'and is not asked again',
      )
    },
  )
}
