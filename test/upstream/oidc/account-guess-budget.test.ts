/**
 * Issue 14, item 1: one budget of password checks per account, whatever the address, the
 * spelling (card number, full card number, e-mail) or the door (the provider's form, the password
 * login API). Real HTTP on loopback against the reference upstream; the budgets' clock is injected.
 */
import t from 'tap'
import { LOGIN_MESSAGES } from '../../../server/upstream/oidc/login-attempt.ts'
import { LOGIN_POLICY } from '../../../server/upstream/oidc/login-policy.ts'
import { Browser, DEMO, formAction, openLoginPage, pkcePair, startStand } from './helper.ts'

let now = Date.now()
const stand = await startStand(t, { now: () => now })
const SAM = ['10000000002', '9826300010000000002', 'Sam.Patel@example.com']
const samId = (
  await stand.upstream.db
    .selectFrom('collectors')
    .select('id')
    .where('card_number', '=', '10000000002')
    .executeTakeFirstOrThrow()
).id
let address = 0
const nextAddress = () => `203.0.113.${++address}`

/** The form of a fresh interaction, posted from `ip` (X-Forwarded-For from the trusted hop). */
async function form() {
  const browser = new Browser(stand)
  const page = await openLoginPage(browser, {
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
  })
  const action = new URL(formAction(await page.text()), stand.config.OIDC_ISSUER).href
  return async (identifier: string, password: string, ip = nextAddress()) => {
    const response = await browser.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      body: new URLSearchParams({ identifier, password }).toString(),
    })
    const alert = /role="alert">([^<]*)</.exec(await response.text())?.[1]
    return { status: response.status, alert }
  }
}

/** The password login API, as the gateway calls it (captcha checked there), from `ip`. */
async function api(password: string, ip = nextAddress(), collectorId = samId) {
  const response = await fetch(`${stand.base}/collector/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-ip': ip },
    body: JSON.stringify({ collectorId, password }),
  })
  return { status: response.status, body: (await response.json()) as { code?: string } }
}

t.afterEach(async () => {
  now += LOGIN_POLICY.windowMs + LOGIN_POLICY.lockMs // every test starts with spent budgets ended
})

t.test(
  'the form: five failures for an account in any spelling, then a refusal, even of the right password',
  async (t) => {
    const post = await form()
    for (let n = 0; n < LOGIN_POLICY.stepUpAfter; n += 1) {
      t.same(await post(SAM[n % 3] ?? '', `wrong-${n}`), {
        status: 400,
        alert: LOGIN_MESSAGES.badCredentials,
      })
    }
    t.same(await post(SAM[2] ?? '', DEMO.password), { status: 429, alert: LOGIN_MESSAGES.throttled })
    t.same(await post(DEMO.card, DEMO.password).then((r) => r.status), 303, 'another account is not affected')
    now += LOGIN_POLICY.windowMs
    t.equal((await post(SAM[0] ?? '', DEMO.password)).status, 303, 'the window ended')
  },
)

t.test('an unknown identifier is answered exactly as a real one, refusal included', async (t) => {
  const post = await form()
  const answers = async (identifier: string) => {
    const seen = []
    for (let n = 0; n <= LOGIN_POLICY.stepUpAfter; n += 1) seen.push(await post(identifier, `wrong-${n}`))
    return seen
  }
  t.same(await answers('19999999999'), await answers(SAM[0] ?? ''))
  t.same(await answers('nobody@example.com'), await answers(DEMO.email))
})

t.test('the API door (a captcha on every call) goes on to the lock; then no door lets in', async (t) => {
  const post = await form()
  for (let n = 0; n < LOGIN_POLICY.stepUpAfter; n += 1) await post(SAM[n % 3] ?? '', `wrong-${n}`)
  t.equal((await post(SAM[0] ?? '', DEMO.password)).status, 429, 'the form stops at the step-up')
  const statuses = []
  for (let n = LOGIN_POLICY.stepUpAfter; n < LOGIN_POLICY.lockAfter; n += 1)
    statuses.push((await api(`wrong-${n}`)).status)
  t.same(statuses, Array(LOGIN_POLICY.lockAfter - LOGIN_POLICY.stepUpAfter).fill(401))
  t.same(await api(DEMO.password), {
    status: 429,
    body: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts' },
  })
  now += LOGIN_POLICY.lockMs - 1
  t.equal((await api(DEMO.password)).status, 429, 'locked for the lock time after the last failure')
  now += 1
  t.equal((await api(DEMO.password)).status, 200, 'the right password works when the lock ends')
  t.equal((await api('wrong-again')).status, 401, 'and the count started afresh')
})

t.test('a success clears the account count', async (t) => {
  const post = await form()
  for (let n = 1; n < LOGIN_POLICY.stepUpAfter; n += 1) await post(SAM[0] ?? '', `wrong-${n}`)
  t.equal((await api(DEMO.password)).status, 200)
  for (let n = 1; n < LOGIN_POLICY.stepUpAfter; n += 1)
    t.equal((await post(SAM[1] ?? '', `wrong-${n}`)).status, 400)
  t.equal((await post(SAM[2] ?? '', DEMO.password)).status, 303)
})

t.test('parallel guesses at the API door: never more checks than the budget', async (t) => {
  const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => api(`wrong-${n}`)))
  const count = (status: number) => answers.filter((answer) => answer.status === status).length
  t.same([count(401), count(429)], [LOGIN_POLICY.lockAfter, 40 - LOGIN_POLICY.lockAfter])
})

t.test('one address spraying many accounts is refused for every account', async (t) => {
  const post = await form()
  const sprayer = '198.51.100.66'
  for (let n = 0; n < LOGIN_POLICY.addressLimit; n += 1) {
    t.equal((await post(`1999999${String(n).padStart(4, '0')}`, 'Password1!', sprayer)).status, 400)
  }
  t.same(await post(DEMO.card, DEMO.password, sprayer), { status: 429, alert: LOGIN_MESSAGES.throttled })
  t.equal((await api(DEMO.password, sprayer)).status, 429, 'at the API door too')
  t.equal((await post(DEMO.card, DEMO.password)).status, 303, 'another address is not affected')
})
