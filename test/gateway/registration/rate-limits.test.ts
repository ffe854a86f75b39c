/**
 * Rate limits of the registration and temporary card routes (RL-1): max+1 requests from one
 * client answer 429 with Retry-After.
 */
import t from 'tap'
import { startProduct } from './helpers.ts'

const product = await startProduct(t)

const LIMITS: [string, 'GET' | 'POST', number][] = [
  ['/api/registration/email', 'POST', 10],
  ['/api/registration/email/resend', 'POST', 5],
  ['/api/registration/card-number', 'POST', 10],
  ['/api/registration/address/lookup', 'POST', 20],
  ['/api/registration/verify-analogue', 'POST', 10],
  ['/api/registration/status', 'GET', 60],
  ['/api/temp-card/email', 'POST', 5],
  ['/api/temp-card/resend', 'POST', 3],
]

for (const [url, method, max] of LIMITS) {
  t.test(`${method} ${url}: ${max} then 429`, async (t) => {
    const browser = product.browser()
    for (let count = 1; count <= max; count += 1) {
      const reply = await browser.call(method, url, method === 'POST' ? {} : undefined)
      if (reply.status === 429) t.fail(`429 after ${count - 1}`)
    }
    const limited = await browser.call(method, url, method === 'POST' ? {} : undefined)
    t.equal(limited.status, 429)
    t.match(limited.headers['retry-after'], /^[0-9]+$/)
    t.equal(limited.body.code, 'RATE_LIMITED')
  })
}

t.test('one address gets at most 5 confirmation e-mails an hour, whatever the client', async (t) => {
  // Its own gateway: the IP limits above are spent.
  const fresh = await startProduct(t)
  const statuses: number[] = []
  for (let count = 1; count <= 6; count += 1) {
    const browser = fresh.browser()
    await browser.post('/api/registration/start', { existingCard: 'no' })
    const reply = await browser.post(
      '/api/registration/email',
      { email: 'Flood@Example.com', contactByEmail: true },
      await browser.captcha(),
    )
    statuses.push(reply.status)
  }
  t.same(statuses, [200, 200, 200, 200, 200, 429])
})
