/**
 * Feedback in Chromium as the demo collector Alex: the topics of the new feedback; a problem's device
 * step (with its error) then its form; Send inactive while empty; the live count; the draft survives
 * a reload and is sent with the kind, page and device; the thank-you by first name and the draft
 * removed; a failure shows the message under the text area and keeps the draft; the old feedback
 * (switch off) is the one form; a partner's feedback names the partner; axe at 390 and 1280 px.
 */
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { FEEDBACK_SEND_FAILED } from '../../shared/contract/feedback.ts'
import { screenshots, seriousAxeFindingsAtBothWidths, watchPage } from './helpers/page-checks.ts'
import { ALEX } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)
const DRAFT_KEY = 'feedback-draft'

if (suite) {
  const signedInAt = (test: Test, path: string) => suite.signedInAt(test, path)
  const draftOf = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)

  t.test('a problem: device, then the form; the draft survives a reload and is sent', async (t) => {
    const page = await signedInAt(t, '/feedback')
    const problems = await watchPage(page)
    await page.getByRole('heading', { level: 1, name: 'Feedback' }).waitFor()
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe on the topics')
    await screenshots(page, 'feedback-topics')

    await page.getByRole('link', { name: /Report a problem with the website/ }).click()
    await page.getByRole('heading', { level: 1, name: 'Which device are you using?' }).waitFor()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Choose the device you are using').waitFor()
    await page.getByRole('radio', { name: 'Phone' }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('heading', { level: 1, name: 'Tell us about a problem' }).waitFor()
    t.equal(new URL(page.url()).search, '?device=phone')
    await page.getByText('About: Phone').waitFor()

    const text = page.getByRole('textbox', { name: /What went wrong/ })
    const send = page.getByRole('button', { name: 'Send feedback' })
    t.ok(await send.isDisabled(), 'Send is inactive while empty')
    await text.fill('The Load all button <b>spins</b> for ever')
    await page.getByText('41 of 10,000 characters').waitFor()
    t.ok(await send.isEnabled(), 'Send is active with text')
    t.equal(await text.getAttribute('maxlength'), '10000')

    await page.reload()
    t.equal(
      await text.inputValue(),
      'The Load all button <b>spins</b> for ever',
      'the draft survived the reload',
    )
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe on the form')
    await screenshots(page, 'feedback-form')

    const request = page.waitForRequest((r) => r.url().endsWith('/api/feedback') && r.method() === 'POST')
    const response = page.waitForResponse((r) => r.url().endsWith('/api/feedback'))
    await send.click()
    t.same((await request).postDataJSON(), {
      kind: 'bug',
      route: '/feedback/problems',
      subject: 'Phone',
      text: 'The Load all button <b>spins</b> for ever',
    })
    t.equal((await response).status(), 201)
    await page.getByRole('heading', { name: `Thank you, ${ALEX.firstName}` }).waitFor()
    await page.getByText('Your feedback is valuable to us').waitFor()
    t.equal(await draftOf(page), null, 'the draft is removed')
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe on the thank-you')
    await screenshots(page, 'feedback-thanks')
    t.same(problems, { consoleErrors: [], cspViolations: [] })
  })

  t.test('a failure shows the message under the text area and keeps the draft', async (t) => {
    const page = await signedInAt(t, '/feedback/suggestion')
    await page.route('**/api/feedback', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"code":"UNAVAILABLE","message":"x"}',
      }),
    )
    const text = page.getByRole('textbox', { name: 'What would you like the website to do?' })
    await text.fill('Dark mode, please')
    await page.getByRole('button', { name: 'Send feedback' }).click()
    const alert = page.getByRole('alert').filter({ hasText: FEEDBACK_SEND_FAILED })
    await alert.waitFor()
    t.equal(await text.getAttribute('aria-invalid'), 'true')
    t.equal(await text.inputValue(), 'Dark mode, please')
    t.equal(await draftOf(page), 'Dark mode, please', 'the draft is kept')
  })

  t.test('partner feedback names the partner; the old feedback is the one form', async (t) => {
    const page = await signedInAt(t, '/feedback/partner-options')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Enter the name of the partner').waitFor()
    await page.getByRole('textbox', { name: 'Partner name' }).fill('Argos')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('heading', { level: 1, name: 'Feedback about a partner' }).waitFor()
    await page.getByText('About: Argos').waitFor()

    // The old feedback: the client as it is with the new-feedback switch off.
    await page.route('**/api/switches', async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, json: { ...(await response.json()), isNewFeedbackEnabled: false } })
    })
    await page.goto('/feedback')
    await page.getByRole('heading', { level: 1, name: 'Feedback' }).waitFor()
    await page.getByRole('textbox', { name: 'Your feedback' }).waitFor()
    t.equal(await page.getByRole('link', { name: /Report a problem/ }).count(), 0, 'no topics')
  })

  t.test('support and missing points point to the Careline and Help', async (t) => {
    const page = await signedInAt(t, '/feedback/missing-points')
    await page.getByRole('heading', { level: 1, name: 'Missing points' }).waitFor()
    t.equal(
      await page.getByRole('link', { name: 'Read more about missing points' }).getAttribute('href'),
      '/help#my-points-havent-arrived-what-should-i-do',
    )
    await page.goto('/feedback/support')
    await page.getByRole('heading', { level: 1, name: 'Get support' }).waitFor()
    await page.getByRole('link', { name: 'Find answers in Help' }).waitFor()
  })
}
