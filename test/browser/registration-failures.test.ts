/**
 * Each failure kind of the journey (registration §8) as a person meets it. Through the real gateway
 * and reference upstream (sandbox data: card 30000000001 is inactivated, postcode ZZ99 9ZZ has no
 * address, XX1 1XX answers SERVER_ERROR, try.again@example.com fails to complete, the e-mail of a
 * seeded collector is a duplicate): inactivated card, address none and server error, phone check,
 * sign-up failure to /register-failed with its detail, duplicate e-mail, a step out of order.
 * One test uses a stub installed with page.route: the business lookup failing (500).
 */
import type { Page } from 'playwright-core'
import t from 'tap'
import { NOTIFICATION_MS } from '../../shared/constants/timings.ts'
import {
  ADDRESS_NOT_FOUND,
  ADDRESS_SERVER_ERROR,
  BUSINESS_LOOKUP_FAILED,
  LEAVE_PAGE,
  NO_ADDRESSES_FOUND,
} from '../../shared/validation/messages.ts'
import { alertTexts, checkScreen, stubCall } from './helpers/registration.ts'
import { driveJourney, startNewCollectorJourney } from './helpers/registration-journey.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

if (suite) {
  const { origin, config } = suite.product
  const prefix = config.IDENTITY_START_PREFIX

  async function lookup(page: Page, postcode: string) {
    await page.getByLabel('Postcode').fill(postcode)
    await page.getByLabel('Property number or name').fill('1')
    await page.getByRole('button', { name: 'Find address' }).click()
    await page.getByRole('alert').first().waitFor({ timeout: 20000 })
    return page.getByRole('alert').first().innerText()
  }

  t.test('an inactivated card: the failure is shown above the card-number form', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await page.goto(`${prefix}/card-check`)
    await page.getByLabel('Yes', { exact: true }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel(`${config.SCHEME_NAME} card number`).fill('30000000001')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('alert').waitFor({ timeout: 20000 })
    t.same(await alertTexts(page), ['This card is inactivated and not applicable for registration'])
    await checkScreen(t, page, 'registration-enter-collector-id-inactivated')
  })

  t.test(
    'typed as 127.0.0.1: the journey runs on PUBLIC_ORIGIN and its calls pass the site check',
    async (t) => {
      const page = await (await suite.newContext(t)).newPage()
      const typed = origin.replace('//localhost:', '//127.0.0.1:')
      t.not(typed, origin, 'another host of the same machine')
      await page.goto(`${typed}${prefix}/card-check`)
      t.equal(new URL(page.url()).origin, origin, 'redirected to PUBLIC_ORIGIN before the page loads')
      await page.getByLabel('Yes', { exact: true }).check()
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.getByLabel(`${config.SCHEME_NAME} card number`).fill('30000000001')
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.getByRole('alert').waitFor({ timeout: 20000 })
      // The upstream's own answer: the gateway took the call as the site's ("Request refused: it did
      // not come from this site" on another host).
      t.same(await alertTexts(page), ['This card is inactivated and not applicable for registration'])
    },
  )

  t.test('address none and server error, phone check, then a sign-up that fails', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await startNewCollectorJourney(page, prefix)
    const seen: Record<string, unknown> = {}
    const visited = await driveJourney(
      t,
      page,
      { prefix, origin },
      {
        email: 'try.again@example.com',
        onScreen: async (segment) => {
          if (segment === 'address') {
            seen.none = await lookup(page, 'ZZ99 9ZZ')
            seen.serverError = await lookup(page, 'XX1 1XX')
            await checkScreen(t, page, 'registration-address-server-error')
          }
          if (segment === 'phone-number') {
            await page.getByLabel('Memorable word').fill('Babbage')
            await page.getByLabel('Mobile number').fill('01234')
            await page.getByRole('button', { name: 'Continue' }).click()
            await page.getByRole('alert').waitFor({ timeout: 20000 })
            seen.phone = await alertTexts(page)
            seen.phoneDescribes = await page.getByLabel('Mobile number').getAttribute('aria-invalid')
          }
          if (segment === 'success') {
            await page.getByRole('heading', { level: 1, name: 'Almost done...' }).waitFor()
            seen.remain = await page.getByText('Please remain on this page').isVisible()
            const dialogs: string[] = []
            page.once('dialog', async (dialog) => {
              dialogs.push(dialog.message())
              await dialog.dismiss()
            })
            await page.getByRole('banner').getByRole('link', { name: 'Help' }).click()
            seen.blocked = dialogs
          }
        },
      },
    )
    t.equal(seen.none, NO_ADDRESSES_FOUND, 'no address found')
    t.same(
      String(seen.serverError)
        .split('\n')
        .filter((line) => line.trim() !== ''),
      [ADDRESS_SERVER_ERROR, ADDRESS_NOT_FOUND],
      'SERVER_ERROR: both §8 lines',
    )
    t.same(seen.phone, ['Enter a valid mobile number'], 'phone check message under the mobile field')
    t.equal(seen.phoneDescribes, 'true')
    t.equal(seen.remain, true, 'Almost done... Please remain on this page')
    t.same(seen.blocked, [LEAVE_PAGE], 'navigation blocked while waiting')
    t.equal(visited.at(-1), 'success')
    await page.waitForURL('**/register-failed', { timeout: 30000 })
    await page.getByRole('heading', { level: 1, name: 'We could not finish your registration' }).waitFor()
    await page.getByText('We could not complete your registration', { exact: true }).waitFor()
    await page.getByText('Please try again.').waitFor()
    await checkScreen(t, page, 'registration-register-failed')
  })

  t.test('an e-mail that already has an account: please log in', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await startNewCollectorJourney(page, prefix)
    await driveJourney(t, page, { prefix, origin }, { email: 'sam.patel@example.com' })
    await page.waitForURL('**/register-failed', { timeout: 30000 })
    await page.getByText(/Please log in\./).waitFor()
    t.equal(
      await page.getByRole('link', { name: 'Log in', exact: true }).last().getAttribute('href'),
      `${prefix}/login`,
    )
  })

  t.test('a step out of order goes back to the step the journey allows', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await page.goto(`${prefix}/terms`)
    await page.getByLabel(/I agree to the Terms/).check()
    await page.getByRole('button', { name: 'Accept and continue' }).click()
    await page.waitForURL((url) => !url.pathname.endsWith('/terms'), { timeout: 20000 })
    t.match(
      new URL(page.url()).pathname,
      new RegExp(`^${prefix}/`),
      `sent to ${new URL(page.url()).pathname}`,
    )
  })

  t.test('business lookup failure (stub: 500): the notice shows for 4 s', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await stubCall(page, '/api/registration/business-lookup', 500, { code: 'UPSTREAM', message: 'down' })
    const notice = page.getByRole('alert').filter({ hasText: BUSINESS_LOOKUP_FAILED })
    await page.goto(`${prefix}/business-details`)
    await notice.waitFor()
    await checkScreen(t, page, 'registration-business-details-lookup-failed')

    // Again on the page's own clock, which stands still a second after the notice was seen (the
    // call that stops it must land before then, on a busy machine too): its 4 s are run through,
    // not waited out (axe above needs the page's timers running).
    await page.clock.install()
    await page.goto(`${prefix}/business-details`)
    await notice.waitFor()
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await page.clock.runFor(NOTIFICATION_MS - 2000)
    t.ok(await notice.isVisible(), 'still shown 3 s on')
    await page.clock.runFor(1000)
    await notice.waitFor({ state: 'detached' })
    t.equal(await notice.count(), 0, 'gone by itself once the 4 s are over')
  })
}
