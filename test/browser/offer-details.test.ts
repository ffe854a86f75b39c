/**
 * The offer details pages, the offers by type and by brand, and the offers popups in Chromium as the
 * demo collector Alex: an offer's details opened from its list (every details route, back to its
 * list); 'How to get this offer' by keyboard only (focus in, Tab never on the page behind, Escape,
 * focus back on the opener) and its how-to HTML sanitised; the terms popup by source; a load from
 * the details page confirmed by LOAD_OFFER, once per page visit, and a refused one put back; a
 * voucher's save confirmed by the saved-voucher popup (both variants); states surviving a reload;
 * an unknown offer and a failing one; /offers/points-multiplier, /offers/brand and a brand's page;
 * 'Load all' asked first on /my-offers; axe-core at 390 and 1280 px on each screen; screenshots.
 */
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { OFFER_ERROR_MESSAGES, type Offer } from '../../shared/contract/offers.ts'
import { focusedIn, offersOf, settled, stateChangeAnswered, uniquelyTitled } from './helpers/offers.ts'
import { SCREENSHOT_DIR, screenshots, seriousAxeFindings, watchPage } from './helpers/page-checks.ts'
import { ALEX, landedOn, logInAtProvider } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

if (suite) {
  /** A fresh context signed in as Alex, on `path`. */
  const signedInAt = (test: Test, path: string) => suite.signedInAt(test, path)

  const axeAtBothWidths = async (test: Test, page: Page, what: string) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 })
      test.same(
        await seriousAxeFindings(page),
        [],
        `${what} at ${width} px: no serious or critical axe findings`,
      )
    }
  }

  /** A screenshot at the phone width, of the window as it is (a popup open over the page). */
  const phoneShot = async (page: Page, name: string) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-390.png` })
  }

  const active = (offer: Offer) => offer.status === 'ACTIVE'
  const isVoucher = (offer: Offer) => offer.type === 'COUPON' || offer.type === 'BARCODE'
  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })

  t.test(
    'an offer opens from its list; every details route goes back to its list; axe; screenshots',
    async (t) => {
      const page = await signedInAt(t, '/sainsburys?filter=bonus')
      const problems = await watchPage(page)
      const offers = uniquelyTitled(await offersOf(page))
      const food = offers.find((o) => o.sourceType === 'PIANO' && o.state !== 'HIDDEN' && active(o))
      const price = offers.find((o) => o.sourceType === 'NECTAR_PRICE' && o.state !== 'HIDDEN')
      const brand = offers.find((o) => o.sourceType === 'COALITION' && o.state !== 'HIDDEN' && active(o))
      if (!food || !price || !brand) {
        t.fail('a bonus offer, a Nectar Price and a partner offer to open')
        return
      }
      await page
        .getByRole('article', { name: food.title, exact: true })
        .getByRole('link', { name: food.title })
        .click()
      await page.waitForURL((url) => url.pathname === `/offer-details/food/${food.id}`)
      await heading(page, food.title).waitFor()
      const details = page.getByRole('article', { name: food.title, exact: true })
      t.ok(await details.getByText(food.description).isVisible(), 'the description')
      t.ok(await details.getByText(food.sponsorDisplayName, { exact: true }).isVisible(), 'the sponsor')
      t.ok(await details.getByText(/^Ends \d{1,2} \w+ \d{4}$/).isVisible(), 'the end date')
      const image = page.locator('.offer-details__image')
      t.match(
        await image.getAttribute('srcset'),
        /1360w.*640w.*432w.*350w.*343w.*300w.*288w/,
        'srcset over imgUrls',
      )
      t.ok(await image.getAttribute('sizes'), 'the image has sizes')
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('.offer-details__image')
        return Boolean(img?.complete && img.naturalWidth > 0)
      })
      await axeAtBothWidths(t, page, 'food offer details')
      await screenshots(page, 'offer-details-food')
      await page.getByRole('link', { name: 'Back to supermarket offers' }).click()
      await page.waitForURL((url) => url.pathname === '/sainsburys' && url.search === '?filter=bonus')
      t.pass('back to the bonus offers')

      await page.goto('/partners')
      await page
        .getByRole('article', { name: brand.title, exact: true })
        .getByRole('link', { name: brand.title })
        .click()
      await page.waitForURL((url) => url.pathname === `/offer-details/brand/${brand.id}`)
      await heading(page, brand.title).waitFor()
      await axeAtBothWidths(t, page, 'partner offer details')
      await screenshots(page, 'offer-details-brand')
      t.equal(
        await page.getByRole('link', { name: 'Back to partner offers' }).getAttribute('href'),
        '/partners',
      )

      const routes = [
        [
          `/offer-details/your-nectar-prices/${price.id}`,
          price,
          'Back to Your Nectar Prices',
          '/sainsburys?filter=your-nectar-prices',
        ],
        [`/saved/offer-details/food/${food.id}`, food, 'Back to saved offers', '/offers-saved'],
        [`/saved/offer-details/brand/${brand.id}`, brand, 'Back to saved offers', '/offers-saved'],
      ] as const
      for (const [path, offer, back, href] of routes) {
        await page.goto(path)
        await heading(page, offer.title).waitFor()
        t.equal(await page.getByRole('link', { name: back }).getAttribute('href'), href, `${path}: ${back}`)
      }
      t.same(problems, { consoleErrors: [], cspViolations: [] }, 'no console errors, no CSP violations')
    },
  )

  t.test(
    'a LOCKED offer is shown locked, with no actions; an unknown offer; a failure, then retry',
    async (t) => {
      const page = await signedInAt(t, '/partners')
      const locked = (await offersOf(page)).find((o) => o.status === 'LOCKED' && o.sourceType === 'PIANO')
      if (!locked) {
        t.fail('a locked offer')
        return
      }
      await page.goto(`/offer-details/food/${locked.id}`)
      await heading(page, locked.title).waitFor()
      await page.getByText('Locked: this offer cannot be changed').waitFor()
      for (const name of ['Load', 'Pin', 'Unpin', 'Hide', 'Unhide'])
        t.equal(await page.getByRole('button', { name, exact: true }).count(), 0, `no ${name}`)
      await page.getByRole('button', { name: 'How to get this offer' }).click()
      const dialog = page.getByRole('dialog', { name: 'How to get this offer' })
      await dialog.waitFor()
      t.equal(
        await dialog.getByRole('button', { name: 'Load offer' }).count(),
        0,
        'no load from the popup either',
      )
      await dialog.getByRole('button', { name: 'Got it' }).click()
      await dialog.waitFor({ state: 'hidden' })
      await screenshots(page, 'offer-details-locked')

      await page.goto('/offer-details/food/70000-no-such-offer')
      await heading(page, "Sorry, we can't find that offer").waitFor()
      t.ok(await page.getByRole('link', { name: 'Back to supermarket offers' }).isVisible(), 'a way back')
      await axeAtBothWidths(t, page, 'unknown offer')
      await page.goto('/offer-details/brand/not.an.offer.id')
      await heading(page, "Sorry, we can't find that offer").waitFor()
      t.ok(await page.getByRole('link', { name: 'Back to partner offers' }).isVisible(), 'nor a malformed id')

      const context = page.context()
      let failures = 1
      await context.route(`**/api/offers/${locked.id}`, (route) =>
        failures-- > 0
          ? route.fulfill({ status: 502, json: { code: 'UPSTREAM', message: 'Bad gateway' } })
          : route.fallback(),
      )
      await page.goto(`/offer-details/food/${locked.id}`)
      await page.getByText("We couldn't load this offer.").waitFor()
      await page.getByRole('button', { name: 'Try again' }).click()
      await heading(page, locked.title).waitFor()
      t.pass('loaded on retry')
    },
  )

  t.test("a refused load on the details page is put back, with the refusal's message", async (t) => {
    const context = await suite.newContext(t)
    await context.route('**/api/offers/*/state', (route) =>
      route.fulfill({
        status: 409,
        json: { code: 'INVALID_OFFER_STATE', message: OFFER_ERROR_MESSAGES.invalidState },
      }),
    )
    const page = await context.newPage()
    await page.goto('/partners')
    await logInAtProvider(page, ALEX.card)
    await landedOn(page, '/partners')
    const offer = (await offersOf(page)).find(
      (o) => o.sourceType === 'COALITION' && active(o) && o.state === 'NOTOPTEDIN',
    )
    if (!offer) {
      t.fail('a partner offer to opt in to')
      return
    }
    await page.goto(`/offer-details/brand/${offer.id}`)
    await heading(page, offer.title).waitFor()
    await page.getByRole('button', { name: 'Load', exact: true }).click()
    await page.locator('[aria-live="assertive"]').getByText(OFFER_ERROR_MESSAGES.invalidState).waitFor()
    await page.getByText('Not opted in', { exact: true }).waitFor()
    t.ok(await page.getByRole('button', { name: 'Load', exact: true }).isEnabled(), 'back as it was')
    t.equal(await page.getByRole('dialog').count(), 0, 'no confirmation for a load that failed')
  })

  t.test(
    "'How to get this offer' by keyboard only: focus in, Tab never behind, Escape, focus back",
    async (t) => {
      const page = await signedInAt(t, '/partners')
      const offer = uniquelyTitled(await offersOf(page)).find((o) => o.sourceType === 'PIANO' && active(o))
      if (!offer) {
        t.fail('a bonus offer')
        return
      }
      await page.goto(`/offer-details/food/${offer.id}`)
      await heading(page, offer.title).waitFor()
      let reached = false
      for (let i = 0; i < 40 && !reached; i++) {
        await page.keyboard.press('Tab')
        reached = await page.evaluate(() => document.activeElement?.textContent === 'How to get this offer')
      }
      t.ok(reached, 'Tab reaches the button')
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: 'How to get this offer' })
      await dialog.waitFor()
      t.ok(await focusedIn(page, 'dialog'), 'focus moved into the popup')
      t.ok(await dialog.getByText(offer.title).isVisible(), "the offer's title")
      t.ok(await dialog.getByRole('listitem').first().isVisible(), "the offer's how-to steps")
      t.ok(
        await page.evaluate(() => document.querySelector('dialog:modal') !== null),
        'the page behind is inert',
      )
      // Past the popup's last control Tab goes to the browser's own controls, never the page behind.
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab')
        const behind = await page.evaluate(() => {
          const focused = document.activeElement
          return Boolean(focused && focused !== document.body && !focused.closest('dialog'))
        })
        t.notOk(behind, `Tab ${i + 1} never reaches the page behind`)
      }
      await axeAtBothWidths(t, page, 'the how-to popup')
      await phoneShot(page, 'offer-details-how-to')
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
      t.ok(
        await page.evaluate(() => document.activeElement?.textContent === 'How to get this offer'),
        'focus back on the opener',
      )
    },
  )

  t.test('script and event-handler HTML in howTo never reaches the page', async (t) => {
    const page = await signedInAt(t, '/partners')
    const offer = uniquelyTitled(await offersOf(page)).find((o) => o.sourceType === 'PIANO' && active(o))
    if (!offer) {
      t.fail('a bonus offer')
      return
    }
    const howTo = [
      '<p onclick="window.__pwned = 1">Shop and scan your card.</p>',
      '<script>window.__pwned = 2</script>',
      '<img src="/nowhere.png" onerror="window.__pwned = 3">',
      '<svg><animate onbegin="window.__pwned = 4" attributeName="x" dur="1s"></animate></svg>',
      '<a href="javascript:window.__pwned = 5">Read more</a>',
      '<iframe srcdoc="<script>parent.__pwned = 6</script>"></iframe>',
      '<div style="background:url(javascript:window.__pwned=7)">Styled</div>',
    ].join('')
    await page.context().route(`**/api/offers/${offer.id}`, async (route) => {
      const answer = await route.fetch()
      await route.fulfill({ response: answer, json: { ...(await answer.json()), howTo } })
    })
    await page.goto(`/offer-details/food/${offer.id}`)
    await heading(page, offer.title).waitFor()
    await page.getByRole('button', { name: 'How to get this offer' }).click()
    const dialog = page.getByRole('dialog', { name: 'How to get this offer' })
    await dialog.getByText('Shop and scan your card.').waitFor()
    const html = await page.locator('.spend-collect__how-to').innerHTML()
    for (const bad of [
      '<script',
      'onclick',
      'onerror',
      'onbegin',
      '<img',
      '<svg',
      '<iframe',
      'javascript:',
      'style=',
    ])
      t.notOk(html.toLowerCase().includes(bad), `no ${bad} in the popup`)
    await dialog.getByText('Shop and scan your card.').click()
    await dialog.getByText('Read more').click()
    await settled(page)
    t.equal(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
      undefined,
      'nothing ran',
    )
  })

  t.test('the terms popup by source: the offer’s own terms, the Nectar Prices terms', async (t) => {
    const page = await signedInAt(t, '/partners')
    const offers = uniquelyTitled(await offersOf(page))
    const food = offers.find((o) => o.sourceType === 'PIANO')
    const price = offers.find((o) => o.sourceType === 'NECTAR_PRICE')
    const brand = offers.find((o) => o.sourceType === 'COALITION')
    if (!food || !price || !brand) {
      t.fail('an offer of each source')
      return
    }
    const cases = [
      [`/offer-details/food/${food.id}`, food, food.description],
      [`/offer-details/brand/${brand.id}`, brand, brand.description],
      [
        `/offer-details/your-nectar-prices/${price.id}`,
        price,
        'Personalised prices are available to UK shoppers',
      ],
    ] as const
    for (const [path, offer, text] of cases) {
      await page.goto(path)
      await heading(page, offer.title).waitFor()
      const opener = page.getByRole('button', { name: 'Terms and conditions' })
      await opener.click()
      const dialog = page.getByRole('dialog', { name: 'Terms and conditions' })
      await dialog.getByText(text).waitFor()
      t.pass(`${path}: the terms`)
      if (offer === food) {
        await axeAtBothWidths(t, page, 'the terms popup')
        await phoneShot(page, 'offer-details-terms')
      }
      await dialog.getByRole('button', { name: 'Close' }).click()
      await dialog.waitFor({ state: 'hidden' })
      t.ok(await opener.evaluate((button) => button === document.activeElement), `${path}: focus back`)
    }
  })

  t.test('load from the details page: LOAD_OFFER; pin survives a reload; once per page visit', async (t) => {
    const page = await signedInAt(t, '/sainsburys?filter=bonus')
    const loadable = uniquelyTitled(await offersOf(page)).filter(
      (o) => o.sourceType === 'PIANO' && active(o) && o.state === 'UNLOADED' && !isVoucher(o),
    )
    const [offer, second, third] = loadable
    if (!offer || !second || !third) {
      t.fail('three unloaded bonus offers that are not vouchers')
      return
    }
    await page.goto(`/offer-details/food/${offer.id}`)
    await heading(page, offer.title).waitFor()
    await page.getByText('Not loaded', { exact: true }).waitFor()
    const answered = stateChangeAnswered(page)
    await page.getByRole('button', { name: 'Load', exact: true }).click()
    t.equal((await answered).status(), 200)
    const dialog = page.getByRole('dialog', { name: 'Offer loaded' })
    await dialog.waitFor()
    t.ok(await dialog.getByText(offer.title).isVisible(), 'what was loaded')
    t.equal(
      await dialog.getByRole('link', { name: 'See saved offers' }).getAttribute('href'),
      '/offers-saved',
    )
    const height = await dialog.evaluate((element) => element.getBoundingClientRect().height)
    t.ok(height >= 200 && height <= 272, `a compact modal: ${height} px high`)
    await axeAtBothWidths(t, page, 'the LOAD_OFFER popup')
    await phoneShot(page, 'offer-details-loaded')
    await dialog.getByRole('button', { name: 'Got it' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByText('Loaded', { exact: true }).waitFor()

    const pinned = stateChangeAnswered(page)
    await page.getByRole('button', { name: 'Pin', exact: true }).click()
    t.equal((await pinned).status(), 200)
    await page.getByText('Pinned', { exact: true }).waitFor()
    t.equal(await page.getByRole('dialog').count(), 0, 'pinning asks nothing')
    await page.reload()
    await heading(page, offer.title).waitFor()
    await page.getByText('Pinned', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Unpin', exact: true }).waitFor()
    t.equal(
      (await offersOf(page)).find((o) => o.id === offer.id)?.state,
      'PINNED',
      'pinned, after a reload too',
    )

    await page.goto('/sainsburys?filter=bonus')
    for (const [index, next] of [second, third].entries()) {
      const card = page.getByRole('article', { name: next.title, exact: true })
      const loaded = stateChangeAnswered(page)
      await card.getByRole('button', { name: 'Load' }).click()
      t.equal((await loaded).status(), 200)
      await settled(page)
      const shown = await page.getByRole('dialog', { name: 'Offer loaded' }).isVisible()
      t.equal(
        shown,
        index === 0,
        index === 0 ? 'the first load of the visit: LOAD_OFFER' : 'the second: none',
      )
      if (shown) await page.keyboard.press('Escape')
    }
  })

  t.test(
    "a voucher's save shows the saved-voucher popup: a coupon's, then a barcode offer's 3 steps",
    async (t) => {
      const page = await signedInAt(t, '/sainsburys?filter=bonus')
      const offers = uniquelyTitled(await offersOf(page)).filter(
        (o) => o.sourceType === 'PIANO' && active(o) && o.state === 'UNLOADED',
      )
      const coupon = offers.find((o) => o.type === 'COUPON')
      const barcode = offers.find((o) => o.type === 'BARCODE')
      if (!coupon || !barcode) {
        t.fail('an unloaded coupon and barcode offer')
        return
      }
      const cases = [
        [coupon, "You've added a voucher to your 'saved list'", 'offer-saved-voucher'],
        [barcode, 'Remember to scan your card and barcode at the till', 'offer-saved-voucher-steps'],
      ] as const
      for (const [offer, title, shot] of cases) {
        const card = page.getByRole('article', { name: offer.title, exact: true })
        const answered = stateChangeAnswered(page)
        await card.getByRole('button', { name: 'Load' }).click()
        t.equal((await answered).status(), 200)
        const dialog = page.getByRole('dialog', { name: title })
        await dialog.waitFor()
        t.ok(await dialog.getByText(offer.title).isVisible(), `${offer.type}: the voucher`)
        t.equal(await page.getByRole('dialog', { name: 'Offer loaded' }).count(), 0, 'instead of LOAD_OFFER')
        if (offer === barcode) t.equal(await dialog.getByRole('listitem').count(), 3, 'its 3 steps')
        await axeAtBothWidths(t, page, title)
        await phoneShot(page, `${shot}`)
        await dialog.getByRole('button', { name: 'Got it' }).click()
        await dialog.waitFor({ state: 'hidden' })
      }
    },
  )

  t.test('/offers/points-multiplier lists that type; an unknown type is not found', async (t) => {
    const page = await signedInAt(t, '/offers/points-multiplier')
    const problems = await watchPage(page)
    const expected = (await offersOf(page)).filter(
      (o) => o.type === 'POINTS_MULTIPLIER' && o.state !== 'HIDDEN',
    )
    t.ok(expected.length > 0, 'Alex has points multiplier offers')
    await heading(page, 'Points multiplier offers').waitFor()
    await page.getByRole('article').first().waitFor()
    t.equal(await page.getByRole('article').count(), expected.length, 'every one listed')
    await axeAtBothWidths(t, page, '/offers/points-multiplier')
    await screenshots(page, 'offers-points-multiplier')
    await page.goto('/offers/not-a-type')
    await heading(page, "Sorry, we can't find that page").waitFor()
    t.pass('an unknown type shows the not-found content')
    t.same(problems, { consoleErrors: [], cspViolations: [] }, 'no console errors, no CSP violations')
  })

  t.test(
    '/offers/brand lists the partner brands; a brand page lists its offers; an unknown brand',
    async (t) => {
      const page = await signedInAt(t, '/offers/brand')
      const problems = await watchPage(page)
      const partner = (await offersOf(page)).filter(
        (o) => o.sourceType === 'COALITION' && o.state !== 'HIDDEN',
      )
      const brands = new Map<string, Offer[]>()
      for (const offer of partner) {
        const key = offer.brandDetailsKey ?? ''
        brands.set(key, [...(brands.get(key) ?? []), offer])
      }
      await heading(page, 'Offers by brand').waitFor()
      const list = page.getByRole('list').filter({ has: page.locator('.brand-list__brand') })
      await list.getByRole('listitem').first().waitFor()
      t.equal(await list.getByRole('listitem').count(), brands.size, 'one entry per brand')
      const [key, offers] = [...brands.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? []
      const name = offers?.[0]?.sponsorDisplayName
      if (!key || !offers || !name) {
        t.fail('a brand with partner offers')
        return
      }
      const count = `${offers.length} ${offers.length === 1 ? 'offer' : 'offers'}`
      const link = list.getByRole('link', { name: `${name} ${count}` })
      t.equal(await link.getAttribute('href'), `/offers/brand/${key}`, `${name}: its page, with its count`)
      await axeAtBothWidths(t, page, '/offers/brand')
      await screenshots(page, 'offers-by-brand')
      await link.click()
      await page.waitForURL((url) => url.pathname === `/offers/brand/${key}`)
      await heading(page, `${name} offers`).waitFor()
      await page.getByRole('article').first().waitFor()
      t.equal(await page.getByRole('article').count(), offers.length, `every ${name} offer listed`)
      await axeAtBothWidths(t, page, `/offers/brand/${key}`)
      await screenshots(page, 'offers-brand-page')
      await page.goto('/offers/brand/no-such-brand')
      await heading(page, "Sorry, we can't find that brand").waitFor()
      t.ok(await page.getByRole('link', { name: 'Back to all brands' }).isVisible(), 'a way back')
      t.same(problems, { consoleErrors: [], cspViolations: [] }, 'no console errors, no CSP violations')
    },
  )

  // Last: it loads every unloaded supermarket offer, which the tests above pick from.
  t.test(
    "'Load all' on /my-offers asks first: how many; Cancel loads nothing; Load loads them",
    async (t) => {
      const page = await signedInAt(t, '/my-offers')
      const loadable = (await offersOf(page)).filter(
        (o) => o.sourceType !== 'COALITION' && active(o) && o.state === 'UNLOADED',
      )
      const count = `${loadable.length} ${loadable.length === 1 ? 'offer' : 'offers'}`
      t.ok(loadable.length > 0, 'offers to load')
      let requests = 0
      page.on('request', (request) => {
        if (request.url().endsWith('/api/offers/load-all')) requests += 1
      })
      await page.getByRole('article').first().waitFor()
      const loadAll = page.getByRole('button', { name: 'Load all' })
      await loadAll.click()
      const dialog = page.getByRole('dialog', { name: 'Load all offers?' })
      await dialog.getByText(`This loads ${count} to your card`).waitFor()
      await axeAtBothWidths(t, page, 'the LOAD_ALL_OFFERS popup')
      await phoneShot(page, 'offers-load-all-confirm')
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await dialog.waitFor({ state: 'hidden' })
      t.ok(await loadAll.evaluate((button) => button === document.activeElement), 'focus back on Load all')
      t.equal(requests, 0, 'Cancel: nothing loaded')

      await loadAll.click()
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/offers/load-all'))
      await dialog.getByRole('button', { name: `Load ${count}` }).click()
      t.equal((await answered).status(), 200)
      await loadAll.waitFor({ state: 'detached' })
      const after = await offersOf(page)
      t.same(
        loadable.map((o) => after.find((a) => a.id === o.id)?.state),
        loadable.map(() => 'LOADED'),
        'every one loaded',
      )
    },
  )
}
