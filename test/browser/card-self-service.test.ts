/**
 * Signed-out card self-service in Chromium: from the home page's card-help popup to
 * /retrieve-card, the details, a code by text message read from the mailbox, then the card number
 * and its barcode; a lost card replaced signed out (Casey Morgan), then a sign-in with the new
 * number shows it on the home page and the old number is refused; unknown details get the same
 * code page and no card; axe at 390 and 1280 px; screenshots.
 */
import type { Page } from 'playwright-core'
import t from 'tap'
import { CODE_SENT_IF_MATCHED, WRONG_CODE } from '../../shared/contract/card-self-service.ts'
import { screenshots, seriousAxeFindingsAtBothWidths, watchPage } from './helpers/page-checks.ts'
import { ALEX, landedOn, logInAtProvider } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

if (suite) {
  const { origin } = suite.product
  const scheme = suite.product.config.SCHEME_NAME

  /** The newest 6-digit code sent to `to` after `after` messages, waiting for it to arrive. */
  const codeSentTo = async (to: string, after: number) => {
    const deadline = Date.now() + 10_000
    while (Date.now() < deadline) {
      const response = await fetch(`${origin}/dev/mailbox.json?to=${encodeURIComponent(to)}`)
      const entries = (await response.json()) as { text: string }[]
      const code = entries.length > after ? /\b(\d{6})\b/.exec(entries.at(-1)?.text ?? '')?.[1] : undefined
      if (code) return code
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new Error(`no code to ${to}`)
  }
  const messagesTo = async (to: string) =>
    ((await (await fetch(`${origin}/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as unknown[])
      .length

  const sendCode = async (page: Page, method: 'Email' | 'Text message') => {
    await page.getByRole('radio', { name: new RegExp(`^${method}`) }).check()
    await page.getByRole('button', { name: 'Send code' }).click()
    await page.getByText(CODE_SENT_IF_MATCHED).waitFor()
  }

  t.test('card help → /retrieve-card: a code by text message, then the number and barcode', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await page.goto('/homepage')
    await logInAtProvider(page, ALEX.card)
    await landedOn(page, '/homepage')
    const problems = await watchPage(page)
    await page.getByRole('button', { name: 'Card not with you, lost or stolen?' }).click()
    await page
      .getByRole('dialog', { name: 'Your card is...' })
      .getByRole('link', { name: `Show ${scheme} card number` })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Show your card number' }).waitFor()
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe on the details')
    await screenshots(page, 'retrieve-card-details')

    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Enter your last name').first().waitFor()
    await page.getByLabel('Email address').fill(ALEX.email)
    await page.getByLabel('Last name').fill('Taylor')
    await page.getByLabel('Date of birth').fill('21061988')
    t.equal(await page.getByLabel('Date of birth').inputValue(), '21/06/1988', 'slashes added as typed')
    const sms = await messagesTo('+447700900001')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('group', { name: 'How should we send your security code?' }).waitFor()
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe on the delivery choice')
    await screenshots(page, 'retrieve-card-delivery')
    await sendCode(page, 'Text message')
    const code = await codeSentTo('+447700900001', sms)
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe on the code')
    await screenshots(page, 'retrieve-card-code')
    await page.getByLabel('Security code').fill(code)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('heading', { name: `Your ${scheme} card number` }).waitFor()
    t.equal(await page.locator('.digital-card__number').textContent(), `98263000${ALEX.card}`)
    const barcode = page.getByRole('img', { name: `Barcode for card number 98263000${ALEX.card}` })
    t.ok(
      await barcode.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 100),
      'PNG drawn',
    )
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe on the card')
    await screenshots(page, 'retrieve-card-shown')
    t.same(problems, { consoleErrors: [], cspViolations: [] })
  })

  t.test('unknown details: the same code page, and a code shows no card', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await page.goto('/retrieve-card')
    await page.getByLabel('Email address').fill(ALEX.email)
    await page.getByLabel('Last name').fill('Tailor')
    await page.getByLabel('Date of birth').fill('21061988')
    const sent = await messagesTo(ALEX.email)
    await page.getByRole('button', { name: 'Continue' }).click()
    await sendCode(page, 'Email')
    t.equal(await messagesTo(ALEX.email), sent, 'nothing sent')
    await page.getByLabel('Security code').fill('123456')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText(WRONG_CODE).waitFor()
    t.equal(await page.locator('.digital-card__number').count(), 0, 'no card shown')
  })

  t.test('replace a lost card signed out, then sign in with the new number', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    const problems = await watchPage(page)
    await page.goto('/replace-card')
    await page.getByRole('heading', { level: 1, name: 'Replace your card' }).waitFor()
    await page.getByLabel('Date of birth').fill('14021992')
    await page.getByLabel('Last name').fill('Morgan')
    await page.getByLabel('Postcode').fill('sw1a 1aa')
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe on the details')
    await screenshots(page, 'replace-card-details')
    const mails = await messagesTo('casey.morgan@example.com')
    await page.getByRole('button', { name: 'Continue' }).click()
    await sendCode(page, 'Email')
    const code = await codeSentTo('casey.morgan@example.com', mails)
    await page.getByLabel('Security code').fill(code)
    await page.getByRole('radio', { name: 'Stolen' }).check()
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe on the code and reason')
    await screenshots(page, 'replace-card-code')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('heading', { name: 'Your new card is on its way' }).waitFor()
    const shown = (await page.locator('.digital-card__number').textContent()) ?? ''
    const newCard = /^98263000(\d{11})$/.exec(shown)?.[1] ?? ''
    t.match(newCard, /^[4-9]\d{10}$/, 'a new card number')
    await page.getByText(/It should arrive by \d{1,2} \w+ \d{4}\./).waitFor()
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe on the new card')
    await screenshots(page, 'replace-card-done')
    const notice = await fetch(`${origin}/dev/mailbox.json?to=casey.morgan%40example.com`)
    const last = ((await notice.json()) as { text: string }[]).at(-1)?.text ?? ''
    t.match(last, /should arrive by/, 'the collector is told when the card arrives')
    t.same(problems, { consoleErrors: [], cspViolations: [] })

    await page.goto('/homepage')
    await logInAtProvider(page, '10000000005')
    await page.getByText('do not match our records', { exact: false }).first().waitFor()
    t.pass('the old card number is refused')
    await page.getByLabel('Card number or email').fill(newCard)
    await page.getByLabel('Password', { exact: true }).fill('Points&Prizes42')
    await page.getByRole('button', { name: 'Log in' }).click()
    await landedOn(page, '/homepage')
    await page.getByRole('img', { name: `Barcode for card number 98263000${newCard}` }).waitFor()
    t.equal(await page.locator('.digital-card__number').textContent(), `Card number 98263000${newCard}`)
  })
}
