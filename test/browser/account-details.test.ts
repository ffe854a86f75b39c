/**
 * The account pages in Chromium: the hub as Alex (name, card number, every account page), the
 * details; the name changed by keyboard only; the address found and chosen; the e-mail changed with
 * the code from /dev/mailbox and the new address confirmed by its link; the mobile changed; and, as
 * Sam, the password changed while another browser's session ends. Axe at 390 and 1280 px on each
 * screen, screenshots, and the figures: Continue → code screen, code → changed address shown, and
 * the account chunk's gzip size.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { screenshots, seriousAxeFindingsAtBothWidths, watchPage } from './helpers/page-checks.ts'
import { ALEX } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)
const SAM = { card: '10000000002', email: 'sam.patel@example.com' }
const NEW_EMAIL = 'alex.new@example.com'

if (suite) {
  const { origin } = suite.product
  // Fresh sign-ins: these tests change passwords and e-mails, which end other sessions.
  const signedInAt = (test: Test, card: string, path: string) =>
    suite.signedInAt(test, path, card, { fresh: true })
  const lastCode = async (to: string) => {
    const messages = (await (
      await fetch(`${origin}/dev/mailbox.json?to=${encodeURIComponent(to)}`)
    ).json()) as {
      subject: string
      text: string
      links: string[]
    }[]
    return messages
  }
  const checkScreen = async (test: Test, page: Page, name: string) => {
    test.same(await seriousAxeFindingsAtBothWidths(page), [], `axe: ${name}`)
    await screenshots(page, name)
  }

  t.test('the hub, the details, the name by keyboard only, the address', async (t) => {
    const page = await signedInAt(t, ALEX.card, '/account')
    const problems = await watchPage(page)
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor()
    await page.getByText('Alex Taylor').waitFor()
    await page.getByText('9826 3000 1000 0000 001').waitFor()
    for (const name of [
      'Your details',
      'Change your password',
      'Communication preferences',
      'Online advertising',
      'Sound effects',
      'Lock your points',
      'Replace your card',
      'Linked accounts',
      'Additional details',
      'Close account',
    ])
      t.ok(await page.getByRole('link', { name: new RegExp(name) }).isVisible(), `link: ${name}`)
    await checkScreen(t, page, 'account-hub')

    await page.getByRole('link', { name: /Your details/ }).click()
    await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor()
    await page.getByText(ALEX.email).waitFor()
    await checkScreen(t, page, 'account-details')

    // Keyboard only: from the details page to the name form, the new name, saved with Enter.
    await page.getByRole('link', { name: 'Change name' }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'Your name' }).waitFor()
    await checkScreen(t, page, 'account-details-name')
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab')
      if (await page.getByLabel('First name').evaluate((el) => el === document.activeElement)) break
    }
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('Al_ex')
    await page.keyboard.press('Enter')
    await page
      .getByRole('alert')
      .filter({ hasText: /letters/i })
      .first()
      .waitFor()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('Alexandra')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor()
    await page.getByText('Mx Alexandra Taylor').waitFor()

    await page.getByRole('link', { name: 'Change address' }).click()
    await page.getByRole('heading', { level: 1, name: 'Your address' }).waitFor()
    await page.getByLabel('House name or number').fill('10')
    await page.getByLabel('Postcode').fill('CF10 1EP')
    await page.getByRole('button', { name: 'Find address' }).click()
    await page.getByRole('radio', { name: '10 Queen Street, Cardiff, CF10 1EP' }).check()
    await checkScreen(t, page, 'account-details-address')
    await page.getByRole('button', { name: 'Save address' }).click()
    await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor()
    await page.getByText('10 ••••••••••••, Car••••, CF10 •••').waitFor()
    t.same(problems.consoleErrors, [], 'no console errors')
  })

  t.test('the e-mail with a code from the mailbox, confirmed by its link; the mobile', async (t) => {
    const page = await signedInAt(t, ALEX.card, '/account/details/email')
    await page.getByRole('heading', { level: 1, name: 'Your email address' }).waitFor()
    await page.getByLabel('New email address').fill('not an email')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('alert').first().waitFor()
    await page.getByLabel('New email address').fill(NEW_EMAIL)
    await page.getByRole('radio', { name: /Email/ }).check()
    await checkScreen(t, page, 'account-details-email')
    const continued = performance.now()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('heading', { name: 'Enter the security code' }).waitFor()
    const toCodeScreen = performance.now() - continued
    await page.getByText('a•••@example.com').waitFor()
    await checkScreen(t, page, 'account-details-email-code')

    const code = /(\d{6})/.exec((await lastCode(ALEX.email)).at(-1)?.text ?? '')?.[1] ?? ''
    await page.getByLabel('Security code').fill(code === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: 'Confirm' }).click()
    await page.getByText('That code is not right. Check it and try again.').first().waitFor()
    await page.getByLabel('Security code').fill(code)
    const entered = performance.now()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor()
    await page
      .getByText(`We've sent a link to ${NEW_EMAIL}. Your email address changes when you open it.`)
      .waitFor()
    const toLinkSent = performance.now() - entered
    t.equal(
      await page.locator('[data-field="email"]').getByText(ALEX.email).count(),
      1,
      'not moved before the link',
    )
    t.comment(`figure: Continue → code screen ${toCodeScreen.toFixed(0)} ms`)
    t.comment(`figure: code → link sent, shown on the details page ${toLinkSent.toFixed(0)} ms`)

    const notice = (await lastCode(ALEX.email)).at(-1)
    t.match(notice?.subject, /email address is changing/)
    const link =
      (await lastCode(NEW_EMAIL)).find((m) => m.subject === 'Confirm your new email address')?.links[0] ?? ''
    t.match(link, /\/confirm-update-email\?token=/)
    await page.goto(new URL(link).pathname + new URL(link).search)
    const opened = performance.now()
    await page.getByRole('button', { name: 'Confirm new email address' }).click()
    await page.getByRole('heading', { level: 1, name: 'Your email address has changed' }).waitFor()
    await page.goto('/account/details')
    await page.locator('[data-field="email"]').getByText(NEW_EMAIL).waitFor()
    t.comment(`figure: link opened → changed address shown ${(performance.now() - opened).toFixed(0)} ms`)
    t.equal(await page.getByText('Not confirmed yet').count(), 0, 'the new address is confirmed')

    await page.getByRole('link', { name: 'Change mobile number' }).click()
    await page.getByRole('heading', { level: 1, name: 'Your mobile number' }).waitFor()
    await page.getByLabel('Country code').selectOption('gb')
    await page.getByLabel('New mobile number').fill('07700 900456')
    await page.getByRole('radio', { name: /Text message/ }).check()
    await checkScreen(t, page, 'account-details-mobile')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('•••• 001').waitFor()
    const sms = /(\d{6})/.exec((await lastCode('+447700900001')).at(-1)?.text ?? '')?.[1] ?? ''
    await page.getByLabel('Security code').fill(sms)
    await page.getByRole('button', { name: 'Confirm' }).click()
    await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor()
    await page.getByText('+44 ••• ••• 456').waitFor()
  })

  t.test(
    'the password: the checklist, the mismatch, the previous one; another browser signed out',
    async (t) => {
      const page = await signedInAt(t, SAM.card, '/account/password')
      const other = await signedInAt(t, SAM.card, '/account/details')
      await page.getByRole('heading', { level: 1, name: 'Change your password' }).waitFor()
      const change = page.getByRole('button', { name: 'Change password' })
      await page.getByRole('textbox', { name: 'Current password' }).fill('Points&Prizes42')
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short')
      t.ok(await change.isDisabled(), 'disabled until every rule passes')
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Points&Prizes42')
      await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Points&Prizes43')
      await page.getByRole('textbox', { name: 'Confirm new password' }).blur()
      await page.getByText('Passwords do not match.').waitFor()
      await checkScreen(t, page, 'account-password')
      await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Points&Prizes42')
      // The server's validity check says INVALID before any press: the button stays disabled.
      await page
        .getByRole('alert')
        .filter({ hasText: 'Your new password must be different from your previous password.' })
        .waitFor()
      t.ok(await change.isDisabled(), 'disabled while the server says INVALID')
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Fresh#Start2027')
      await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Fresh#Start2027')
      await change.click()
      await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor()
      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor()
      t.equal(new URL(page.url()).pathname, '/account', 'this browser stays signed in')
      await other.reload()
      await other.waitForURL((url) => !url.pathname.startsWith('/account'), { timeout: 20000 })
      t.notOk(new URL(other.url()).pathname.startsWith('/account'), `the other browser left: ${other.url()}`)
    },
  )

  t.test('additional details', async (t) => {
    const page = await signedInAt(t, ALEX.card, '/account/additional-details')
    await page.getByRole('heading', { level: 1, name: 'Additional details' }).waitFor()
    await page.getByLabel('People in your household').fill('3')
    await page.getByLabel('Dietary preference').selectOption('vegan')
    await checkScreen(t, page, 'account-additional-details')
    await page.getByRole('button', { name: 'Save details' }).click()
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor()
  })

  t.test('figure: the account chunk, gzip', async (t) => {
    const assets = join(import.meta.dirname, '../../client/dist/assets')
    const chunk = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .find((name) => readFileSync(join(assets, name), 'utf8').includes('We will email you a security code'))
    t.ok(chunk, 'the account chunk is built')
    const size = chunk ? gzipSync(readFileSync(join(assets, chunk))).length : 0
    t.comment(`figure: account chunk ${chunk} ${size} B gzip`)
    t.ok(size > 0 && size < 20_000, `account chunk ${size} B gzip`)
  })
}
