/**
 * Signed-out e-mail links in Chromium: unsubscribe from the link of an e-mail found in /dev/mailbox
 * (the preference really changes: the upstream reads it back, and the page opened again says so);
 * each confirmation link opened twice (the second time: its own clear page); an unknown link;
 * /register/help with the FAQ links and the Careline. axe at 390 and 1280 px; screenshots.
 */
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { screenshots, seriousAxeFindingsAtBothWidths, watchPage } from './helpers/page-checks.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

if (suite) {
  const { product } = suite
  const openPage = async (test: Test): Promise<Page> => (await suite.newContext(test)).newPage()

  /** Asks the upstream's sandbox route for a confirmation e-mail; answers the link in it. */
  async function sendLink(purpose: 'verify-email' | 'update-email', email: string, newEmail?: string) {
    const sent = await fetch(`${product.upstreamOrigin}/dev/email-links`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ purpose, email, ...(newEmail ? { newEmail } : {}) }),
    })
    if (sent.status !== 201) throw new Error(`dev/email-links answered ${sent.status}`)
    const mails = (await (
      await fetch(`${product.upstreamOrigin}/dev/mailbox.json?to=${encodeURIComponent(newEmail ?? email)}`)
    ).json()) as { links: string[] }[]
    const path = purpose === 'verify-email' ? '/confirm-email-address' : '/confirm-update-email'
    const link = mails.flatMap((mail) => mail.links).findLast((url) => url.includes(path))
    if (!link) throw new Error('no link in the mailbox')
    return link
  }

  /** Starts a registration at the upstream, which e-mails its confirmation link to `email`. */
  const registrationEmail = async (email: string) => {
    const sent = await fetch(`${product.upstreamOrigin}/progressive/email-check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, contactByEmail: true }),
    })
    if (sent.status !== 200) throw new Error(`email-check answered ${sent.status}`)
  }
  const mailsTo = async (email: string) =>
    ((await (await fetch(`${product.upstreamOrigin}/dev/mailbox.json?to=${email}`)).json()) as unknown[])
      .length

  t.test('unsubscribe from the link of an e-mail in /dev/mailbox', async (t) => {
    const email = 'not.me@example.com'
    await registrationEmail(email)
    const page = await openPage(t)
    const problems = await watchPage(page)
    await page.goto('/dev/mailbox')
    const newest = page.getByRole('article').first()
    await newest.getByRole('heading', { name: 'Confirm your email address' }).waitFor()
    t.ok(await newest.getByText(email).isVisible(), 'the registration e-mail')
    t.ok(await newest.getByText('List-Unsubscribe-Post').isVisible(), 'the headers are shown')
    t.ok(await newest.getByText('List-Unsubscribe=One-Click').isVisible())
    const link = newest.getByRole('link', { name: /\/emails\/unsubscribe\?token=/ })
    const href = (await link.getAttribute('href')) ?? ''
    await link.click()
    await page.getByRole('heading', { level: 1, name: 'Unsubscribe from registration emails' }).waitFor()
    t.ok(await page.getByText('n•••@example.com').isVisible(), 'the address, masked')
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: the unsubscribe page')
    await screenshots(page, 'unsubscribe-before')
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: "You're unsubscribed" }).waitFor()
    t.ok(await page.getByRole('link', { name: 'Manage all your email preferences' }).isVisible())
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: unsubscribed')
    await screenshots(page, 'unsubscribe-done')

    const token = new URL(href).searchParams.get('token') ?? ''
    const readBack = await fetch(`${product.upstreamOrigin}/unsubscribe/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    })
    t.match(
      await readBack.json(),
      { emailType: 'registration', subscribed: false },
      'the preference changed upstream',
    )
    const before = await mailsTo(email)
    await registrationEmail(email)
    t.equal(await mailsTo(email), before, 'a new registration e-mail to the address is not sent')
    await page.goto(href)
    await page.getByRole('heading', { level: 1, name: "You're unsubscribed" }).waitFor()
    t.pass('the link opened again says so')
    // The mailbox is the upstream's developer page (its inline style meets the gateway's CSP): only the product's pages count.
    t.same(
      problems.cspViolations.filter((violation) => !violation.includes('/dev/mailbox')),
      [],
    )
  })

  t.test('the link of an account e-mail says those are always sent', async (t) => {
    const page = await openPage(t)
    await sendLink('verify-email', 'alex.taylor@example.com')
    const mails = (await (
      await fetch(`${product.upstreamOrigin}/dev/mailbox.json?to=alex.taylor@example.com`)
    ).json()) as { links: string[] }[]
    const unsubscribe = mails.at(-1)?.links.find((link) => link.includes('/emails/unsubscribe')) ?? ''
    await page.goto(unsubscribe)
    await page.getByRole('heading', { level: 1, name: 'We always send account change emails' }).waitFor()
    t.equal(
      await page.getByRole('button', { name: 'Unsubscribe' }).count(),
      0,
      'no button that would do nothing',
    )
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: always sent')
    await screenshots(page, 'unsubscribe-always-sent')
  })

  t.test('the confirm-email-address link works once; the second time says it was used', async (t) => {
    const link = await sendLink('verify-email', 'sam.patel@example.com')
    const page = await openPage(t)
    await page.goto(link)
    await page.getByRole('heading', { level: 1, name: 'Your email address is confirmed' }).waitFor()
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: confirmed')
    await screenshots(page, 'confirm-email-address')
    const other = await openPage(t)
    await other.goto(link)
    await other.getByRole('heading', { level: 1, name: 'This link has already been used' }).waitFor()
    t.same(await seriousAxeFindingsAtBothWidths(other), [], 'axe: used')
    await screenshots(other, 'confirm-email-address-used')
  })

  t.test('the confirm-update-email link with a new password works once', async (t) => {
    const link = await sendLink('update-email', 'jordan.lee@example.com', 'jordan.moved@example.com')
    const page = await openPage(t)
    await page.goto(link)
    await page.getByRole('heading', { level: 1, name: 'Confirm your new email address' }).waitFor()
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: the form')
    await screenshots(page, 'confirm-update-email')
    await page.getByRole('textbox', { name: 'New password (optional)' }).fill('short')
    await page.getByRole('button', { name: 'Confirm new email address' }).click()
    await page.getByRole('alert').filter({ hasText: 'Use at least 9 characters' }).waitFor()
    await page.getByRole('textbox', { name: 'New password (optional)' }).fill('Fresh&Points77')
    await page.getByRole('button', { name: 'Confirm new email address' }).click()
    await page.getByRole('heading', { level: 1, name: 'Your email address has changed' }).waitFor()
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: changed')
    const again = await openPage(t)
    await again.goto(link)
    await again.getByRole('button', { name: 'Confirm new email address' }).click()
    await again.getByRole('heading', { level: 1, name: 'This link has already been used' }).waitFor()
    t.pass('the second use has its own page')
  })

  t.test(
    '/confirm-sign-up hands the registration link on: the journey goes on, in any browser',
    async (t) => {
      const email = 'sign.up.link@example.com'
      await registrationEmail(email)
      const mails = (await (
        await fetch(`${product.upstreamOrigin}/dev/mailbox.json?to=${email}`)
      ).json()) as {
        links: string[]
      }[]
      const confirm = mails.at(-1)?.links.find((link) => link.includes('/api/registration/confirm')) ?? ''
      const token = new URL(confirm).searchParams.get('token') ?? ''
      for (const attempt of ['first', 'second']) {
        const page = await openPage(t)
        await page.goto(`/confirm-sign-up?token=${token}`)
        await page.waitForURL('**/id/start/choose-an-account')
        t.pass(`${attempt} browser: the journey's next step (the link works until the journey is submitted)`)
      }
      const page = await openPage(t)
      await page.goto(`/confirm-sign-up?token=${'y'.repeat(43)}`)
      await page.waitForURL('**/id/start/card-check')
      t.pass('an unknown link starts the registration again')
    },
  )

  t.test('an unknown link has its own page', async (t) => {
    const page = await openPage(t)
    await page.goto(`/confirm-email-address?token=${'z'.repeat(43)}`)
    await page.getByRole('heading', { level: 1, name: 'This link is not valid or has expired' }).waitFor()
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: unknown')
    await screenshots(page, 'confirm-email-address-unknown')
    await page.goto('/emails/unsubscribe?token=nonsense')
    await page.getByRole('heading', { level: 1, name: 'This link is not valid or has expired' }).waitFor()
    t.pass('a malformed token has the invalid-link page, not an error')
  })

  t.test('/register/help: the FAQ links and the Careline number', async (t) => {
    const page = await openPage(t)
    await page.goto('/register/help')
    await page.getByRole('heading', { level: 1, name: 'Need some help?' }).waitFor()
    t.ok(
      await page.getByRole('main').getByRole('link', { name: product.config.CARELINE_PHONE }).isVisible(),
      'the Careline',
    )
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: register help')
    await screenshots(page, 'register-help')
    await page.getByRole('link', { name: 'How do I register a temporary card?' }).click()
    await page.waitForURL('**/help#how-do-i-register-a-temporary-card')
    await page.getByRole('heading', { level: 1, name: 'Help' }).waitFor()
    t.pass('the FAQ link opens Help at its question')
  })
}
