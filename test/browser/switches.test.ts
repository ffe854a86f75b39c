/** Feature switches and application load in Chromium: maintenance, hash focus, framing, the client guard. */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { evaluateSwitches } from '../../config/switches.ts'
import { MAINTENANCE_LINES, MAINTENANCE_TITLE } from '../../shared/constants/maintenance.ts'
import { HASH_FOCUS_DELAY_MS } from '../../shared/constants/timings.ts'
import { screenshots, seriousAxeFindings, watchPage } from './helpers/page-checks.ts'
import { openSuite } from './helpers/suite.ts'

/** The remote config, the one way to switch maintenance on: a link cannot (issue 14). */
let maintenanceOn = false
const remoteConfig = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end(JSON.stringify({ isMaintenanceEnabled: maintenanceOn }))
})
await new Promise<void>((resolve) => remoteConfig.listen(0, '127.0.0.1', resolve))
t.teardown(() => new Promise<void>((resolve) => remoteConfig.close(() => resolve())))

const suite = await openSuite(t, {
  env: { REMOTE_CONFIG_URL: `http://127.0.0.1:${(remoteConfig.address() as AddressInfo).port}/` },
  // Read on every request, so that one test can switch maintenance on and off again.
  gateway: { featureSwitches: { remoteTtlMs: 0 } },
})

async function assertMaintenanceScreen(t: Test, page: Page) {
  const main = page.getByRole('main')
  await main.getByRole('heading', { level: 1, name: MAINTENANCE_TITLE }).waitFor()
  t.strictSame(await main.locator('p').allTextContents(), [...MAINTENANCE_LINES])
  t.equal(await page.title(), MAINTENANCE_TITLE)
}

