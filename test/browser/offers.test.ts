/**
 * The offers pages in Chromium as the demo collector Alex: New Offers (/my-offers), the supermarket
 * offers on both tabs (/sainsburys?filter=bonus, ?filter=your-nectar-prices) and the partner
 * offers (/partners) list the offers the API answers; an offer loaded stays loaded after a reload;
 * pin then unpin; hide then Undo ('Undo successful', the offer back); a LOCKED offer says so and has
 * no buttons; Load all, once confirmed, empties New Offers of supermarket offers; a refused change is put back with the refusal's message; axe-core at 390 and 1280 px;
 * screenshots.
 */
import type { Locator, Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { OFFER_ERROR_MESSAGES, type Offer } from '../../shared/contract/offers.ts'
import { screenshots, seriousAxeFindings, watchPage } from './helpers/page-checks.ts'
import { ALEX, landedOn, logInAtProvider } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

if (suite) {
  /** A fresh context signed in as Alex, on `path`. */
  const signedInAt = (test: Test, path: string) => suite.signedInAt(test, path)

  const offersOf = async (page: Page): Promise<Offer[]> =>
    ((await (await page.request.get('/api/offers')).json()) as { offers: Offer[] }).offers

  /** Offers whose title no other offer shares, so that a card is found by its heading alone. */
  const uniquelyTitled = (offers: Offer[]) =>
    offers.filter((offer) => offers.filter((other) => other.title === offer.title).length === 1)

  const cardOf = (page: Page, offer: Offer): Locator =>
    page.getByRole('article', { name: offer.title, exact: true })

  const visible = (offer: Offer) => offer.state !== 'HIDDEN'

  /** Presses an action of a card and waits for the gateway's answer (the card changes before it). */
  const press = async (page: Page, card: Locator, name: string) => {
    const answered = page.waitForResponse((response) =>
      /\/api\/offers\/[^/]+\/state$/.test(new URL(response.url()).pathname),
    )
    await card.getByRole('button', { name }).click()
    return answered
  }

  t.test('the three pages list their offers; axe at both widths; screenshots', async (t) => {
    const page = await signedInAt(t, '/my-offers')
    const problems = await watchPage(page)
    const offers = await offersOf(page)
    const pages = [
      {
        path: '/my-offers',
        heading: 'New Offers',
        shot: 'offers-new',
        expected: offers.filter((o) => o.state === 'UNLOADED' || o.state === 'NOTOPTEDIN'),
      },
      {
        path: '/sainsburys?filter=bonus',
        heading: 'Supermarket offers',
        shot: 'offers-supermarket-bonus',
        expected: offers.filter((o) => o.sourceType === 'PIANO' && visible(o)),
      },
      {
        path: '/sainsburys?filter=your-nectar-prices',
        heading: 'Supermarket offers',
        shot: 'offers-supermarket-nectar-prices',
        expected: offers.filter((o) => o.sourceType === 'NECTAR_PRICE' && visible(o)),
      },
      {
        path: '/partners',
        heading: 'Partner offers',
        shot: 'offers-partners',
        expected: offers.filter((o) => o.sourceType === 'COALITION' && visible(o)),
      },
    ]
    for (const { path, heading, shot, expected } of pages) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      const first = expected[0]
      t.ok(first, `${path}: the collector has offers there`)
      if (first) await page.getByRole('article').first().waitFor()
      t.equal(await page.getByRole('article').count(), expected.length, `${path}: every offer listed`)
      const image = page.locator('.offer-card__image').first()
      t.match(await image.getAttribute('srcset'), /1360w.*640w.*432w.*350w.*343w.*300w.*288w/)
      t.ok(await image.getAttribute('sizes'), `${path}: the image has sizes`)
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width < 768 ? 844 : 800 })
        t.same(
          await seriousAxeFindings(page),
          [],
          `${path} at ${width} px: no serious or critical axe findings`,
        )
      }
      // Every image drawn for the full-page screenshots (lower ones load only as they come near).
      await page.evaluate(() => {
        for (const img of document.querySelectorAll<HTMLImageElement>('.offer-card__image'))
          img.loading = 'eager'
      })
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('.offer-card__image')].every((img) => img.complete),
      )
      await screenshots(page, shot)
    }
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/sainsburys?filter=bonus')
    await page.getByRole('article').first().waitFor()
    await page.screenshot({ path: 'test-artifacts/screenshots/offers-supermarket-bonus-390-top.png' })
    const tab = page.getByRole('navigation', { name: 'Supermarket offers' })
    await page.goto('/sainsburys?filter=bonus')
    await tab.getByRole('link', { name: 'Your Nectar Prices' }).click()
    await page.waitForURL((url) => url.search === '?filter=your-nectar-prices')
    t.equal(
      await tab.getByRole('link', { name: 'Your Nectar Prices' }).getAttribute('aria-current'),
      'page',
      'the tab the filter selects is current',
    )
    t.same(problems, { consoleErrors: [], cspViolations: [] }, 'no console errors, no CSP violations')
  })

  t.test('load an offer: it shows loaded, and still does after a reload', async (t) => {
    const page = await signedInAt(t, '/sainsburys?filter=bonus')
    const offers = await offersOf(page)
    const offer = uniquelyTitled(offers).find(
      (o) => o.sourceType === 'PIANO' && o.status === 'ACTIVE' && o.state === 'UNLOADED',
    )
    if (!offer) {
      t.fail('an unloaded bonus offer to load')
      return
    }
    const card = cardOf(page, offer)
    await card.getByText('Not loaded', { exact: true }).waitFor()
    t.equal((await press(page, card, 'Load')).status(), 200)
    await card.getByText('Loaded', { exact: true }).waitFor()
    t.ok(await card.getByRole('button', { name: 'Pin' }).isVisible(), 'a loaded offer can be pinned')
    await page.reload()
    await cardOf(page, offer).getByText('Loaded', { exact: true }).waitFor()
    t.equal((await offersOf(page)).find((o) => o.id === offer.id)?.state, 'LOADED', 'saved by the API')
  })

  t.test('pin, then unpin', async (t) => {
    const page = await signedInAt(t, '/sainsburys?filter=bonus')
    const offers = await offersOf(page)
    const offer = uniquelyTitled(offers).find(
      (o) => o.sourceType === 'PIANO' && o.status === 'ACTIVE' && o.state === 'LOADED',
    )
    if (!offer) {
      t.fail('a loaded bonus offer to pin')
      return
    }
    const card = cardOf(page, offer)
    t.equal((await press(page, card, 'Pin')).status(), 200)
    await card.getByText('Pinned', { exact: true }).waitFor()
    await card.getByRole('button', { name: 'Unpin' }).waitFor()
    await page.reload()
    await card.getByText('Pinned', { exact: true }).waitFor()
    t.pass('pinned, after a reload too')
    t.equal((await press(page, card, 'Unpin')).status(), 200)
    await card.getByText('Loaded', { exact: true }).waitFor()
    await card.getByRole('button', { name: 'Pin' }).waitFor()
    await page.reload()
    await card.getByText('Loaded', { exact: true }).waitFor()
    t.pass('unpinned, after a reload too')
  })

  t.test("hide, then Undo: 'Undo successful' and the offer is back", async (t) => {
    const page = await signedInAt(t, '/partners')
    const offers = await offersOf(page)
    const offer = uniquelyTitled(offers).find(
      (o) => o.sourceType === 'COALITION' && o.status === 'ACTIVE' && o.state === 'NOTOPTEDIN',
    )
    if (!offer) {
      t.fail('a partner offer to hide')
      return
    }
    const card = cardOf(page, offer)
    await card.getByRole('button', { name: 'Hide' }).click()
    await card.waitFor({ state: 'detached' })
    const notice = page.locator('.offer-hidden')
    await notice.getByText('Offer hidden').waitFor()
    const undo = notice.getByRole('button', { name: 'Undo' })
    await page.waitForFunction(() => document.activeElement?.textContent === 'Undo')
    t.ok(await undo.evaluate((button) => button === document.activeElement), 'focus on Undo, the card gone')
    await page.screenshot({ path: 'test-artifacts/screenshots/offers-hidden-notice-1280.png' })
    await undo.click()
    await page.getByText('Undo successful').waitFor()
    await notice.waitFor({ state: 'detached' })
    await card.waitFor()
    t.ok(await card.getByRole('button', { name: 'Load' }).isVisible(), 'back, and can be loaded')
    t.equal((await offersOf(page)).find((o) => o.id === offer.id)?.state, 'UNLOADED', 'unhidden by the API')
    await page.getByText('Undo successful').waitFor({ state: 'detached', timeout: 6000 })
    t.pass('the toast closed after its timer')
  })

  t.test('a LOCKED offer says it is locked and has no buttons', async (t) => {
    const page = await signedInAt(t, '/sainsburys?filter=bonus')
    const offers = await offersOf(page)
    const offer = uniquelyTitled(offers).find(
      (o) => o.sourceType === 'PIANO' && o.status === 'LOCKED' && visible(o),
    )
    if (!offer) {
      t.fail('a locked bonus offer')
      return
    }
    const card = cardOf(page, offer)
    await card.getByText(/Locked/).waitFor()
    t.equal(await card.getByRole('button').count(), 0, 'no actions')
  })

  t.test("a refused change is put back, with the refusal's message", async (t) => {
    const context = await suite.newContext(t)
    await context.route('**/api/offers/*/state', (route) =>
      route.fulfill({
        status: 409,
        json: { code: 'INVALID_OFFER_STATE', message: OFFER_ERROR_MESSAGES.invalidState },
      }),
    )
    const page = await context.newPage()
    await page.goto('/sainsburys?filter=bonus')
    await logInAtProvider(page, ALEX.card)
    await landedOn(page, '/sainsburys?filter=bonus')
    const offers = await offersOf(page)
    const offer = uniquelyTitled(offers).find(
      (o) => o.sourceType === 'PIANO' && o.status === 'ACTIVE' && o.state === 'UNLOADED',
    )
    if (!offer) {
      t.fail('an unloaded bonus offer')
      return
    }
    const card = cardOf(page, offer)
    await card.getByRole('button', { name: 'Load' }).click()
    await page.locator('[aria-live="assertive"]').getByText(OFFER_ERROR_MESSAGES.invalidState).waitFor()
    await card.getByText('Not loaded', { exact: true }).waitFor()
    t.ok(await card.getByRole('button', { name: 'Load' }).isEnabled(), 'back as it was')
  })

  // Last: it loads every unloaded supermarket offer, which the tests above pick from.
  t.test('Load all: the supermarket offers leave New Offers, loaded', async (t) => {
    const page = await signedInAt(t, '/my-offers')
    const before = await offersOf(page)
    const loadable = before.filter(
      (o) => o.sourceType !== 'COALITION' && o.status === 'ACTIVE' && o.state === 'UNLOADED',
    )
    t.ok(loadable.length > 0, 'unloaded supermarket offers to load')
    await page.getByRole('article').first().waitFor()
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/offers/load-all'))
    await page.getByRole('button', { name: 'Load all' }).click()
    await page
      .getByRole('dialog', { name: 'Load all offers?' })
      .getByRole('button', { name: /^Load \d+ offers?$/ })
      .click()
    t.equal((await answered).status(), 200)
    await page.getByRole('button', { name: 'Load all' }).waitFor({ state: 'detached' })
    const after = await offersOf(page)
    t.same(
      loadable.map((o) => after.find((a) => a.id === o.id)?.state),
      loadable.map(() => 'LOADED'),
      'every one loaded',
    )
    const left = after.filter((o) => o.state === 'UNLOADED' || o.state === 'NOTOPTEDIN')
    await page.waitForFunction((count) => document.querySelectorAll('article').length === count, left.length)
    t.pass(`New Offers lists the ${left.length} offers left (partner offers, locked ones)`)
  })
}
