/**
 * Brands in Chromium: a brand's page as a visitor (rates, description, the BRAND_TNC terms popup,
 * similar brands, an unknown brand), the collect and redeem panels, brands by category with the
 * category radio group (the choice in the URL), the search as you type as the demo collector Alex
 * (no request before the 3000 ms pause nor for an empty or one-letter text, one after it, an empty
 * state), the eShops; axe at 390 and 1280 px on each screen; screenshots.
 */
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants/timings.ts'
import {
  screenshots,
  seriousAxeFindings,
  seriousAxeFindingsAtBothWidths,
  watchPage,
} from './helpers/page-checks.ts'
import { ALEX, landedOn, logInAtProvider } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

if (suite) {
  // Each test has its own browser context and shares no state: three at a time keep within the time limit.
  t.jobs = 3
  const openPage = async (test: Test, path: string): Promise<Page> => {
    const page = await (await suite.newContext(test)).newPage()
    await page.goto(path)
    return page
  }
  const signedInAt = async (test: Test, path: string): Promise<Page> => {
    const page = await openPage(test, path)
    await logInAtProvider(page, ALEX.card)
    await landedOn(page, path)
    return page
  }
  const tileNames = (page: Page, list: string) =>
    page.getByRole('list', { name: list }).locator('.brand-tile__name').allInnerTexts()

  t.test("a brand's page as a visitor: rates, terms popup, similar brands", async (t) => {
    const page = await openPage(t, '/brands/argos')
    const problems = await watchPage(page)
    await page.getByRole('heading', { level: 1, name: 'Argos' }).waitFor()
    const main = page.getByRole('main')
    t.ok(await main.getByText('1 point per £1').count(), 'collect rate')
    t.ok(await main.getByText('500 points = £2.50').count(), 'spend rate')
    t.ok(await main.getByRole('link', { name: 'Home & garden' }).count(), 'its category')
    const similar = page.getByRole('region', { name: 'Similar brands' })
    t.equal(await similar.getByRole('link').count(), 4, 'four similar brands')
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: brand page')
    await screenshots(page, 'brand-page')

    await page.getByRole('button', { name: 'Terms and conditions' }).click()
    const dialog = page.getByRole('dialog', { name: 'Argos terms and conditions' })
    await dialog.waitFor()
    t.match(await dialog.innerText(), /Points are added to your account within 30 days/)
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: terms popup')
    await screenshots(page, 'brand-terms')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    await similar.getByRole('link').first().click()
    await page.waitForURL((url) => url.pathname !== '/brands/argos')
    t.match(new URL(page.url()).pathname, /^\/brands\/[a-z0-9-]+$/, 'a similar brand opens its page')
    t.same(problems, { consoleErrors: [], cspViolations: [] })
  })

  t.test('an unknown brand says so', async (t) => {
    const page = await openPage(t, '/brands/no-such-brand')
    await page.getByRole('heading', { level: 1, name: "We couldn't find that brand" }).waitFor()
    t.ok(await page.getByRole('link', { name: 'browse brands by category' }).count())
  })

  t.test('the collect and redeem panels, signed in', async (t) => {
    const page = await signedInAt(t, '/brands')
    const problems = await watchPage(page)
    await page.getByRole('heading', { level: 1, name: 'Brands' }).waitFor()
    await page.getByRole('list', { name: 'Collect points' }).waitFor()
    await page.getByRole('list', { name: 'Spend points' }).waitFor()
    const collect = page.getByRole('list', { name: 'Collect points' }).getByRole('listitem')
    t.equal(await collect.count(), 48, 'a first page of 48 tiles')
    await page
      .getByRole('region', { name: 'Collect points' })
      .getByRole('button', { name: 'Show more brands' })
      .click()
    t.equal(await collect.count(), 96, 'then 48 more')
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: panels')
    await screenshots(page, 'brands-panels')
    t.same(problems, { consoleErrors: [], cspViolations: [] })
  })

  t.test('brands by category: the radio group, the choice in the URL', async (t) => {
    const page = await signedInAt(t, '/brands/categories')
    const problems = await watchPage(page)
    await page.getByRole('heading', { level: 1, name: 'Brands by category' }).waitFor()
    const all = page.getByRole('radio', { name: 'All categories' })
    await all.waitFor()
    t.ok(await all.isChecked(), "'All categories' is checked")
    const travel = page.getByRole('radio', { name: 'Travel' })
    await travel.check()
    await page.waitForURL('**/brands/categories/travel')
    await page.getByRole('heading', { level: 2, name: 'Travel' }).waitFor()
    t.ok(await travel.isChecked(), 'Travel is checked')
    t.notOk(await all.isChecked())
    await page.getByRole('list', { name: 'Brands: Travel' }).getByText('British Airways').waitFor()
    const names = await tileNames(page, 'Brands: Travel')
    t.ok(
      names.every((name) => /Travel|Holidays|Hotels|British Airways/.test(name)),
      names.join(', '),
    )
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: categories')
    await screenshots(page, 'brands-categories')
    await page.reload()
    await page.getByRole('radio', { name: 'Travel', checked: true }).waitFor()
    t.pass('a reload keeps the category')
    t.same(problems, { consoleErrors: [], cspViolations: [] })
  })

  t.test('a category as a visitor at 390 px: the CATEGORIES_RADIO_GROUP popup', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/brands/categories/pets')
    await page.getByRole('heading', { level: 2, name: 'Pets' }).waitFor()
    t.ok((await tileNames(page, 'Brands: Pets')).every((name) => name.endsWith('Pets')))
    t.equal(await page.getByRole('radio').count(), 0, 'no radio group beside the list at 390 px')
    await page.getByRole('button', { name: 'Change category' }).click()
    const dialog = page.getByRole('dialog', { name: 'Choose a category' })
    await dialog.getByRole('radio', { name: 'Pets', checked: true }).waitFor()
    await dialog.getByRole('radio', { name: 'Gifts & flowers' }).check()
    t.same(await seriousAxeFindings(page), [], 'axe: the popup')
    await screenshots(page, 'brands-categories-popup')
    await dialog.getByRole('button', { name: 'Show brands' }).click()
    await page.waitForURL('**/brands/categories/gifts')
    await page.getByRole('heading', { level: 2, name: 'Gifts & flowers' }).waitFor()
    t.equal(await dialog.count(), 0, 'the popup closed')
  })

  t.test('search as you type: nothing before the pause nor for too little, one request after', async (t) => {
    const page = await signedInAt(t, '/brands/search')
    const problems = await watchPage(page)
    const searches: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/api/brands/search') searches.push(url.searchParams.get('q') ?? '')
    })
    const box = page.getByRole('searchbox', { name: 'Search brands' })
    await box.waitFor()
    await page.getByText('Start typing to find a brand.').waitFor()
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: search, empty')

    // A document loaded again would lose what was typed: counted, so a failure below says so.
    let documentsLoaded = 0
    page.on('load', () => documentsLoaded++)

    // The page's clock stands still from here: the pause is run through, not waited out.
    await page.clock.install()
    const pausedAt = await page.evaluate(() => Date.now() + 1000)
    await page.clock.pauseAt(pausedAt)
    await box.fill('w')
    await page.clock.runFor(SEARCH_DEBOUNCE_MS + 500)
    await box.fill('')
    await page.clock.runFor(SEARCH_DEBOUNCE_MS + 500)
    t.same(searches, [], 'no request for one letter nor for an empty box')

    await box.pressSequentially('willow', { delay: 100 })
    await page.clock.runFor(SEARCH_DEBOUNCE_MS - 1)
    t.same(searches, [], 'no request before the pause of 3000 ms')
    t.same(
      { now: await page.evaluate(() => Date.now()), typed: await box.inputValue(), documentsLoaded },
      { now: pausedAt + 3 * SEARCH_DEBOUNCE_MS + 999, typed: 'willow', documentsLoaded: 0 },
      "the page's clock one millisecond short of the pause, the word still in the box",
    )
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/brands/search')
    await page.clock.runFor(1)
    await page.clock.resume()
    const response = await answered
    t.same(searches, ['willow'], 'the request once the pause is over')
    t.equal(response.status(), 200)
    await page.getByText('29 brands match "willow"').waitFor()
    t.same(searches, ['willow'], 'one request, for the whole word')
    t.ok((await tileNames(page, 'Search results')).every((name) => name.startsWith('Willow ')))
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: search results')
    await screenshots(page, 'brands-search')

    await box.fill('zzqx')
    await page.getByText('No brands match "zzqx". Check the spelling or try another name.').waitFor()
    t.same(searches, ['willow', 'zzqx'])
    await screenshots(page, 'brands-search-empty')
    t.same(problems, { consoleErrors: [], cspViolations: [] })
  })

  t.test('the eShops and their brands, as a visitor', async (t) => {
    const page = await openPage(t, '/eshops')
    const problems = await watchPage(page)
    await page.getByRole('heading', { level: 1, name: 'eShops' }).waitFor()
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: eShops')
    await page.getByRole('link', { name: 'See all eShops' }).click()
    await page.getByRole('heading', { level: 1, name: 'eShops brands' }).waitFor()
    const eshops = page.getByRole('list', { name: 'eShops' })
    await eshops.getByRole('listitem').first().waitFor()
    t.equal(await eshops.getByRole('listitem').count(), 48, 'a first page of 48')
    const total = Number(/(\d+) eShops/.exec(await page.getByText(/^\d+ eShops$/).innerText())?.[1])
    t.ok(total > 100, `${total} eShops`)
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: eShops brands')
    await screenshots(page, 'eshops-brands')
    t.same(problems, { consoleErrors: [], cspViolations: [] })
  })
}
