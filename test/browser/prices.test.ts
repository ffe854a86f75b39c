/**
 * Personalised prices in Chromium as a visitor: /how-to-get-nectar-prices explains them with their
 * terms in full and lists the first 24; paging keeps the page in the URL (and a reload keeps it);
 * the category radio group filters beside the list at 1280 px and stays in view while scrolling, and
 * in the PRICES_CATEGORY popup at 390 px; the terms popups open and close; axe at 390 and 1280 px;
 * screenshots.
 */

import { join } from 'node:path'
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import {
  SCREENSHOT_DIR,
  screenshots,
  seriousAxeFindingsAtBothWidths,
  watchPage,
} from './helpers/page-checks.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

if (suite) {
  const openPage = async (test: Test, width = 1280): Promise<Page> => {
    const page = await (await suite.newContext(test)).newPage()
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 })
    return page
  }
  const cards = (page: Page) => page.locator('.prices-list__items > li')
  const cardTitles = (page: Page) => page.locator('.prices-list__items h3').allInnerTexts()
  const search = (page: Page) => new URL(page.url()).search

  t.test('the explanation, the terms in full and the first 24 prices', async (t) => {
    const page = await openPage(t)
    const problems = await watchPage(page)
    await page.goto('/how-to-get-nectar-prices')
    await page.getByRole('heading', { level: 1, name: 'How to get personalised prices' }).waitFor()
    const main = page.getByRole('main')
    for (const text of [
      'Personalised prices are available to UK shoppers aged 18+ with a digitally registered card.',
      'They are not valid at concessions, petrol stations and certain partner stores.',
      'A service failure is compensated by a voucher within 7 days, usable once within 6 months.',
      'The price-promotion window runs 12 Feb 2020 to 3 Mar 2020.',
    ])
      t.ok(await main.getByText(text).count(), text)
    await page.getByText(/Showing 1 to 24 of \d+ prices/).waitFor()
    t.equal(await cards(page).count(), 24, 'the first 24 prices')
    const first = cards(page).first()
    t.match(await first.innerText(), /Nectar Price\s*£\d+\.\d\d[\s\S]*Non-Nectar Price\s*£\d+\.\d\d/)
    const image = first.locator('img')
    await t.resolves(
      image.evaluate((img: HTMLImageElement) => img.decode()),
      'the product image loads',
    )
    t.equal(await page.getByRole('link', { name: 'Previous page' }).count(), 0, 'no page before the first')
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: no serious or critical violations')
    await screenshots(page, 'prices')
    t.same(problems, { consoleErrors: [], cspViolations: [] })
  })

  t.test('paging: next and previous keep the page in the URL; a reload keeps it', async (t) => {
    const page = await openPage(t)
    await page.goto('/how-to-get-nectar-prices')
    await page.getByText(/Showing 1 to 24 of/).waitFor()
    const firstPage = await cardTitles(page)
    await page.getByRole('link', { name: 'Next page' }).click()
    await page.getByText(/Showing 25 to 48 of/).waitFor()
    t.equal(search(page), '?page=2')
    const secondPage = await cardTitles(page)
    t.equal(secondPage.length, 24)
    t.notOk(
      secondPage.some((title) => firstPage.includes(title)),
      'page 2 shows other prices',
    )
    t.equal(await page.getByText('Page 2 of').count(), 1)
    await page.reload()
    await page.getByText(/Showing 25 to 48 of/).waitFor()
    t.same(await cardTitles(page), secondPage, 'a reload keeps page 2')
    await page.getByRole('link', { name: 'Previous page' }).click()
    await page.getByText(/Showing 1 to 24 of/).waitFor()
    t.equal(search(page), '')
    await page.goBack()
    await page.getByText(/Showing 25 to 48 of/).waitFor()
    t.pass('back returns to page 2')
  })

  t.test(
    'at 1280 px the radio group filters, stays in view while scrolling, and keeps its page',
    async (t) => {
      const page = await openPage(t)
      await page.goto('/how-to-get-nectar-prices?page=3')
      const group = page.getByRole('group', { name: 'Categories' })
      const all = group.getByRole('radio', { name: 'All categories' })
      await all.waitFor()
      t.ok(await all.isChecked(), 'all categories checked')
      t.equal(
        await page.getByRole('button', { name: 'Change category' }).isVisible(),
        false,
        'no popup button',
      )
      await group.getByRole('radio', { name: 'Fruit & vegetables' }).check()
      await page.getByText(/Showing 1 to 24 of 104 prices/).waitFor()
      t.equal(search(page), '?category=fruit%26vegetables', 'a new category starts at its first page')
      const categories = await page.locator('.prices-list__items .price-card__category').allInnerTexts()
      t.same(new Set(categories), new Set(['Fruit & vegetables']))
      await page.getByRole('link', { name: 'Next page' }).click()
      await page.getByText(/Showing 25 to 48 of 104 prices/).waitFor()
      t.equal(search(page), '?category=fruit%26vegetables&page=2')
      await page.getByRole('link', { name: 'Next page' }).scrollIntoViewIfNeeded()
      const box = await group.boundingBox()
      t.ok(box && box.y >= 0 && box.y < 100, `the radio group stays at the top (y ${box?.y})`)
      await page.reload()
      t.ok(
        await page.getByRole('radio', { name: 'Fruit & vegetables' }).isChecked(),
        'a reload keeps it checked',
      )
    },
  )

  t.test('at 390 px the categories are in a popup', async (t) => {
    const page = await openPage(t, 390)
    const problems = await watchPage(page)
    await page.goto('/how-to-get-nectar-prices')
    await page.getByText(/Showing 1 to 24 of/).waitFor()
    t.equal(
      await page.getByRole('group', { name: 'Categories' }).count(),
      0,
      'no radio group beside the list',
    )
    const change = page.getByRole('button', { name: 'Change category' })
    await change.click()
    const dialog = page.getByRole('dialog', { name: 'Choose a category' })
    await dialog.waitFor()
    t.ok(await dialog.getByRole('radio', { name: 'All categories' }).isChecked())
    await dialog.getByRole('radio', { name: 'Meat & fish' }).check()
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe with the popup open')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'prices-category-popup-390.png') })
    await dialog.getByRole('button', { name: 'Show prices' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByText(/Showing 1 to 24 of 104 prices/).waitFor()
    t.equal(search(page), '?category=meat%26fish')
    t.match(await page.locator('.prices__category-bar').innerText(), /Category: Meat & fish/)
    t.same(problems, { consoleErrors: [], cspViolations: [] })
  })

  t.test('an unknown category in the URL says so and offers all categories', async (t) => {
    const page = await openPage(t)
    await page.goto('/how-to-get-nectar-prices?category=toys')
    await page.getByRole('alert').filter({ hasText: 'There are no prices in that category.' }).waitFor()
    await page.getByRole('link', { name: 'Show all categories' }).click()
    await page.getByText(/Showing 1 to 24 of/).waitFor()
    t.equal(search(page), '')
  })

  t.test('the terms popups open with their content, and close with Escape', async (t) => {
    const page = await openPage(t)
    await page.goto('/how-to-get-nectar-prices')
    const popups = [
      [
        'Nectar Prices terms',
        'Terms and conditions',
        'Price promotion period: 12 February 2020 to 3 March 2020.',
      ],
      [
        'Prices terms and conditions',
        'Prices terms and conditions',
        'The Nectar Price is the base price less',
      ],
      [
        'Personalised prices terms and conditions',
        'Personalised prices terms and conditions',
        'Personalised prices are offers chosen for you.',
      ],
      ['How we use your data', 'How we use your data for personalised prices', 'what you buy with your card'],
    ] as const
    for (const [button, title, text] of popups) {
      const opener = page.getByRole('button', { name: button, exact: true })
      await opener.click()
      const dialog = page.getByRole('dialog', { name: title })
      await dialog.getByText(text).waitFor()
      if (button === 'How we use your data') {
        t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe with a terms popup open')
        await page.setViewportSize({ width: 1280, height: 800 })
      }
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      t.ok(await opener.evaluate((element) => element === document.activeElement), `${button}: focus returns`)
    }
  })
}
