/**
 * The events area in Chromium: the events running now, an offer event, a homepage pod event and an
 * unknown one; signed in, a marketing event and its terms and the collector's own year in review
 * (another collector's id not found; the kept id cleared at logout), signed out a way to log in;
 * the offer and auto-login redirects (same-site and allow-listed targets followed, others refused);
 * the campaign and digital-week pages; page views sent only after analytics consent (requests
 * watched); local storage blocked, the product still usable and the failure recorded; the logo's
 * special months; axe at 390 and 1280 px; screenshots.
 */
import type { Page, Request } from 'playwright-core'
import t, { type Test } from 'tap'
import { SANDBOX_YEARS_IN_REVIEW } from '../../server/upstream/seed/events.ts'
import { screenshots, seriousAxeFindingsAtBothWidths, watchPage } from './helpers/page-checks.ts'
import { ALEX, landedOn, logInAtProvider } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

const ALEX_REVIEW = SANDBOX_YEARS_IN_REVIEW['10000000001']?.id ?? ''
const SAM_REVIEW = SANDBOX_YEARS_IN_REVIEW['10000000002']?.id ?? ''

const suite = await openSuite(t)

if (suite) {
  const openPage = async (test: Test, consent?: string): Promise<Page> => {
    const context = await suite.newContext(test)
    if (consent)
      await context.addCookies([{ name: 'cookie-consent', value: consent, url: suite.product.origin }])
    return context.newPage()
  }
  const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })
  /** The bodies of the page's POST /api/events requests. */
  const sentEvents = (page: Page) => {
    const bodies: Record<string, unknown>[] = []
    page.on('request', (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/events')
        bodies.push(request.postDataJSON() as Record<string, unknown>)
    })
    return bodies
  }

  t.test('/event: the events running now, each linking to its page', async (t) => {
    const page = await openPage(t)
    const problems = await watchPage(page)
    await page.goto('/event')
    await heading(page, 'Events').waitFor()
    const main = page.getByRole('main')
    for (const name of ['Double points weekend', 'Fuel bonus week', 'Summer prize draw'])
      await main.getByRole('link', { name }).waitFor()
    t.equal(
      await main.getByRole('link', { name: 'Spring clean bonus' }).count(),
      0,
      'an ended event is not listed',
    )
    t.equal(
      await main.getByRole('link', { name: 'Summer prize draw' }).getAttribute('href'),
      '/marketing-event/summer-prize-draw',
    )
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: no serious or critical violations')
    await screenshots(page, 'events-list')
    t.same(problems, { consoleErrors: [], cspViolations: [] })
  })

  t.test('an offer event, a homepage pod event, and an unknown event', async (t) => {
    const page = await openPage(t)
    await page.goto('/offer-event/double-points-weekend')
    await heading(page, 'Double points weekend').waitFor()
    t.ok(await page.getByText('Runs from 1 January 2025 to 31 December 2030').isVisible())
    await page.getByRole('heading', { level: 2, name: 'Terms and conditions' }).waitFor()
    t.ok(await page.getByRole('link', { name: 'See your offers' }).isVisible())
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: offer event')
    await screenshots(page, 'events-offer-event')

    await page.goto('/skinnyevent/new-year-treats')
    await heading(page, 'New year treats').waitFor()
    t.ok(await page.getByText('From your homepage').isVisible())
    await screenshots(page, 'events-skinny-event')

    await page.goto('/offer-event/spring-clean-bonus')
    await heading(page, 'Spring clean bonus').waitFor()
    t.ok(await page.getByText('This event has ended.').isVisible(), 'an ended event says so')

    await page.goto('/offer-event/no-such-event')
    await heading(page, "We can't find that event").waitFor()
    t.ok(await page.getByText("We can't find that event. It may have ended.").isVisible())
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: unknown event')
  })

  t.test(
    'signed in: a marketing event and its terms, the own year in review, cleared at logout',
    async (t) => {
      const page = await openPage(t)
      const problems = await watchPage(page)
      await page.goto('/marketing-event/summer-prize-draw')
      await logInAtProvider(page, ALEX.card)
      await landedOn(page, '/marketing-event/summer-prize-draw')
      await heading(page, 'Summer prize draw').waitFor()
      t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: marketing event')
      await screenshots(page, 'events-marketing-event')
      await page.getByRole('link', { name: 'Read the terms and conditions' }).click()
      await heading(page, 'Summer prize draw: terms and conditions').waitFor()
      t.equal(new URL(page.url()).pathname, '/marketing-event/summer-prize-draw/terms-and-conditions')
      t.ok(await page.getByText('No purchase necessary: write to us for a free entry.').isVisible())
      await screenshots(page, 'events-marketing-terms')

      await page.goto(`/dataplayback/2025/${ALEX_REVIEW}`)
      await heading(page, 'Your 2025 year in review').waitFor()
      const main = page.getByRole('main')
      t.ok(await main.getByText('14,220').isVisible(), 'points collected')
      t.ok(await main.getByText('You collected most with Argos.').isVisible())
      t.ok(await main.getByText('Your busiest month was December.').isVisible())
      t.equal(
        await page.evaluate(() => localStorage.getItem('year-in-review')),
        `2025/${ALEX_REVIEW}`,
        'the year-in-review id is kept',
      )
      t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: year in review')
      await screenshots(page, 'events-year-in-review')

      await page.goto('/event')
      await page.getByRole('link', { name: 'Look back at your year in review' }).waitFor()

      await page.goto(`/dataplayback/2025/${SAM_REVIEW}`)
      await heading(page, "We can't find that year in review").waitFor()
      t.equal(await page.getByText('Esso').count(), 0, "none of the other collector's data")

      await page.goto('/logout')
      await page.waitForURL((url) => url.pathname === '/welcome', { timeout: 20000 })
      t.equal(await page.evaluate(() => localStorage.getItem('year-in-review')), null, 'cleared at logout')
      t.same(problems.cspViolations, [])
    },
  )

  t.test('signed out, a year in review asks the collector to log in', async (t) => {
    const page = await openPage(t)
    await page.goto(`/dataplayback/2025/${ALEX_REVIEW}`)
    await heading(page, 'Your year in review').waitFor()
    const login = page.getByRole('link', { name: 'Log in to see your year' })
    t.match(await login.getAttribute('href'), /enter-card-number\?next=%2Fdataplayback%2F2025%2F/)
    t.equal(await page.getByText('14,220').count(), 0)
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: signed out')
    await screenshots(page, 'events-year-in-review-signed-out')
  })

  t.test('redirects: same-site and allow-listed targets followed, any other refused', async (t) => {
    const page = await openPage(t)
    await page.goto(`/offer-redirect?url=${encodeURIComponent('/offer-event/fuel-bonus-week')}`)
    await heading(page, 'Fuel bonus week').waitFor()
    t.equal(new URL(page.url()).pathname, '/offer-event/fuel-bonus-week')

    // An allow-listed partner (a reserved .test host in local mode), answered here.
    await page.route('https://partner.example.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Partner</title><h1>Partner page</h1>' }),
    )
    await page.goto(
      `/offer-redirect?url=${encodeURIComponent('https://partner.example.test/return/offer-9')}`,
    )
    await page.waitForURL('https://partner.example.test/return/offer-9')
    t.pass('an allow-listed partner is followed')

    for (const target of ['https://evil.example/offer', '//evil.example/offer', 'javascript:alert(1)']) {
      let left = false
      await page.route('https://evil.example/**', (route) => {
        left = true
        return route.abort()
      })
      await page.goto(`/offer-redirect?url=${encodeURIComponent(target)}`)
      await heading(page, "We can't take you there").waitFor()
      t.equal(new URL(page.url()).pathname, '/offer-redirect', `${target}: stays`)
      t.notOk(left, `${target}: never requested`)
    }
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: refused redirect')
    await screenshots(page, 'events-redirect-refused')

    await page.goto(`/auto-login-redirect?target=${encodeURIComponent('https://evil.example/')}`)
    await heading(page, "We can't take you there").waitFor()
    await page.goto(`/auto-login-redirect?target=${encodeURIComponent('/offers-saved')}`)
    await page.waitForURL(
      (url) => url.pathname.endsWith('/enter-card-number') || url.pathname.startsWith('/oidc'),
    )
    t.equal(
      new URL(page.url()).searchParams.get('next'),
      '/auto-login-redirect?target=%2Foffers-saved',
      'comes back after login',
    )
  })

  t.test('after logging in, /auto-login-redirect goes on to its target', async (t) => {
    const page = await openPage(t)
    await page.goto('/event')
    await heading(page, 'Events').waitFor()
    await page.goto(`/auto-login-redirect?target=${encodeURIComponent('/offers-saved')}`)
    await logInAtProvider(page, ALEX.card)
    await page.waitForURL((url) => url.pathname === '/offers-saved', { timeout: 30000 })
    t.pass('after the login, on to the target')
  })

  t.test('the campaign and digital-week pages (their switches are on locally)', async (t) => {
    const page = await openPage(t)
    await page.goto('/campaign')
    await heading(page, 'Collect more this season').waitFor()
    await page.getByRole('heading', { level: 2, name: 'Taking part this season' }).waitFor()
    await page.getByRole('link', { name: 'Double points weekend' }).waitFor()
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: campaign')
    await screenshots(page, 'events-campaign')
    await page.goto('/digital-week')
    await heading(page, 'Digital week').waitFor()
    t.ok(await page.getByRole('heading', { level: 2, name: 'Use your digital card' }).isVisible())
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: digital week')
    await screenshots(page, 'events-digital-week')
  })

  t.test('page views: none without analytics consent, one per page with it', async (t) => {
    const without = await openPage(t, 'groups%3D3%2C4')
    const none = sentEvents(without)
    await without.goto('/event')
    await heading(without, 'Events').waitFor()
    await without.getByRole('link', { name: 'Fuel bonus week' }).click()
    await heading(without, 'Fuel bonus week').waitFor()
    // No request is the thing under test: nothing to await, so a moment is given for one.
    await without.waitForTimeout(500)
    t.same(
      none.filter((body) => body.type === 'page-view'),
      [],
      'no page view without group 2',
    )

    const withConsent = await openPage(t, 'groups%3D2')
    const sent = sentEvents(withConsent)
    const logged = withConsent.waitForResponse(
      (response) => response.url().endsWith('/api/events') && response.request().method() === 'POST',
    )
    await withConsent.goto('/event?from=email')
    await heading(withConsent, 'Events').waitFor()
    t.equal((await logged).status(), 204, 'the gateway takes it')
    const second = withConsent.waitForResponse(
      (response) =>
        response.url().endsWith('/api/events') &&
        response.request().postDataJSON()?.path === '/offer-event/fuel-bonus-week',
    )
    await withConsent.getByRole('link', { name: 'Fuel bonus week' }).click()
    await heading(withConsent, 'Fuel bonus week').waitFor()
    await second
    t.same(
      sent.filter((body) => body.type === 'page-view'),
      [
        { type: 'page-view', pageName: 'Events', path: '/event' },
        { type: 'page-view', pageName: 'Offer Event', path: '/offer-event/fuel-bonus-week' },
      ],
      'one per page, by page name, without the query',
    )
  })

  t.test('local storage blocked: the failure is recorded and the product still works', async (t) => {
    const page = await openPage(t, 'groups%3D2')
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
    })
    const problems = await watchPage(page)
    const sent = sentEvents(page)
    // Sent when the app starts: awaited once the page has been walked.
    const recorded = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/events') && response.request().postDataJSON()?.type === 'analytics',
    )
    await page.goto('/event')
    await heading(page, 'Events').waitFor()
    t.equal(await page.evaluate(() => document.documentElement.dataset.localStorage), 'unavailable')
    await page.getByRole('link', { name: 'Double points weekend' }).click()
    await heading(page, 'Double points weekend').waitFor()
    await recorded
    t.same(
      sent.filter((body) => body.type === 'analytics'),
      [{ type: 'analytics', name: 'Local storage unavailable', detail: 'QuotaExceededError 22' }],
      'recorded with its name and code',
    )
    t.same(problems.consoleErrors, [], 'no errors')
  })

  t.test("the logo marks June's Pride Month and October's Black History Month", async (t) => {
    for (const [date, name] of [
      ['2026-06-15T12:00:00Z', 'Nectar home, celebrating Pride Month'],
      ['2026-10-15T12:00:00Z', 'Nectar home, celebrating Black History Month'],
      ['2026-03-15T12:00:00Z', 'Nectar home'],
    ] as const) {
      const page = await openPage(t)
      await page.clock.setFixedTime(new Date(date))
      await page.goto('/event')
      await heading(page, 'Events').waitFor()
      const logo = page.getByRole('banner').getByRole('link', { name, exact: true })
      t.equal(await logo.count(), 1, `${date.slice(0, 7)}: ${name}`)
      if (date.startsWith('2026-06')) await screenshots(page, 'events-logo-pride')
      if (date.startsWith('2026-10')) await screenshots(page, 'events-logo-black-history')
    }
  })
}
