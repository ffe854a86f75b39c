/**
 * Issue 14, item 1: distributed guessing at the provider's login form. 1,000 wrong passwords for
 * one collector, from 300 addresses (X-Forwarded-For from the trusted loopback hop, as the
 * gateway forwards it), in the card, full-card and e-mail spellings. Every 400 is an answer of the
 * password check ("do not match our records"); a refusal before the check is a 429. Re-run with
 * `npx tap test/upstream/oidc/distributed-guessing.test.ts`: the count is printed as a comment.
 */
import t from 'tap'
import { Browser, DEMO, formAction, openLoginPage, pkcePair, startStand } from './helper.ts'

const GUESSES = 1000
const ADDRESSES = 300
const PARALLEL = 10
/** The account budget: failed checks per account before the lock, whatever the door. */
const ACCOUNT_BUDGET = 10
const SAM = ['10000000002', '9826300010000000002', 'sam.patel@example.com']

const stand = await startStand(t)

t.test('1,000 guesses from 300 addresses: at most the account budget reach the password check', async (t) => {
  const browser = new Browser(stand)
  const page = await openLoginPage(browser, {
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
  })
  const action = new URL(formAction(await page.text()), stand.config.OIDC_ISSUER).href
  const guess = async (n: number) => {
    const response = await browser.request(action, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': `198.51.${Math.floor((n % ADDRESSES) / 250)}.${(n % ADDRESSES) % 250}`,
      },
      body: new URLSearchParams({ identifier: SAM[n % SAM.length] ?? '', password: `guess-${n}` }).toString(),
    })
    await response.arrayBuffer()
    return response.status
  }
  const statuses: number[] = []
  const started = Date.now()
  for (let n = 0; n < GUESSES; n += PARALLEL) {
    const batch = Array.from({ length: Math.min(PARALLEL, GUESSES - n) }, (_, i) => guess(n + i))
    statuses.push(...(await Promise.all(batch)))
  }
  const seconds = (Date.now() - started) / 1000
  const checked = statuses.filter((status) => status === 400).length
  const refused = statuses.filter((status) => status === 429).length
  t.comment(
    `${checked} of ${GUESSES} guesses reached the password check, ${refused} refused, in ${seconds} s`,
  )
  t.equal(checked + refused, GUESSES, 'every guess is either checked or refused')
  t.ok(checked <= ACCOUNT_BUDGET, `at most ${ACCOUNT_BUDGET} checked (was ${checked})`)

  const right = await browser.request(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.200' },
    body: new URLSearchParams({ identifier: SAM[0] ?? '', password: DEMO.password }).toString(),
  })
  t.equal(right.status, 429, 'the right password straight after, from a new address, is refused too')
})
