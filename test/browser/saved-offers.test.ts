/**
 * Saved offers, offer seen, view-content and home's offers strip in Chromium as the demo collector
 * Alex: /offers-saved lists the saved offers (LOADED, OPTEDIN, PINNED), pinned first, then the most
 * recently saved; the filter popup filters own and partner offers and sorts by ending soon (end date alone), shows
 * Reset only away from the defaults, and keeps the choice in the URL (reload, back button); the
 * instruction popup; the filter popup by keyboard only; offer-seen batches recorded through
 * POST /api/events, each offer once per visit; view-content 1 s after a load with marketing
 * consent, nothing (and no added script) without; home's strip and its links to each offers page,
 * the offers sub-navigation's current page; axe-core at 390 and 1280 px; screenshots.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page, Request } from 'playwright-core'
import t, { type Test } from 'tap'
import { OFFER_SEEN_BATCH_WINDOW_MS } from '../../client/features/offers/hooks/offer-seen-tracker.ts'
import { MARKETING_EVENTS_DELAY_MS, OFFER_SEEN_INTERVAL_MS } from '../../shared/constants/timings.ts'
import type { Offer } from '../../shared/contract/offers.ts'
import { screenshots, seriousAxeFindings, watchPage } from './helpers/page-checks.ts'
import { ALEX, landedOn, logInAtProvider } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

/** A marketing tag on an origin of its own: it counts the times it is fetched, and says it ran. */
let tagFetches = 0
const tagServer = createServer((_request, response) => {
  tagFetches += 1
  response.writeHead(200, { 'content-type': 'text/javascript' })
  response.end('window.marketingTagRan = true')
})
await new Promise<void>((resolve) => tagServer.listen(0, '127.0.0.1', resolve))
t.teardown(() => new Promise<void>((resolve) => tagServer.close(() => resolve())))
const tagUrl = `http://127.0.0.1:${(tagServer.address() as AddressInfo).port}/tag.js`

const suite = await openSuite(t, { env: { MARKETING_SCRIPT_URL: tagUrl } })