/** A page on another loopback origin that frames `src`. */
async function framer(t: Test, src: string, sandbox?: string) {
  const attribute = sandbox ? ` sandbox="${sandbox}"` : ''
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(
      `<!doctype html><title>Framer</title><h1>Another site</h1><iframe src="${src}"${attribute}></iframe>`,
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
}

if (suite) {
  const { origin, config } = suite.product

  t.test(
    'maintenance from the remote config: the gateway page (503) with the wording, at 390 and 1280 px',
    async (t) => {
      const page = await (await suite.newContext(t)).newPage()
      const problems = await watchPage(page)
      const prank = await page.goto('/welcome?switches=isMaintenanceEnabled')
      t.equal(prank?.status(), 200, 'a link naming the maintenance switch changes nothing')
      await page.getByRole('heading', { level: 1, name: /^Welcome to/ }).waitFor()
      maintenanceOn = true
      t.teardown(() => {
        maintenanceOn = false
      })
      const response = await page.goto('/welcome')
      t.equal(response?.status(), 503)
      await assertMaintenanceScreen(t, page)
      const again = await page.goto('/my-offers')
      t.equal(again?.status(), 503, 'the next page is the maintenance page too')
      t.same(await seriousAxeFindings(page), [], 'axe: no serious or critical violations')
      await screenshots(page, 'maintenance')
      // Chromium reports the 503 document itself as a failed resource; nothing else may fail.
      const unexpected = problems.consoleErrors.filter((error) => !/status of 503/.test(error))
      t.same({ ...problems, consoleErrors: unexpected }, { consoleErrors: [], cspViolations: [] })
      t.comment(problems.consoleErrors.join('\n'))
    },
  )

  t.test('maintenance switched on while the app runs: the client shows the same screen', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await page.route('**/api/switches', (route) =>
      route.fulfill({ json: { ...evaluateSwitches(config.APP_ENV), isMaintenanceEnabled: true } }),
    )
    // A page the gateway sends as HTML carries the switches it was rendered with; a brand's page
    // is not one of them, so the client asks for the switches, and meets maintenance.
    t.equal((await page.goto('/brands/argos'))?.status(), 200)
    await assertMaintenanceScreen(t, page)
    t.equal(await page.getByRole('banner').count(), 0, 'the maintenance screen replaces the app')
  })

  t.test('the element the URL hash names gets focus after 1 s', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await page.clock.install()
    await page.goto('/welcome#main')
    await page.getByRole('heading', { level: 1 }).waitFor()
    const focusedId = () => page.evaluate(() => document.activeElement?.id)
    // The app's own second after load, run through: the browser may already have focused the
    // target (a page sent as HTML names a focusable <main>), and that timer must not fire below.
    await page.clock.runFor(HASH_FOCUS_DELAY_MS)
    await page.waitForFunction(() => document.activeElement?.id === 'main')
    t.pass('focused after load')
    // The second measured on Playwright's clock, paused, through the same path a changed hash takes.
    // Made unfocusable again, as at load: the browser itself focuses a focusable fragment target.
    await page.evaluate(() => {
      const main = document.getElementById('main')
      main?.blur()
      main?.removeAttribute('tabindex')
      history.replaceState(null, '', '/welcome')
    })
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
    await page.evaluate(() => {
      window.location.hash = 'main'
    })
    t.not(await focusedId(), 'main', 'not at once')
    await page.clock.runFor(HASH_FOCUS_DELAY_MS - 1)
    t.not(await focusedId(), 'main', 'not before the second is up')
    await page.clock.runFor(1)
    t.equal(await focusedId(), 'main', 'focused a second after the hash')
    await page.clock.resume()
  })

  t.test('framed by another origin as served: the gateway forbids it (frame-ancestors)', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    const framed: string[] = []
    page.on('request', (request) => {
      if (request.frame() !== page.mainFrame() && request.url().includes('/api/')) framed.push(request.url())
    })
    await page.goto(await framer(t, `${origin}/welcome`))
    // No request from the frame is the thing under test: nothing to await, so a moment is given for one.
    await page.waitForTimeout(500)
    t.equal(new URL(page.url()).origin.startsWith('http://127.0.0.1'), true, 'top stays')
    t.strictSame(framed, [], 'the app never ran in the frame')
  })

  t.test(
    'framed where the headers were stripped: the top goes to the app and the event is logged',
    async (t) => {
      const context = await suite.newContext(t)
      // A proxy on the way that drops the framing headers: the client-side check is what is left.
      await context.route(`${origin}/welcome`, async (route) => {
        const response = await route.fetch()
        const headers = { ...response.headers() }
        delete headers['content-security-policy']
        delete headers['x-frame-options']
        await route.fulfill({ response, headers })
      })
      // The first answer to /api/events in the context, from the framed page or the top one.
      const event = context
        .waitForEvent('response', (response) => new URL(response.url()).pathname === '/api/events')
        .then((response) => ({ body: response.request().postDataJSON(), status: response.status() }))
      const page = await context.newPage()
      const framerUrl = await framer(
        t,
        `${origin}/welcome`,
        'allow-scripts allow-same-origin allow-top-navigation',
      )
      await page.goto(framerUrl)
      await page.waitForURL(`${origin}/welcome`, { timeout: 5000 })
      await page.getByRole('heading', { level: 1 }).waitFor()
      t.equal(page.url(), `${origin}/welcome`, 'the top window shows the app at its own address')
      await t.resolveMatch(event, { body: { type: 'blocked-frame', referrer: framerUrl }, status: 204 })
    },
  )

  t.test(
    'client navigation to a login page without a session goes to card-number entry with next',
    async (t) => {
      const page = await (await suite.newContext(t)).newPage()
      let signedIn = false
      await page.route('**/api/session', (route) => route.fulfill({ json: { signedIn } }))
      await page.goto('/welcome')
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.evaluate(() => window.history.pushState(null, '', '/account/details?tab=1'))
      await page.waitForURL(`**${config.IDENTITY_START_PREFIX}/enter-card-number?next=*`)
      const url = new URL(page.url())
      t.equal(url.pathname, `${config.IDENTITY_START_PREFIX}/enter-card-number`)
      t.equal(url.searchParams.get('next'), '/account/details?tab=1')

      // The session is only faked here: a signed-in page that reads nothing of its own (the account
      // hub would meet a 401 from its own data and go to login).
      signedIn = true
      await page.evaluate(() => window.history.pushState(null, '', '/accessibility'))
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await page.waitForTimeout(300)
      t.equal(new URL(page.url()).pathname, '/accessibility', 'signed in: the page shows')
    },
  )

  t.test('client navigation to a switch-gated page whose switch is off shows not found', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await page.route('**/api/switches', (route) =>
      route.fulfill({ json: { ...evaluateSwitches(config.APP_ENV), isBusinessEnabled: false } }),
    )
    // The client shell, which asks for the switches (a query string: not the page's HTML, which holds them).
    await page.goto('/welcome?from=mail')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.evaluate(() => window.history.pushState(null, '', '/nectar-business'))
    await page.getByRole('heading', { level: 1, name: "Sorry, we can't find that page" }).waitFor()
    t.pass('not found')
  })

  t.test(
    '/redirect.html forwards to an allowed redirectUrl with the token, anything else goes home',
    async (t) => {
      const context = await suite.newContext(t)
      const reached: string[] = []
      await context.route('https://**/*', (route) => {
        reached.push(route.request().url())
        return route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>Hotels</title><h1>Hotels</h1>',
        })
      })
      const page = await context.newPage()
      const problems = await watchPage(page)
      const allowed = 'https://hotels.example.test/book?room=2'
      await page.goto(`/redirect.html?token=abc.123&redirectUrl=${encodeURIComponent(allowed)}`)
      await page.waitForURL('https://hotels.example.test/**')
      t.equal(page.url(), 'https://hotels.example.test/book?room=2&token=abc.123')
      t.strictSame(reached, ['https://hotels.example.test/book?room=2&token=abc.123'])
      t.same(problems.cspViolations, [], 'no inline script on /redirect.html')

      for (const target of [
        'https://hotels.example.test.evil.example/',
        'https://evil.example/',
        'javascript:alert(1)',
      ]) {
        await page.goto(`/redirect.html?token=abc&redirectUrl=${encodeURIComponent(target)}`)
        await page.waitForURL(`${origin}/`)
        t.equal(page.url(), `${origin}/`, target)
      }
      t.equal(reached.length, 1, 'no other site was reached')
    },
  )
}
