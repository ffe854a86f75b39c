/**
 * The temporary card through the real gateway and upstream: e-mail, the e-mailed link, the card
 * valid for 30 days with its barcode, the resend, and an unknown link.
 */
import t from 'tap'
import { DAY_MS } from '../../../shared/constants/timings.ts'
import { mailedLink, startProduct } from './helpers.ts'

const product = await startProduct(t)

t.test('e-mail, link, card valid 30 days', async (t) => {
  const browser = product.browser()
  const sent = await browser.post(
    '/api/temp-card/email',
    { email: ' Temp.Card@Example.com ', terms: true, privacy: true },
    await browser.captcha(),
  )
  t.same([sent.status, sent.body], [202, { email: 'temp.card@example.com' }])
  const link = await mailedLink(product, 'temp.card@example.com')
  t.match(link, /^http:\/\/localhost:3000\/temp-card\/your-card\/[\w-]{43}$/)
  const page = await browser.get(new URL(link).pathname)
  t.equal(page.status, 503, 'a client route (no client built in this test)')

  const before = Date.now()
  const card = await browser.get(`/api/temp-card/${link.split('/').at(-1)}`)
  t.equal(card.status, 200)
  t.match(card.body, { cardNumber: /^[0-9]{11}$/, barcode: /^data:image\/svg\+xml;base64,/ })
  const validFor = Date.parse(String(card.body.validUntil)) - before
  t.ok(validFor > 30 * DAY_MS - 60_000 && validFor <= 30 * DAY_MS, 'valid for 30 days')
  const svg = Buffer.from(String(card.body.barcode).split(',')[1] ?? '', 'base64').toString()
  t.match(svg, /^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
  t.equal(card.headers['cache-control'], 'no-store')

  t.same((await browser.post('/api/temp-card/resend')).body, { email: 'temp.card@example.com' })
  const resent = await mailedLink(product, 'temp.card@example.com')
  t.not(resent, link, 'a new link')
  const again = await browser.get(`/api/temp-card/${resent.split('/').at(-1)}`)
  t.equal(again.body.cardNumber, card.body.cardNumber, 'the same card while it is valid')
})

t.test('an unknown link and a resend without an e-mail', async (t) => {
  const browser = product.browser()
  const unknown = await browser.get(`/api/temp-card/${'A'.repeat(43)}`)
  t.same(
    [unknown.status, unknown.body],
    [404, { code: 'NOT_FOUND', message: 'This temporary card link is not valid' }],
  )
  const resend = await browser.post('/api/temp-card/resend')
  t.same(
    [resend.status, resend.body],
    [409, { code: 'STEP_OUT_OF_ORDER', message: 'Enter your email address first' }],
  )
})
