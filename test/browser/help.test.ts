/**
 * Help in Chromium as a visitor: /faqs lands on /help; 'Loading - Please wait...' then the failure
 * message with a retry; topics open to questions and questions to answers (the topic grows as they
 * open), [QUOTE] and [LINEFEED] shown as an apostrophe and a line break; /help#anchor opens and
 * focuses its question after 1 s; search; analytics events only with consent; the Get in touch
 * popup (focus in, Escape, focus back) and /contact-us; axe at 390 and 1280 px; screenshots.
 */
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { FAQ_LOAD_FAILED, FAQ_LOADING } from '../../shared/contract/help.ts'
import { screenshots, seriousAxeFindingsAtBothWidths, watchPage } from './helpers/page-checks.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

if (suite) {
  const openPage = async (test: Test): Promise<Page> => (await suite.newContext(test)).newPage()

  const topic = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

  t.test('/faqs lands on Help; loading, failure and retry', async (t) => {
    const page = await openPage(t)
    const problems = await watchPage(page)
    await page.goto('/faqs')
    await page.getByRole('heading', { level: 1, name: 'Help' }).waitFor()
    t.equal(new URL(page.url()).pathname, '/help')
    // /help sent as HTML holds the document once the gateway has rendered it (client/prerender/):
    // the app fetches it when the visitor moves to Help within it, as here from the welcome page.
    let answer: 'hold' | 'fail' | 'pass' = 'hold'
    let release: () => void = () => {}
    await page.route('**/documents-api/faqs.json', async (route) => {
      if (answer === 'hold') await new Promise<void>((resolve) => (release = resolve))
      if (answer === 'pass') return route.continue()
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"code":"UNAVAILABLE","message":"x"}',
      })
    })
    await page.goto('/welcome')
    await page.waitForLoadState('networkidle')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click()
    await page.getByText(FAQ_LOADING).waitFor()
    answer = 'fail'
    release()
    await page.getByText(FAQ_LOAD_FAILED).waitFor()
    answer = 'pass'
    await page.getByRole('button', { name: 'Try again' }).click()
    await topic(page, 'Collecting points').waitFor()
    t.equal(await page.getByText(FAQ_LOAD_FAILED).count(), 0, 'the failure message is gone')
    // The failed answer is the only console error expected.
    t.same(problems.cspViolations, [])
  })

  t.test('topics open to questions, questions to answers; the topic grows as they open', async (t) => {
    const page = await openPage(t)
    const problems = await watchPage(page)
    await page.goto('/help')
    const collecting = topic(page, 'Collecting points')
    await collecting.waitFor()
    const question = page.getByRole('button', { name: "My points haven't arrived. What should I do?" })
    t.equal(await question.count(), 0, 'questions of a closed topic are out of reach')
    t.equal(await collecting.getAttribute('aria-expanded'), 'false')

    await collecting.click()
    // A press made before the page is hydrated is held and replayed once it is (early-presses.ts).
    await page.getByRole('button', { name: 'Collecting points', exact: true, expanded: true }).waitFor()
    t.equal(await collecting.getAttribute('aria-expanded'), 'true')
    await question.waitFor()
    const section = page.locator('#collecting-points')
    const closedHeight = (await section.boundingBox())?.height ?? 0

    await question.click()
    t.equal(await question.getAttribute('aria-expanded'), 'true')
    const answer = page.locator('#my-points-havent-arrived-what-should-i-do--panel')
    await answer.getByText('Points can take up to 48 hours to appear.').waitFor()
    t.match(
      await answer.innerHTML(),
      /appear\.<br>If they still haven't, contact us/,
      '[LINEFEED] is a line break',
    )
    // The opening transition, to its end.
    await section.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    )
    const openHeight = (await section.boundingBox())?.height ?? 0
    t.ok(openHeight > closedHeight, `topic grew from ${closedHeight} to ${openHeight} px`)

    const text = await page.getByRole('main').innerText()
    t.notMatch(text, /\[QUOTE\]|\[LINEFEED\]/, 'no FAQ markup shows')

    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: no serious or critical violations')
    await screenshots(page, 'help')
    t.same(problems, { consoleErrors: [], cspViolations: [] })
  })

  t.test('/help#anchor opens and focuses its question after 1 s', async (t) => {
    const page = await openPage(t)
    await page.goto('/help#the-till-cant-scan-my-barcode')
    const question = page.getByRole('button', { name: "The till can't scan my barcode" })
    await question.waitFor()
    await page.waitForFunction(() => document.activeElement?.textContent === "The till can't scan my barcode")
    t.equal(await question.getAttribute('aria-expanded'), 'true')
    t.equal(await topic(page, 'Your digital card').getAttribute('aria-expanded'), 'true')
    t.ok(await page.getByText('set your screen brightness to 80% or higher').isVisible(), 'its answer shows')
  })

  t.test('search finds questions by their question or answer words', async (t) => {
    const page = await openPage(t)
    await page.goto('/help')
    const search = page.getByRole('searchbox', { name: 'Search help' })
    await search.fill('brightness')
    await page.getByText('1 question matches your search').waitFor()
    await page.getByRole('button', { name: "The till can't scan my barcode" }).click()
    await page.getByText('set your screen brightness to 80% or higher').waitFor()
    await search.fill('voucher expired')
    await page.getByRole('button', { name: 'My voucher has expired' }).waitFor()
    await search.fill('zebra crossing')
    await page.getByText('No questions match your search. Try other words, or get in touch below.').waitFor()
    await search.fill('')
    await topic(page, 'Collecting points').waitFor()
  })

  t.test('FAQ clicks are analytics events only with analytics consent', async (t) => {
    const events = async (consent: string | null) => {
      const context = await suite.newContext(t)
      if (consent)
        await context.addCookies([{ name: 'cookie-consent', value: consent, url: suite.product.origin }])
      const page = await context.newPage()
      await page.goto('/help')
      await topic(page, 'Offers').click()
      await page.getByRole('button', { name: 'What does pinning an offer do?' }).click()
      return page.evaluate(() => window.analyticsEvents?.map(({ name, label }) => ({ name, label })))
    }
    t.equal(await events(null), undefined, 'none without consent')
    t.equal(await events('groups%3D4'), undefined, 'marketing consent is not enough')
    t.same(await events('groups%3D2'), [
      { name: 'FAQ Title click', label: 'Offers' },
      { name: 'FAQ Question click', label: 'What does pinning an offer do?' },
    ])
  })

  t.test('Get in touch: the Careline popup, then the contact page', async (t) => {
    const page = await openPage(t)
    const problems = await watchPage(page)
    const { carelinePhone } = (await (await page.request.get('/api/app-config')).json()) as {
      carelinePhone: string
    }
    await page.goto('/help')
    const opener = page.getByRole('button', { name: 'Get in touch' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Get in touch' })
    await dialog.waitFor()
    t.ok(await dialog.getByRole('link', { name: carelinePhone }).isVisible(), 'the Careline number')
    t.ok(
      await page.evaluate(() => document.querySelector('dialog')?.contains(document.activeElement)),
      'focus is in the popup',
    )
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    t.equal(
      await page.evaluate(() => document.activeElement?.textContent),
      'Get in touch',
      'focus back on the opener',
    )

    await opener.click()
    await dialog.getByRole('link', { name: 'Contact us' }).click()
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor()
    t.equal(new URL(page.url()).pathname, '/contact-us')
    t.equal(await page.getByRole('dialog').count(), 0, 'the popup closed')
    t.equal(
      await page.getByRole('main').getByRole('link', { name: carelinePhone }).getAttribute('href'),
      `tel:${carelinePhone.replaceAll(' ', '')}`,
    )
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: no serious or critical violations')
    await screenshots(page, 'contact-us')
    t.same(problems, { consoleErrors: [], cspViolations: [] })
  })
}