if (suite) {
  /** A fresh context signed in as Alex, on `path`; cookies (a consent choice) set first. */
  const signedInAt = async (test: Test, path: string, consent?: string): Promise<Page> => {
    const context = await suite.newContext(test)
    if (consent)
      await context.addCookies([{ name: 'cookie-consent', value: consent, url: suite.product.origin }])
    const page = await context.newPage()
    await page.goto(path)
    await logInAtProvider(page, ALEX.card)
    await landedOn(page, path)
    return page
  }

  const offersOf = async (page: Page): Promise<Offer[]> =>
    ((await (await page.request.get('/api/offers')).json()) as { offers: Offer[] }).offers

  const isSaved = (offer: Offer) => ['LOADED', 'OPTEDIN', 'PINNED'].includes(offer.state)
  const pinnedFirst = (a: Offer, b: Offer) => Number(b.state === 'PINNED') - Number(a.state === 'PINNED')
  const time = (iso: string | null) => (iso ? Date.parse(iso) : 0)
  const recentlySaved = (offers: Offer[]) =>
    offers
      .filter(isSaved)
      .sort((a, b) => pinnedFirst(a, b) || time(b.savedAt) - time(a.savedAt) || a.id.localeCompare(b.id))
  const endingSoon = (offers: Offer[]) =>
    offers.filter(isSaved).sort((a, b) => time(a.endDate) - time(b.endDate) || a.id.localeCompare(b.id))

  /** The titles of the cards listed, in page order, once the list shows `count` of them. */
  const listedTitles = async (page: Page, count: number) => {
    await page.waitForFunction(
      (n) => document.querySelectorAll('.offers-list__grid article').length === n,
      count,
    )
    return page.locator('.offers-list__grid article h2').allTextContents()
  }

  const filterButton = (page: Page) => page.getByRole('button', { name: 'Filter and sort' })
  const filterPopup = (page: Page) => page.getByRole('dialog', { name: 'Filter and sort' })

  t.test('saved offers: pinned first, then recently saved; axe at both widths; screenshots', async (t) => {
    const page = await signedInAt(t, '/offers-saved')
    const problems = await watchPage(page)
    await page.getByRole('heading', { level: 1, name: 'Saved offers' }).waitFor()
    const expected = recentlySaved(await offersOf(page))
    t.ok(expected.length >= 5, 'Alex has saved offers')
    t.ok(
      expected.every((offer) => offer.savedAt !== null),
      'each saved offer says when it was saved',
    )
    t.ok(expected[0]?.state === 'PINNED', 'Alex has a pinned offer')
    t.same(
      await listedTitles(page, expected.length),
      expected.map((offer) => offer.title),
    )
    t.ok(await page.getByText('Showing all offers, sorted by recently saved').isVisible())
    const nav = page.getByRole('navigation', { name: 'Offers pages' })
    t.equal(await nav.getByRole('link', { name: 'Saved' }).getAttribute('aria-current'), 'page')
    t.equal(await nav.getByRole('link', { name: 'New Offers' }).getAttribute('aria-current'), null)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 })
      t.same(await seriousAxeFindings(page), [], `axe at ${width} px: no serious or critical findings`)
    }
    await page.evaluate(() => {
      for (const img of document.querySelectorAll<HTMLImageElement>('.offer-card__image'))
        img.loading = 'eager'
    })
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.offer-card__image')].every((img) => img.complete),
    )
    await screenshots(page, 'offers-saved')
    await filterButton(page).click()
    await filterPopup(page).waitFor()
    t.same(await seriousAxeFindings(page), [], 'the filter popup: no serious or critical findings')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: 'test-artifacts/screenshots/offers-saved-filter-390.png' })
    await page.keyboard.press('Escape')
    t.same(problems, { consoleErrors: [], cspViolations: [] }, 'no console errors, no CSP violations')
  })

  t.test(
    'filter own and partner, sort ending soon, Reset; the choice survives a reload and back',
    async (t) => {
      const page = await signedInAt(t, '/offers-saved')
      const offers = await offersOf(page)
      const popup = filterPopup(page)
      const reset = popup.getByRole('button', { name: 'Reset' })
      await listedTitles(page, recentlySaved(offers).length)

      await filterButton(page).click()
      await popup.waitFor()
      t.equal(await reset.count(), 0, 'no Reset at the defaults')
      t.ok(await popup.getByRole('radio', { name: /^Recently saved/ }).isChecked())
      t.ok(await popup.getByRole('radio', { name: /^All offers/ }).isChecked())
      const own = recentlySaved(offers).filter((offer) => offer.sourceType !== 'COALITION').length
      await popup.getByText(`${own} saved`).waitFor()
      await popup.getByRole('radio', { name: /^Own offers/ }).check()
      t.equal(await reset.count(), 1, 'Reset once the filter is not all offers')
      await popup.getByRole('radio', { name: /^All offers/ }).check()
      t.equal(await reset.count(), 0, 'gone again at the defaults')
      await popup.getByRole('radio', { name: /^Ending soon/ }).check()
      t.equal(await reset.count(), 1, 'Reset once the sort is not recently saved')
      await popup.getByRole('radio', { name: /^Own offers/ }).check()
      await popup.getByRole('button', { name: 'Show offers' }).click()
      await popup.waitFor({ state: 'hidden' })
      await page.waitForURL((url) => url.search === '?filter=own&sort=ending-soon')
      const ownEndingSoon = endingSoon(offers).filter((offer) => offer.sourceType !== 'COALITION')
      t.same(
        await listedTitles(page, ownEndingSoon.length),
        ownEndingSoon.map((offer) => offer.title),
      )
      t.ok(await page.getByText('Showing own offers, sorted by ending soon').isVisible())
      await screenshots(page, 'offers-saved-own-ending-soon')

      await page.reload()
      t.same(
        await listedTitles(page, ownEndingSoon.length),
        ownEndingSoon.map((o) => o.title),
        'after a reload',
      )
      await filterButton(page).click()
      t.ok(await popup.getByRole('radio', { name: /^Own offers/ }).isChecked(), 'the popup shows the choice')
      t.ok(await popup.getByRole('radio', { name: /^Ending soon/ }).isChecked())
      await popup.getByRole('radio', { name: /^Partner offers/ }).check()
      await popup.getByRole('button', { name: 'Show offers' }).click()
      await page.waitForURL((url) => url.search === '?filter=partner&sort=ending-soon')
      const partner = endingSoon(offers).filter((offer) => offer.sourceType === 'COALITION')
      t.same(
        await listedTitles(page, partner.length),
        partner.map((offer) => offer.title),
        'partner offers',
      )

      await page.goBack()
      await page.waitForURL((url) => url.search === '?filter=own&sort=ending-soon')
      t.same(
        await listedTitles(page, ownEndingSoon.length),
        ownEndingSoon.map((o) => o.title),
        'back: own',
      )

      await filterButton(page).click()
      await reset.click()
      await popup.waitFor({ state: 'hidden' })
      await page.waitForURL((url) => url.pathname === '/offers-saved' && url.search === '')
      t.same(
        await listedTitles(page, recentlySaved(offers).length),
        recentlySaved(offers).map((offer) => offer.title),
        'Reset: all offers, recently saved',
      )
      await filterButton(page).click()
      t.ok(await popup.getByRole('radio', { name: /^All offers/ }).isChecked())
      t.ok(await popup.getByRole('radio', { name: /^Recently saved/ }).isChecked())
      t.equal(await reset.count(), 0)
    },
  )

  t.test('an empty filter says so', async (t) => {
    const page = await signedInAt(t, '/my-offers')
    // Alex always has saved partner offers (some LOCKED, which cannot be unsaved): the offers
    // answer is passed on without them, so the page meets a collector who has none.
    await page.route('**/api/offers', async (route) => {
      const response = await route.fetch()
      const { offers } = (await response.json()) as { offers: Offer[] }
      const json = { offers: offers.filter((offer) => !(offer.sourceType === 'COALITION' && isSaved(offer))) }
      await route.fulfill({ response, json })
    })
    await page.goto('/offers-saved?filter=partner')
    await page.getByText('You have no saved partner offers.').waitFor()
    t.equal(await page.getByRole('article').count(), 0)
    t.ok(await page.getByText('Showing partner offers, sorted by recently saved').isVisible())
  })

  t.test('the instruction popup: how saved offers work; focus back on its button', async (t) => {
    const page = await signedInAt(t, '/offers-saved')
    const info = page.getByRole('button', { name: 'How saved offers work' })
    await info.click()
    const popup = page.getByRole('dialog', { name: 'How saved offers work' })
    await popup.waitFor()
    await popup.getByText(/Scan your .* card or digital card at the till/).waitFor()
    t.ok(await popup.getByText(/apply automatically/).isVisible())
    t.ok(await popup.getByText(/Pinned offers show first/).isVisible())
    t.same(await seriousAxeFindings(page), [], 'no serious or critical findings')
    await page.screenshot({ path: 'test-artifacts/screenshots/offers-saved-instructions-1280.png' })
    await popup.getByRole('button', { name: 'Got it' }).click()
    await popup.waitFor({ state: 'hidden' })
    t.ok(await info.evaluate((button) => button === document.activeElement), 'focus back on the info button')
  })

  t.test('the filter popup by keyboard only: Tab, arrows, Enter, Escape; focus back', async (t) => {
    const page = await signedInAt(t, '/offers-saved')
    const popup = filterPopup(page)
    const opener = filterButton(page)
    const focusedName = () =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null
        if (active instanceof HTMLInputElement) return `radio ${active.labels?.[0]?.textContent ?? ''}`
        return active?.textContent ?? ''
      })
    await opener.focus()
    await page.keyboard.press('Enter')
    await popup.waitFor()
    t.ok(await popup.evaluate((dialog) => dialog.contains(document.activeElement)), 'focus moved in')
    await page.keyboard.press('Tab')
    t.match(await focusedName(), /^radio Recently saved/, 'Tab: the sort group')
    await page.keyboard.press('ArrowDown')
    t.ok(await popup.getByRole('radio', { name: /^Ending soon/ }).isChecked(), 'arrow: ending soon')
    await page.keyboard.press('Tab')
    t.match(await focusedName(), /^radio All offers/, 'Tab: the filter group')
    await page.keyboard.press('ArrowDown')
    t.ok(await popup.getByRole('radio', { name: /^Own offers/ }).isChecked(), 'arrow: own offers')
    await page.keyboard.press('Tab')
    t.equal(await focusedName(), 'Reset')
    await page.keyboard.press('Tab')
    t.equal(await focusedName(), 'Show offers')
    await page.keyboard.press('Enter')
    await popup.waitFor({ state: 'hidden' })
    await page.waitForURL((url) => url.search === '?filter=own&sort=ending-soon')
    t.ok(await opener.evaluate((button) => button === document.activeElement), 'focus back on the opener')

    await page.keyboard.press('Enter')
    await popup.waitFor()
    await page.keyboard.press('Tab')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Escape')
    await popup.waitFor({ state: 'hidden' })
    t.ok(await opener.evaluate((button) => button === document.activeElement), 'Escape: focus back')
    t.equal(new URL(page.url()).search, '?filter=own&sort=ending-soon', 'Escape applies nothing')
  })

  /** The offer ids an offer-seen batch sends; none for any other request. */
  const offerSeenIds = (request: Request): string[] => {
    const body =
      request.method() === 'POST' && request.url().endsWith('/api/events') && request.postDataJSON()
    return body?.type === 'offer-seen' ? body.offerIds : []
  }

  /** After a scroll: a frame for the observer to see the cards, then the page's clock moved on. */
  const throughSeenAndBatch = async (page: Page) => {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    await page.clock.fastForward(OFFER_SEEN_INTERVAL_MS)
    await page.clock.fastForward(OFFER_SEEN_BATCH_WINDOW_MS)
  }

  t.test('offer seen: batches through POST /api/events, each offer once per visit', async (t) => {
    const page = await signedInAt(t, '/offers-saved')
    const batches: string[][] = []
    const statuses: number[] = []
    page.on('request', (request: Request) => {
      const ids = offerSeenIds(request)
      if (ids.length > 0) batches.push(ids)
    })
    page.on('response', (response) => {
      if (response.url().endsWith('/api/events')) statuses.push(response.status())
    })
    const listed = recentlySaved(await offersOf(page))
    await listedTitles(page, listed.length)
    // The first batch goes a second after the cards show: on a busy machine it can be answered
    // before this line, and is then already counted.
    if (statuses.length === 0)
      await page.waitForResponse((response) => response.url().endsWith('/api/events'), { timeout: 10000 })
    const first = batches.flat()
    t.ok(first.length >= 1, 'the cards on screen were recorded')
    t.ok(
      first.every((id) => listed.some((offer) => offer.id === id)),
      'only offers of the page',
    )
    t.ok(first.includes(listed[0]?.id ?? ''), 'the first card, on screen from the start, is among them')
    t.notOk(first.includes(listed.at(-1)?.id ?? ''), 'the last card, below the fold, is not yet')
    // Down to the last card and back up: the first cards are not recorded again. The page's clock
    // jumps through the seen interval and the batch window instead of waiting them out.
    await page.clock.install()
    const lastId = listed.at(-1)?.id ?? ''
    const lastRecorded = page.waitForRequest((request) => offerSeenIds(request).includes(lastId))
    await page.locator('.offers-list__grid article').last().scrollIntoViewIfNeeded()
    await throughSeenAndBatch(page)
    await lastRecorded
    await page.evaluate(() => window.scrollTo(0, 0))
    await throughSeenAndBatch(page)
    const all = batches.flat()
    t.ok(all.includes(listed.at(-1)?.id ?? ''), 'the last card once scrolled to')
    t.equal(new Set(all).size, all.length, 'no offer recorded twice in the visit')
    t.ok(statuses.length > 0 && statuses.every((status) => status === 204), 'the gateway logged each batch')
  })

  /** Loads the first unloaded supermarket offer on New Offers; answers it and the page time after. */
  const loadAnOffer = async (page: Page) => {
    const offer = (await offersOf(page)).find(
      (o) => o.sourceType === 'PIANO' && o.status === 'ACTIVE' && o.state === 'UNLOADED',
    )
    if (!offer) throw new Error('Alex has no unloaded supermarket offer left')
    const card = page.getByRole('article', { name: offer.title, exact: true }).first()
    const answered = page.waitForResponse((response) =>
      response.url().endsWith(`/api/offers/${offer.id}/state`),
    )
    await card.getByRole('button', { name: 'Load', exact: true }).click()
    t.equal((await answered).status(), 200)
    return { offer, loadedAt: await page.evaluate(() => Date.now()) }
  }

  const scriptSources = (page: Page) =>
    page.evaluate(() => [...document.querySelectorAll('script')].map((script) => script.src || 'inline'))

  t.test('view-content: with marketing consent, 1 s after an offer loads', async (t) => {
    const page = await signedInAt(t, '/my-offers', 'groups%3D4')
    await page.getByRole('article').first().waitFor()
    // The page's clock stands still from the load on and is run through in tenths of a second, so
    // the event's time is the page's, whatever the machine's load.
    await page.clock.install()
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
    const { offer, loadedAt } = await loadAnOffer(page)
    const fired = () => page.evaluate(() => window.marketingEvents?.length ?? 0)
    t.equal(await fired(), 0, 'not at once')
    const RUN_THROUGH_MS = 3000
    for (let ran = 0; ran < RUN_THROUGH_MS && (await fired()) === 0; ran += 100) await page.clock.runFor(100)
    const events = await page.evaluate(() => window.marketingEvents ?? [])
    t.equal(events.length, 1)
    t.match(events[0], { name: 'view-content', offerId: offer.id, offerType: offer.type })
    const after = (events[0]?.at ?? 0) - loadedAt
    t.ok(
      after >= MARKETING_EVENTS_DELAY_MS && after <= RUN_THROUGH_MS,
      `1 s after the load answered (${after} ms)`,
    )
    await page.clock.resume()
    t.ok((await scriptSources(page)).includes(tagUrl), 'the marketing tag is added with the event')
    await page.waitForFunction(() => (window as { marketingTagRan?: boolean }).marketingTagRan === true)
    t.ok(tagFetches >= 1, 'and fetched from its origin, which the CSP allows')
  })

  t.test('view-content: without marketing consent nothing fires and no script is added', async (t) => {
    const page = await signedInAt(t, '/my-offers', 'groups%3D2%2C3')
    await page.getByRole('article').first().waitFor()
    const before = await scriptSources(page)
    const fetchesBefore = tagFetches
    await page.clock.install()
    await loadAnOffer(page)
    // Past the moment the event would have been queued.
    await page.clock.fastForward(2 * MARKETING_EVENTS_DELAY_MS)
    t.equal(await page.evaluate(() => window.marketingEvents), undefined, 'no marketing event')
    t.same(await scriptSources(page), before, 'no script added')
    t.notOk(before.includes(tagUrl), 'the marketing tag is not on the page')
    t.equal(tagFetches, fetchesBefore, 'the marketing tag is never fetched')
  })

  t.test('home: the offers strip and its links; the sub-navigation marks each page', async (t) => {
    const page = await signedInAt(t, '/homepage')
    const problems = await watchPage(page)
    const strip = page.getByRole('region', { name: 'Your offers' })
    await strip.waitFor()
    const expected = (await offersOf(page))
      .filter((o) => (o.state === 'UNLOADED' || o.state === 'NOTOPTEDIN') && o.status === 'ACTIVE')
      .slice(0, 4)
    t.equal(expected.length, 4, 'Alex has 4 offers to save')
    await strip.getByRole('listitem').first().waitFor()
    t.same(
      await strip.locator('.offer-tile__title').allTextContents(),
      expected.map((offer) => offer.title),
    )
    t.same(
      await strip.locator('.offer-tile__sponsor').allTextContents(),
      expected.map((offer) => offer.sponsorDisplayName),
    )
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 })
      t.same(await seriousAxeFindings(page), [], `home at ${width} px: no serious or critical findings`)
    }
    await strip.scrollIntoViewIfNeeded()
    await screenshots(page, 'home-offers-strip')
    const pages = [
      { link: 'New Offers', path: '/my-offers', heading: 'New Offers', tab: 'New Offers' },
      { link: 'Supermarket offers', path: '/sainsburys', heading: 'Supermarket offers', tab: 'Supermarket' },
      { link: 'Partner offers', path: '/partners', heading: 'Partner offers', tab: 'Partners' },
      { link: 'Saved offers', path: '/offers-saved', heading: 'Saved offers', tab: 'Saved' },
    ]
    for (const { link, path, heading, tab } of pages) {
      await page.goto('/homepage')
      await strip.getByRole('link', { name: link, exact: true }).click()
      await page.waitForURL((url) => url.pathname === path)
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      const nav = page.getByRole('navigation', { name: 'Offers pages' })
      t.equal(
        await nav.getByRole('link', { name: tab, exact: true }).getAttribute('aria-current'),
        'page',
        tab,
      )
      t.equal(await nav.locator('[aria-current="page"]').count(), 1, `${tab}: one current page`)
    }
    t.same(problems, { consoleErrors: [], cspViolations: [] }, 'no console errors, no CSP violations')
  })
}
