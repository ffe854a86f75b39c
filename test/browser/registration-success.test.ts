/**
 * The success screen's waiting state and its navigation block. The sign-up status is held at PENDING
 * by a stub installed with page.route (GET /api/registration/status), so the waiting screen can be
 * looked at and the tablet exception tried; the completed screen is covered by the personal journey,
 * apart from a failed auto-login exchange, stubbed here (POST /api/registration/auto-login).
 */
import t from 'tap'
import { STATUS_POLL_INTERVAL_MS } from '../../shared/constants/timings.ts'
import { LEAVE_PAGE } from '../../shared/validation/messages.ts'
import { checkScreen, stubCall } from './helpers/registration.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

if (suite) {
  const prefix = suite.product.config.IDENTITY_START_PREFIX
  const pending = { signUpStatus: 'PENDING' }

  t.test('while waiting: "Almost done... Please remain on this page", leaving asks first', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    let polls = 0
    const { promise: polledTwice, resolve: secondPoll } = Promise.withResolvers<void>()
    await page.route('**/api/registration/status', (route) => {
      polls += 1
      if (polls === 2) secondPoll()
      return route.fulfill({ status: 200, json: pending })
    })
    // The poll interval is run through on the page's clock, not waited out.
    await page.clock.install()
    await page.goto(`${prefix}/success`)
    await page.getByRole('heading', { level: 1, name: 'Almost done...' }).waitFor()
    await page.getByText('Please remain on this page').waitFor()
    await checkScreen(t, page, 'registration-success-waiting')
    await page.clock.fastForward(STATUS_POLL_INTERVAL_MS)
    await polledTwice
    t.ok(polls >= 2, `polled again after 2 s (${polls} checks)`)
    const dialogs: string[] = []
    page.once('dialog', async (dialog) => {
      dialogs.push(dialog.message())
      await dialog.dismiss()
    })
    await page.getByRole('banner').getByRole('link', { name: 'Help' }).click()
    t.same(dialogs, [LEAVE_PAGE])
    t.match(page.url(), /\/success$/, 'still on the success screen')
  })

  t.test('on a tablet the waiting screen does not hold the person', async (t) => {
    const context = await suite.browser.newContext({
      baseURL: suite.product.origin,
      viewport: { width: 820, height: 1180 },
      hasTouch: true,
      isMobile: true,
    })
    t.teardown(() => context.close())
    const page = await context.newPage()
    await stubCall(page, '/api/registration/status', 200, pending)
    await page.goto(`${prefix}/success`)
    await page.getByRole('heading', { level: 1, name: 'Almost done...' }).waitFor()
    let asked = false
    page.on('dialog', async (dialog) => {
      asked = true
      await dialog.dismiss()
    })
    await page.getByRole('banner').getByRole('link', { name: 'Help' }).click()
    await page.waitForURL('**/help')
    t.equal(asked, false, 'no leave-page question')
  })

  t.test('when the auto-login exchange fails, Continue to login is the ordinary login page', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await stubCall(page, '/api/registration/status', 200, {
      signUpStatus: 'COMPLETE',
      cardNumber: '41234567890',
    })
    await stubCall(page, '/api/registration/auto-login', 502, {
      code: 'AUTO_LOGIN_FAILED',
      message: 'Looks like something went wrong. Please try again later.',
    })
    const exchange = page.waitForResponse('**/api/registration/auto-login')
    await page.goto(`${prefix}/success`)
    await page.getByRole('heading', { level: 1, name: 'Nicely done!' }).waitFor()
    t.equal((await exchange).status(), 502, 'the exchange ran as soon as the status was COMPLETE')
    const login = page.getByRole('link', { name: 'Continue to login' })
    t.equal(await login.getAttribute('href'), `${prefix}/login`)
    t.match(page.url(), /\/success$/, 'the success screen stays')
    await login.click()
    await page.waitForURL(`**${prefix}/login`)
    t.pass('follows the fallback')
  })

  t.test('a status error ends at /register-failed with its detail', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await stubCall(page, '/api/registration/status', 502, {
      code: 'UPSTREAM',
      message: 'The sign-up service is not answering',
    })
    await page.goto(`${prefix}/success`)
    await page.waitForURL('**/register-failed')
    await page.getByText('The sign-up service is not answering', { exact: true }).waitFor()
    t.pass('detail shown')
  })
}
