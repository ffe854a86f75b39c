/**
 * The account settings in Chromium: communication, online-advertising and sound-effects
 * preferences saved and still there after a reload (Alex); a lost card replaced, /card-coming with
 * the new number and the home card showing it (Casey Morgan, the sandbox's card to replace); the
 * close-account page; an account deleted with its password (a wrong one refused first), the
 * logout-success message shown, and the card no longer signing in (Sam, in this suite's own store).
 * axe-core at 390 and 1280 px on each screen; screenshots.
 */
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { REPLACEABLE_CARD } from '../../server/upstream/seed/card-self-service.ts'
import { screenshots, seriousAxeFindingsAtBothWidths, watchPage } from './helpers/page-checks.ts'
import { ALEX, DEMO_PASSWORD, landedOn, logInAtProvider } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

const SAM = '10000000002'

const suite = await openSuite(t)

if (suite) {
  /** A fresh context signed in as `card`, on `path`. */
  const signedInOn = async (test: Test, card: string, path: string): Promise<Page> => {
    const context = await suite.newContext(test)
    const page = await context.newPage()
    await page.goto(path)
    await logInAtProvider(page, card)
    await landedOn(page, path)
    return page
  }

  const saved = (page: Page) => page.getByText('Your preferences have been saved').first().waitFor()

  t.test('preferences are saved and still there after a reload', async (t) => {
    const page = await signedInOn(t, ALEX.card, '/account/comms')
    const problems = await watchPage(page)
    await page.getByRole('heading', { level: 1, name: 'Communication preferences' }).waitFor()
    const email = page.getByRole('checkbox', { name: 'Email' })
    const post = page.getByRole('checkbox', { name: 'Post' })
    await email.waitFor()
    t.equal(await email.isChecked(), false, 'no consent until given')
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'comms: axe at 390 and 1280 px')
    await email.check()
    await post.check()
    await page.getByRole('button', { name: 'Save preferences' }).click()
    await saved(page)
    await screenshots(page, 'account-comms')
    await page.reload()
    await email.waitFor()
    t.same(
      [
        await email.isChecked(),
        await page.getByRole('checkbox', { name: 'Text message (SMS)' }).isChecked(),
        await post.isChecked(),
      ],
      [true, false, true],
      'e-mail and post kept after a reload',
    )

    await page.goto('/account/online-advertising')
    const adverts = page.getByRole('switch', { name: 'Show me adverts online based on what I buy' })
    await adverts.waitFor()
    t.equal(await adverts.isChecked(), false)
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'online advertising: axe at 390 and 1280 px')
    await adverts.check()
    await page.getByRole('button', { name: 'Save preferences' }).click()
    await saved(page)
    await page.goto('/account/ads-preference')
    await page.getByRole('heading', { level: 1, name: 'Advertising preferences' }).waitFor()
    await adverts.waitFor()
    t.equal(await adverts.isChecked(), true, 'the same consent on the ads-preference page')
    await screenshots(page, 'account-ads-preference')
    await page.goto('/personalised-advertising')
    await page.getByRole('heading', { level: 1, name: 'Privacy and legal' }).waitFor()
    await adverts.waitFor()
    t.equal(await adverts.isChecked(), true, 'and under the personalised-advertising page, signed in')
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'personalised advertising: axe at 390 and 1280 px')

    await page.goto('/account/sound-effects')
    const sounds = page.getByRole('switch', { name: 'Play sound effects' })
    await sounds.waitFor()
    t.equal(await sounds.isChecked(), true, 'on until turned off')
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'sound effects: axe at 390 and 1280 px')
    await sounds.uncheck()
    await page.getByRole('button', { name: 'Save preferences' }).click()
    await saved(page)
    await page.reload()
    await sounds.waitFor()
    t.equal(await sounds.isChecked(), false, 'off after a reload')
    await screenshots(page, 'account-sound-effects')
    t.same(problems, { consoleErrors: [], cspViolations: [] }, 'no console errors, no CSP violations')
  })

  t.test('a lost card is replaced: the new number on /card-coming and on the home card', async (t) => {
    const page = await signedInOn(t, REPLACEABLE_CARD, '/account/replace-card')
    const problems = await watchPage(page)
    await page.getByRole('heading', { level: 1, name: 'Replace your card' }).waitFor()
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'replace card: axe at 390 and 1280 px')
    await page.getByRole('link', { name: 'Continue' }).click()
    await landedOn(page, '/account/replace-card/reason')
    await page.getByRole('button', { name: 'Order a new card' }).click()
    await page.getByText('Select why you need a new card').waitFor()
    t.equal(page.url().endsWith('/account/replace-card/reason'), true, 'nothing sent without a reason')
    await page.getByRole('radio', { name: 'Lost' }).check()
    await page.getByText("We'll block your current card as soon as you order a new one.").waitFor()
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'reason: axe at 390 and 1280 px')
    await screenshots(page, 'account-replace-card-reason')
    await page.getByRole('button', { name: 'Order a new card' }).click()
    await landedOn(page, '/card-coming')
    await page.getByRole('heading', { level: 1, name: 'Your card is on its way' }).waitFor()
    const shown = (await page.locator('.card-coming__facts dd').first().textContent()) ?? ''
    t.match(shown, /^98263000\d{11}$/, 'the new card number')
    t.not(shown, `98263000${REPLACEABLE_CARD}`, 'not the old one')
    await page.getByRole('heading', { name: 'What happens next' }).waitFor()
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'card coming: axe at 390 and 1280 px')
    await screenshots(page, 'account-card-coming')

    await page.getByRole('link', { name: 'Go to your digital card' }).click()
    await landedOn(page, '/homepage')
    await page.locator('.digital-card__number').waitFor()
    t.equal(
      await page.locator('.digital-card__number').textContent(),
      `Card number ${shown}`,
      'the home card',
    )
    t.same(problems, { consoleErrors: [], cspViolations: [] }, 'no console errors, no CSP violations')
  })

  t.test('close account: what it means, and the way to delete', async (t) => {
    const page = await signedInOn(t, ALEX.card, '/account/close')
    await page.getByRole('heading', { level: 1, name: 'Close Account' }).waitFor()
    const remove = page.getByRole('link', { name: 'Delete your account' })
    t.equal(await remove.getAttribute('href'), '/delete-account')
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'close account: axe at 390 and 1280 px')
    await screenshots(page, 'account-close')
  })

  t.test('delete-account signed out asks to log in first', async (t) => {
    const context = await suite.newContext(t)
    const page = await context.newPage()
    await page.goto('/delete-account')
    await page.getByText('To delete your account, log in first.').waitFor()
    const logIn = page.getByRole('link', { name: 'Log in to delete your account' })
    t.match(
      await logIn.getAttribute('href'),
      /enter-card-number\?next=%2Fdelete-account$/,
      'and back here after',
    )
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'signed out: axe at 390 and 1280 px')
    await page.goto('/personalised-advertising')
    await page.getByRole('heading', { level: 1, name: 'Privacy and legal' }).waitFor()
    t.equal(await page.getByRole('switch').count(), 0, 'a visitor sees the page without the choice')
  })

  t.test('an account is deleted with its password and no longer signs in', async (t) => {
    // /delete-account is public: sign in on the close-account page and follow its link.
    const page = await signedInOn(t, SAM, '/account/close')
    const problems = await watchPage(page)
    await page.getByRole('link', { name: 'Delete your account' }).click()
    await landedOn(page, '/delete-account')
    await page.getByRole('heading', { level: 1, name: 'Delete your account' }).waitFor()
    const password = page.getByLabel('Enter your password to confirm', { exact: true })
    await password.fill('Not-my-password1')
    await page.getByRole('button', { name: 'Delete my account' }).click()
    await page.getByRole('alert').filter({ hasText: "That password isn't right." }).waitFor()
    t.same(
      await seriousAxeFindingsAtBothWidths(page),
      [],
      'delete account with an error: axe at 390 and 1280 px',
    )
    await screenshots(page, 'account-delete')

    await password.fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Delete my account' }).click()
    await landedOn(page, '/welcome')
    // The flag kept through the logout hops shows its message once on the welcome page.
    await page.getByText("Your account has been deleted and you've been logged out.").waitFor()
    t.pass('the welcome page says the account was deleted')
    t.same(await (await page.request.get('/api/session')).json(), { signedIn: false }, 'signed out')

    await page.goto('/homepage')
    await logInAtProvider(page, SAM)
    await page.locator('#login-error').waitFor()
    t.match(page.url(), /\/oidc\//, 'still at the login page: the card no longer signs in')
    t.same(problems.cspViolations, [], 'no CSP violations')
  })
}
