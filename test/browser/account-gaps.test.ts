import t, { type Test } from 'tap'
import { LINKED_PARTNER_SUCCESS_MESSAGES } from '../../shared/contract/linked-partners.ts'
import { LEAVE_PAGE } from '../../shared/validation/messages.ts'
import { screenshots, seriousAxeFindingsAtBothWidths, watchPage } from './helpers/page-checks.ts'
import { driveJourney, startNewCollectorJourney } from './helpers/registration-journey.ts'
import { ALEX, DEMO_PASSWORD, landedOn } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

const SAM = 'sam.patel@example.com'
const MORGAN = 'morgan.price@example.com'
const ACCOUNT_DELETED = "Your account has been deleted and you've been logged out."

// Six journeys, one a whole registration, after one product start.
t.setTimeout(600_000)
const suite = await openSuite(t)

if (suite) {
  const { origin, config } = suite.product
  const prefix = config.IDENTITY_START_PREFIX

  const signedInOn = (test: Test, who: string, path: string) => suite.signedInAt(test, path, who)

  t.test('after deleting the account, the welcome page says so once', async (t) => {
    // /delete-account is public: sign in on the close-account page and follow its link.
    const page = await signedInOn(t, MORGAN, '/account/close')
    await page.getByRole('link', { name: 'Delete your account' }).click()
    await landedOn(page, '/delete-account')
    await page.getByLabel('Enter your password to confirm', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Delete my account' }).click()
    await landedOn(page, '/welcome')
    await page.getByRole('status').filter({ hasText: ACCOUNT_DELETED }).waitFor()
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe at 390 and 1280 px')
    await screenshots(page, 'account-gaps-deleted')
    await page.reload()
    await page.getByRole('heading', { level: 1, name: /^Welcome to/ }).waitFor()
    t.equal(await page.getByText(ACCOUNT_DELETED).count(), 0, 'not again after a reload')
  })

  t.test('unlink asks first; linked, redeemed, unlinked and relinked said; history kept', async (t) => {
    const page = await signedInOn(t, ALEX.card, '/account/linked-partners')
    const problems = await watchPage(page)
    await page.getByLabel('Membership number', { exact: true }).fill('70000001')
    await page.getByLabel('Surname', { exact: true }).fill('Taylor')
    await page.getByRole('button', { name: 'Link account' }).click()
    await page.getByText(LINKED_PARTNER_SUCCESS_MESSAGES.linked).waitFor()
    await page.getByLabel('Number of points to convert').fill('800')
    await page.getByRole('button', { name: 'Convert points' }).click()
    await page.getByText(LINKED_PARTNER_SUCCESS_MESSAGES.redeemed).first().waitFor()
    await page.getByText('800 points to 500 airline points').waitFor()

    const unlink = page.getByRole('button', { name: 'Unlink British Airways account' })
    const dialog = page.getByRole('dialog', { name: 'Unlink your British Airways account?' })
    await unlink.click()
    await dialog.waitFor()
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'the confirmation: axe at 390 and 1280 px')
    await screenshots(page, 'account-gaps-unlink-confirm')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'hidden' })
    t.ok(await unlink.isVisible(), 'cancelled: still linked')
    t.equal(await page.getByText(LINKED_PARTNER_SUCCESS_MESSAGES.unlinked).count(), 0, 'nothing unlinked')

    await unlink.click()
    await dialog.getByRole('button', { name: 'Unlink account' }).click()
    await page.getByText(LINKED_PARTNER_SUCCESS_MESSAGES.unlinked).waitFor()
    await page.getByRole('button', { name: 'Link account' }).waitFor()

    await page.getByLabel('Relink the account I linked before').check()
    await page.getByLabel('Membership number', { exact: true }).fill('70000001')
    await page.getByRole('button', { name: 'Link account' }).click()
    await page.getByText(LINKED_PARTNER_SUCCESS_MESSAGES.relinked).waitFor()
    await page.getByText('800 points to 500 airline points').waitFor()
    t.pass('the conversion made before the unlink is listed after the relink')
    await screenshots(page, 'account-gaps-relinked')
    t.same(problems.cspViolations, [], 'no CSP violations')
  })

  t.test('signed out, a card replacement asks why, with nothing chosen in advance', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    const validations: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/validate')) validations.push(request.url())
    })
    await page.goto('/replace-card')
    await page.getByLabel('Date of birth').fill('01011990')
    await page.getByLabel('Last name').fill('Nobody')
    await page.getByLabel('Postcode').fill('EC1A 1BB')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('radio', { name: /^Email/ }).check()
    await page.getByRole('button', { name: 'Send code' }).click()
    const reasons = page.getByRole('group', { name: 'What happened to your card?' })
    await reasons.waitFor()
    for (const reason of ['Lost', 'Stolen', 'Damaged'])
      t.equal(await reasons.getByRole('radio', { name: reason }).isChecked(), false, `${reason} not chosen`)
    await page.getByLabel('Security code').fill('123456')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('alert').filter({ hasText: 'Select why you need a new card' }).waitFor()
    t.same(validations, [], 'nothing sent without a reason')
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe at 390 and 1280 px')
    await screenshots(page, 'account-gaps-replace-reason')
    await reasons.getByRole('radio', { name: 'Damaged' }).check()
    t.equal(await page.getByText('Select why you need a new card').count(), 0, 'the message goes')
    const sent = page.waitForRequest((request) => request.url().endsWith('/replace-card/validate'))
    await page.getByRole('button', { name: 'Continue' }).click()
    t.same(
      (await sent).postDataJSON(),
      { code: '123456', replacementType: 'DAMAGED' },
      'sent with the reason',
    )
  })

  t.test('an account form with unsaved changes asks before leaving', async (t) => {
    const page = await signedInOn(t, ALEX.card, '/account/details/name')
    const firstName = page.getByLabel('First name')
    await firstName.waitFor()
    await firstName.fill('Alexandra')
    const asked: string[] = []
    page.once('dialog', async (dialog) => {
      asked.push(dialog.message())
      await dialog.dismiss()
    })
    await page.getByRole('link', { name: 'Back' }).click()
    t.same(asked, [LEAVE_PAGE], 'the in-app link asks, in the specification’s words')
    t.equal(new URL(page.url()).pathname, '/account/details/name', 'cancelled: still on the form')
    t.equal(await firstName.inputValue(), 'Alexandra', 'what was typed is kept')

    const unload = new Promise<string>((resolve) =>
      page.once('dialog', async (dialog) => {
        resolve(dialog.type())
        await dialog.accept()
      }),
    )
    const closed = new Promise((resolve) => page.once('close', resolve))
    await page.close({ runBeforeUnload: true })
    t.equal(await unload, 'beforeunload', 'closing or reloading the page asks too')
    await closed
  })

  t.test('a signed-out card lookup with something typed asks before leaving', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await page.goto('/retrieve-card')
    const lastName = page.getByLabel('Last name')
    await lastName.fill('Taylor')
    const asked: string[] = []
    page.once('dialog', async (dialog) => {
      asked.push(dialog.message())
      await dialog.dismiss()
    })
    await page.getByRole('banner').getByRole('link', { name: 'Help' }).click()
    t.same(asked, [LEAVE_PAGE], 'the in-app link asks')
    t.equal(new URL(page.url()).pathname, '/retrieve-card', 'cancelled: still on the form')
    t.equal(await lastName.inputValue(), 'Taylor', 'what was typed is kept')
  })

  t.test('a reward Sam cannot afford says why before any Confirm', async (t) => {
    const page = await signedInOn(t, SAM, '/redemption')
    // Sam has 3,215 points; the £20 Argos voucher costs 4,000.
    const reason = page.getByText('You need 785 more points for this reward.')
    await reason.waitFor()
    const choose = page.getByRole('button', { name: 'Choose £20 Argos voucher' })
    t.ok(await choose.isDisabled(), 'it cannot be chosen')
    t.equal(await choose.getAttribute('aria-describedby'), await reason.getAttribute('id'), 'tied to why')
    t.equal(await page.getByRole('button', { name: 'Confirm' }).count(), 0, 'no confirm step')
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe at 390 and 1280 px')
    await screenshots(page, 'account-gaps-reward-unaffordable')
  })

  t.test("a new collector's home, vouchers and activity say what to do next", async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await startNewCollectorJourney(page, prefix)
    const visited = await driveJourney(
      t,
      page,
      { prefix, origin },
      { email: `new.${Date.now()}@example.com` },
    )
    t.equal(visited.at(-1), 'success', 'registered')
    const login = page.getByRole('link', { name: 'Continue to login' })
    await page.waitForFunction(() =>
      [...document.links].some(
        (a) => a.textContent === 'Continue to login' && a.search.includes('login_token='),
      ),
    )
    await login.click()
    // Signed in by the provider with the one-time token, back on a page of the app.
    await page.waitForURL(
      (url) =>
        url.pathname !== `${prefix}/success` && !/^\/(oidc|api|oauth_redirect)(\/|$)/.test(url.pathname),
      { timeout: 30000 },
    )
    await page.goto('/homepage')
    await landedOn(page, '/homepage')
    await page.getByRole('heading', { level: 2, name: 'Start collecting points' }).waitFor()
    t.ok(await page.getByRole('link', { name: 'Find offers to save' }).isVisible(), 'home: the next step')
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'home: axe at 390 and 1280 px')
    await screenshots(page, 'account-gaps-new-home')

    await page.goto('/vouchers')
    await page.getByRole('heading', { level: 2, name: "You don't have any vouchers yet" }).waitFor()
    t.ok(
      await page.getByRole('link', { name: 'Choose a free reward' }).isVisible(),
      'vouchers: the next step',
    )
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'vouchers: axe at 390 and 1280 px')
    await screenshots(page, 'account-gaps-new-vouchers')

    await page.goto('/card/activity')
    await page.getByText('You have no transactions yet.').waitFor()
    t.ok(await page.getByRole('link', { name: 'Show your card' }).isVisible(), 'activity: the next step')
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'activity: axe at 390 and 1280 px')
    await screenshots(page, 'account-gaps-new-activity')
  })
}
