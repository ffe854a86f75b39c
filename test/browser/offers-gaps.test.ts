/**
 * What the specification names on the offers and card screens, in Chromium as the demo collector
 * Alex: the cookie question on a first visit, remembered after; a saved offer unloaded from its card
 * and from its details page; 'Ending soon' by end date alone; a saved BARCODE offer's barcode; the
 * scan popup's card number; one notification at a time, in the page's flow; 'Load all' counting and
 * loading the offers of its page only; a collector with no offers told what to do next (the eShop
 * link out is in offers-gaps-eshop.test.ts, so that each file stays within its time).
 * Screenshots at 390 and 1280 px.
 */
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { offerDetailsPath } from '../../client/features/offers/utils/offer-paths.ts'
import type { Offer } from '../../shared/contract/offers.ts'
import { screenshots, seriousAxeFindings } from './helpers/page-checks.ts'
import { ALEX } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

if (suite) {
  /** A fresh context signed in as Alex on `path` (the cookie question answered before, by the suite). */
  const signedInAt = (test: Test, path: string) => suite.signedInAt(test, path)

  const offersOf = async (page: Page): Promise<Offer[]> =>
    ((await (await page.request.get('/api/offers')).json()) as { offers: Offer[] }).offers
  const isSaved = (offer: Offer) => ['LOADED', 'OPTEDIN', 'PINNED'].includes(offer.state)
  const listedTitles = async (page: Page, count: number) => {
    await page.waitForFunction(
      (n) => document.querySelectorAll('.offers-list__grid article').length === n,
      count,
    )
    return page.locator('.offers-list__grid article h2').allTextContents()
  }

  t.test('the cookie question: asked on a first visit, answered once, remembered after', async (t) => {
    const context = await suite.newContext(t, { firstVisit: true })
    const page = await context.newPage()
    await page.goto('/')
    const banner = page.getByRole('region', { name: /^Cookies on / })
    await banner.waitFor()
    t.ok(await banner.getByRole('button', { name: 'Accept all cookies' }).isVisible())
    t.same(await seriousAxeFindings(page), [], 'axe: no serious or critical findings')
    await screenshots(page, 'consent-banner')
    await banner.getByRole('button', { name: 'Choose cookies' }).click()
    await banner.getByRole('switch', { name: /^Analytics cookies/ }).check()
    await banner.getByRole('button', { name: 'Save choices' }).click()
    await banner.waitFor({ state: 'detached' })
    const cookie = (await context.cookies()).find((c) => c.name === 'cookie-consent')
    t.equal(decodeURIComponent(cookie?.value ?? ''), 'groups=2', 'the choice kept in the cookie')
    await page.reload()
    await page.getByRole('link', { name: 'Skip to main content' }).waitFor({ state: 'attached' })
    await page.locator('#main').waitFor()
    t.equal(await page.getByRole('region', { name: /^Cookies on / }).count(), 0, 'not asked again')

    const second = await (await suite.newContext(t, { firstVisit: true })).newPage()
    await second.goto('/')
    const asked = second.getByRole('region', { name: /^Cookies on / })
    await asked.getByRole('button', { name: 'Reject optional cookies' }).click()
    await asked.waitFor({ state: 'detached' })
    const rejected = (await second.context().cookies()).find((c) => c.name === 'cookie-consent')
    t.equal(decodeURIComponent(rejected?.value ?? ''), 'groups=', 'a refusal is an answer too')
  })

  t.test('the scan popup: the card number under the bigger barcode', async (t) => {
    const page = await signedInAt(t, '/homepage')
    await page.getByRole('button', { name: 'Scan', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Scan' })
    await dialog.getByRole('img', { name: `Barcode for card number 98263000${ALEX.card}` }).waitFor()
    const number = dialog.getByText(`98263000${ALEX.card}`)
    t.ok(await number.isVisible(), 'the card number shows')
    // Measured together once the image has its size: the popup may still be opening.
    const barcode = dialog.getByRole('img', { name: `Barcode for card number 98263000${ALEX.card}` })
    await barcode.evaluate((image: HTMLImageElement) => image.decode())
    const under = await dialog.evaluate((element, digits) => {
      const image = element.querySelector('img')?.getBoundingClientRect()
      // The innermost element holding the whole number (its digits are split over a prefix and a <strong>).
      const text = [...element.querySelectorAll('*')].find(
        (node) =>
          node.textContent?.includes(digits) &&
          ![...node.children].some((child) => child.textContent?.includes(digits)),
      )
      const box = text?.getBoundingClientRect()
      return Boolean(image && box && box.top >= image.bottom - 1)
    }, `98263000${ALEX.card}`)
    t.ok(under, 'under the barcode')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: 'test-artifacts/screenshots/scan-card-number-390.png' })
  })

  t.test("'Ending soon': by end date alone, a pin that ends later is not first", async (t) => {
    const page = await signedInAt(t, '/offers-saved?sort=ending-soon')
    const saved = (await offersOf(page)).filter(isSaved)
    const expected = [...saved].sort(
      (a, b) => Date.parse(a.endDate) - Date.parse(b.endDate) || a.id.localeCompare(b.id),
    )
    const soonest = expected[0]
    t.ok(
      saved.some(
        (o) => o.state === 'PINNED' && soonest && Date.parse(o.endDate) > Date.parse(soonest.endDate),
      ),
      'Alex has a pinned offer ending after another saved offer',
    )
    t.same(
      await listedTitles(page, expected.length),
      expected.map((o) => o.title),
    )
  })

  t.test('unload a saved offer from its card and from its details page', async (t) => {
    const page = await signedInAt(t, '/offers-saved')
    const all = await offersOf(page)
    const unique = (o: Offer) => all.filter((other) => other.title === o.title).length === 1
    const [first, second] = all.filter((o) => isSaved(o) && o.status === 'ACTIVE' && unique(o))
    if (!first || !second) throw new Error('Alex has two saved unlocked offers')
    await listedTitles(page, (await offersOf(page)).filter(isSaved).length)
    const card = page.getByRole('article', { name: first.title })
    await card.getByRole('button', { name: 'Unload' }).click()
    await card.waitFor({ state: 'detached' })
    t.pass('the offer left the saved list')
    t.equal((await offersOf(page)).find((o) => o.id === first.id)?.state, 'UNLOADED', 'UNLOADED upstream')

    await page.goto(offerDetailsPath(second, { saved: true }))
    await page.getByRole('heading', { level: 1, name: second.title }).waitFor()
    await page.getByRole('button', { name: 'Unload' }).click()
    await page.getByText('Not loaded', { exact: true }).waitFor()
    t.equal((await offersOf(page)).find((o) => o.id === second.id)?.state, 'UNLOADED')
    await page.getByRole('link', { name: 'Back to saved offers' }).click()
    await page.getByRole('heading', { level: 1, name: 'Saved offers' }).waitFor()
    await listedTitles(page, (await offersOf(page)).filter(isSaved).length)
    t.equal(await page.getByRole('article', { name: second.title }).count(), 0, 'not in the saved list')
  })

  t.test('a saved BARCODE offer shows its barcode', async (t) => {
    const page = await signedInAt(t, '/sainsburys')
    const offer = (await offersOf(page)).find(
      (o) =>
        o.type === 'BARCODE' &&
        o.sourceType !== 'COALITION' &&
        o.status === 'ACTIVE' &&
        o.state === 'UNLOADED',
    )
    if (!offer) throw new Error('Alex has an unloaded BARCODE offer')
    await page.goto(offerDetailsPath(offer))
    await page.getByRole('heading', { level: 1, name: offer.title }).waitFor()
    const barcode = page.getByRole('img', { name: `Barcode of the offer: ${offer.title}` })
    t.equal(await barcode.count(), 0, 'no barcode before it is saved')
    await page.getByRole('button', { name: 'Load', exact: true }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click()
    await page.goto(offerDetailsPath(offer, { saved: true }))
    await barcode.waitFor()
    t.ok(await page.getByText('Scan this barcode at the till, with your card.').isVisible())
    t.ok(await barcode.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 100), 'drawn')
    await screenshots(page, 'offer-barcode')
  })

  t.test('one notification at a time, in the flow above the page: it covers nothing', async (t) => {
    const page = await signedInAt(t, '/my-offers')
    const all = await offersOf(page)
    const unique = (o: Offer) => all.filter((other) => other.title === o.title).length === 1
    const [hide, fail] = all.filter((o) => o.state === 'UNLOADED' && o.status === 'ACTIVE' && unique(o))
    if (!hide || !fail) throw new Error('Alex has two unloaded offers')
    await page.getByRole('article', { name: hide.title }).getByRole('button', { name: 'Hide' }).click()
    await page.getByRole('button', { name: 'Undo' }).click()
    const notification = page.locator('.notification')
    await notification.filter({ hasText: 'Undo successful' }).waitFor()
    await page.route('**/api/offers/*/state', (route) =>
      route.fulfill({
        status: 502,
        json: {
          statusCode: 502,
          code: 'UPSTREAM_ERROR',
          message: 'Sorry, something went wrong. Please try again later',
        },
      }),
    )
    await page
      .getByRole('article', { name: fail.title })
      .getByRole('button', { name: 'Load', exact: true })
      .click()
    await page.locator('.notification--error').waitFor()
    t.equal(await notification.count(), 1, 'the error replaced the toast')
    const box = await notification.boundingBox()
    const heading = await page.getByRole('heading', { level: 1, name: 'New Offers' }).boundingBox()
    t.ok(box && heading && box.y + box.height <= heading.y, 'above the page, pushing it down')
    t.equal(
      await notification.evaluate((el) => getComputedStyle(el.parentElement?.parentElement ?? el).position),
      'static',
    )
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: 'test-artifacts/screenshots/notification-in-flow-390.png' })
  })

  t.test('a collector with no offers at all is told what to do next', async (t) => {
    const page = await signedInAt(t, '/my-offers')
    await page.route('**/api/offers', (route) => route.fulfill({ json: { offers: [] } }))
    await page.reload()
    await page.getByText("You don't have any offers yet").waitFor()
    t.ok(await page.getByRole('link', { name: 'See where to collect points' }).isVisible())
    await screenshots(page, 'offers-none-yet')
    await page.goto('/homepage')
    await page
      .getByRole('region', { name: 'Your offers' })
      .getByText("You don't have any offers yet")
      .waitFor()
    t.equal(
      await page.getByText('You have saved every offer you have. Well done!').count(),
      0,
      'not well done',
    )
  })

  // Last: it loads offers the tests above pick from.
  t.test("'Load all' counts and loads the offers of its page only", async (t) => {
    const page = await signedInAt(t, '/sainsburys?filter=bonus')
    const before = await offersOf(page)
    const bonus = before.filter(
      (o) => o.sourceType === 'PIANO' && o.status === 'ACTIVE' && o.state === 'UNLOADED',
    )
    const prices = before.filter(
      (o) => o.sourceType === 'NECTAR_PRICE' && o.status === 'ACTIVE' && o.state === 'UNLOADED',
    )
    t.ok(bonus.length > 1 && prices.length > 0, 'unloaded offers on both tabs')
    await page.getByRole('button', { name: 'Load all' }).click()
    const dialog = page.getByRole('dialog', { name: 'Load all offers?' })
    await dialog.getByText(`This loads ${bonus.length} offers to your card`).waitFor()
    const request = page.waitForRequest('**/api/offers/load-all')
    await dialog.getByRole('button', { name: `Load ${bonus.length} offers` }).click()
    t.same(
      new Set((await request).postDataJSON().offerIds),
      new Set(bonus.map((o) => o.id)),
      'the ids on screen',
    )
    await page.getByRole('button', { name: 'Load all' }).waitFor({ state: 'detached' })
    const after = new Map((await offersOf(page)).map((o) => [o.id, o.state]))
    t.ok(
      bonus.every((o) => after.get(o.id) === 'LOADED'),
      'the bonus offers loaded',
    )
    t.ok(
      prices.every((o) => after.get(o.id) === 'UNLOADED'),
      "the other tab's offers as they were",
    )
  })
}
