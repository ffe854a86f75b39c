/**
 * A dropped connection is not a logout, in Chromium as the demo collector Alex: with the gateway
 * out of reach, moving to another section keeps him signed in on screen (his greeting, no 'Log in'),
 * and a signed-in page whose session cannot be checked says so and offers to try again, rather
 * than sending him to log in. Offline, a section whose script was never fetched says to check the
 * connection (a reload would end on the browser's own error page) and opens with Try again once back.
 */
import type { Page } from 'playwright-core'
import t from 'tap'
import { screenshots, seriousAxeFindings } from './helpers/page-checks.ts'
import { ALEX, landedOn } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

if (suite) {
  const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
  const banner = (page: Page) => page.getByRole('banner')

  t.test('offline after signing in: the next section opens, still signed in on screen', async (t) => {
    const page = await suite.signedInAt(t, '/homepage')
    const context = page.context()
    await banner(page).getByText(`Hi ${ALEX.firstName}`).waitFor()

    await context.route('**/api/**', (route) => route.abort('internetdisconnected'))
    const activity = mainNav(page).getByRole('link', { name: 'Activity', exact: true })
    const path = (await activity.getAttribute('href')) ?? ''
    await activity.click()
    await landedOn(page, path)
    await page.getByRole('heading', { level: 1, name: 'Your activity' }).waitFor()
    t.equal(new URL(page.url()).pathname, path, 'not sent to log in')
    t.ok(await banner(page).getByText(`Hi ${ALEX.firstName}`).isVisible(), 'the greeting stays')
    t.equal(await banner(page).getByRole('link', { name: 'Log in' }).count(), 0, "no 'Log in'")
    t.equal(await banner(page).getByRole('link', { name: 'Register' }).count(), 0, "no 'Register'")

    // With the browser itself offline, a section's data fails in words, not "Loading" for ever
    // (the section's script was loaded before, as a collector who has been there has it).
    await context.unrouteAll()
    await mainNav(page).getByRole('link', { name: 'Vouchers', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Your vouchers' }).waitFor()
    await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click()
    await page.getByRole('heading', { level: 1 }).waitFor()
    await context.setOffline(true)
    await mainNav(page).getByRole('link', { name: 'Vouchers', exact: true }).click()
    await page.getByText("We couldn't load your vouchers.").waitFor()
    t.ok(await page.getByRole('button', { name: 'Try again' }).isVisible(), 'with Try again')
    await context.setOffline(false)
  })

  t.test('the session cannot be checked: the page says so, and Try again opens it', async (t) => {
    const page = await suite.signedInAt(t, '/homepage')
    const context = page.context()

    // A fresh load with the session endpoint out of reach: nothing about the session is known.
    const unreachable = (route: { abort: (code: string) => Promise<void> }) =>
      route.abort('connectionrefused')
    await context.route('**/api/session', unreachable)
    await page.reload()
    const spend = page.getByRole('link', { name: 'Spend your points' })
    await spend.waitFor()
    t.equal(await banner(page).getByRole('link', { name: 'Log in' }).count(), 0, "no 'Log in' while unknown")

    await spend.click()
    await landedOn(page, '/redemption')
    await page.getByRole('heading', { level: 1, name: 'Sorry, something went wrong' }).waitFor()
    t.ok(
      await page.getByText("We couldn't load this page. Check your connection, then try again.").isVisible(),
      'says what to do',
    )
    t.equal(new URL(page.url()).pathname, '/redemption', 'not sent to log in')
    t.same(await seriousAxeFindings(page), [], 'no serious axe findings')
    await screenshots(page, 'session-unavailable')

    await context.unroute('**/api/session', unreachable)
    await page.getByRole('button', { name: 'Try again' }).click()
    await page
      .getByRole('heading', { level: 1, name: 'Sorry, something went wrong' })
      .waitFor({ state: 'detached' })
    t.equal(new URL(page.url()).pathname, '/redemption', 'the page itself opens')
    await banner(page).getByText(`Hi ${ALEX.firstName}`).waitFor()
    t.pass('the header knows him again')
  })

  t.test(
    'offline, a section never opened before says to check the connection, not the browser',
    async (t) => {
      const page = await suite.signedInAt(t, '/homepage')
      const context = page.context()
      await banner(page).getByText(`Hi ${ALEX.firstName}`).waitFor()
      await context.setOffline(true)
      // The offers screen's script was never fetched: offline, a reload would end on the browser's own page.
      const offers = mainNav(page).getByRole('link', { name: 'Offers', exact: true })
      const path = (await offers.getAttribute('href')) ?? ''
      await offers.click()
      await page.getByText("We couldn't load this page. Check your connection, then try again.").waitFor()
      t.equal(new URL(page.url()).pathname, path, 'still the app, on the section asked for')
      t.ok(await banner(page).getByText(`Hi ${ALEX.firstName}`).isVisible(), 'still signed in on screen')
      await screenshots(page, 'section-offline')

      await context.setOffline(false)
      await page.getByRole('button', { name: 'Try again' }).click()
      await page.getByRole('heading', { level: 1, name: 'New Offers' }).waitFor()
      t.equal(new URL(page.url()).pathname, path, 'Try again opens the section once back online')
    },
  )
}
