/**
 * Issue 14, item 1, through the gateway: the provider's form (forwarded under /oidc/*, the client
 * named by X-Forwarded-For from a trusted proxy) and the password login API draw on one budget
 * per account, kept by the upstream, whatever spelling or address each guess uses.
 */
import t, { type Test } from 'tap'
import { LOGIN_MESSAGES } from '../../../server/upstream/oidc/login-attempt.ts'
import type { LoginBudgetTables } from '../../../server/upstream/oidc/login-budget.ts'
import { ACCOUNT_PAUSED, WRONG_PASSWORD } from '../../../shared/contract/login.ts'
import { buildTestGateway } from '../../helpers/gateway.ts'
import { buildTestUpstream, TEST_SECRETS } from '../../upstream/helpers/upstream.ts'
import { Browser, formAction, openLoginPage, pkcePair, type Stand } from '../../upstream/oidc/helper.ts'
import { browser, DEMO_PASSWORD, PUBLIC_ORIGIN } from './helpers.ts'

const env = { ...TEST_SECRETS, PUBLIC_ORIGIN, CAPTCHA_MAX_NUMBER: '1000' }
const upstream = await buildTestUpstream(t, env)
await upstream.listen({ port: 0, host: '127.0.0.1' })
const upstreamAddress = upstream.server.address()
const upstreamBase =
  typeof upstreamAddress === 'object' && upstreamAddress ? `http://127.0.0.1:${upstreamAddress.port}` : ''
const gateway = await buildTestGateway(t, {
  ...env,
  IDENTITY_API_URL: upstreamBase,
  TRUST_PROXY: '127.0.0.1',
})
await gateway.listen({ port: 0, host: '127.0.0.1' })
const gatewayAddress = gateway.server.address()
const gatewayBase =
  typeof gatewayAddress === 'object' && gatewayAddress ? `http://127.0.0.1:${gatewayAddress.port}` : ''
const viaGateway: Stand = {
  config: upstream.config,
  upstream,
  base: upstreamBase,
  local: (url) => url.replace(PUBLIC_ORIGIN, gatewayBase),
  // The trusted proxy names the public host (pages on another host are redirected to PUBLIC_ORIGIN).
  headers: { 'x-forwarded-host': new URL(PUBLIC_ORIGIN).host },
}

let address = 0
const nextAddress = () => `198.51.100.${++address}`

/** The provider's form, opened and posted through the gateway from a new client address each time. */
async function form(t: Test) {
  const b = new Browser(viaGateway)
  const page = await openLoginPage(b, {
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    redirect_uri: `${PUBLIC_ORIGIN}/oauth_redirect`,
  })
  t.equal(page.status, 200, 'the login page')
  const action = new URL(formAction(await page.text()), upstream.config.OIDC_ISSUER).href
  return async (identifier: string, password: string) => {
    const response = await b.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextAddress() },
      body: new URLSearchParams({ identifier, password }).toString(),
    })
    return { status: response.status, alert: /role="alert">([^<]*)</.exec(await response.text())?.[1] }
  }
}

/** The password login API: card check then password, with the captcha, from a new client address. */
async function api(cardNumber: string, password: string) {
  const b = browser(gateway, nextAddress())
  await b.post('/api/login/card-check', { cardNumber })
  const answer = await b.post('/api/login/password', { password })
  return { status: answer.status, body: answer.body }
}

const wrong = { status: 400, alert: LOGIN_MESSAGES.badCredentials }

t.test('five guesses at the API door: the form refuses the account in every spelling', async (t) => {
  for (let n = 0; n < 5; n += 1) {
    t.same(await api('10000000002', `wrong-${n}`), {
      status: 400,
      body: { code: 'WRONG_PASSWORD', message: WRONG_PASSWORD },
    })
  }
  const post = await form(t)
  for (const identifier of ['10000000002', '9826300010000000002', 'SAM.PATEL@example.com']) {
    t.same(
      await post(identifier, DEMO_PASSWORD),
      { status: 429, alert: LOGIN_MESSAGES.throttled },
      identifier,
    )
  }
  const rows = await upstream.db
    .withTables<LoginBudgetTables>()
    .selectFrom('login_budgets')
    .select('key')
    .execute()
  t.ok(
    rows.some((row) => row.key === 'address:198.51.100.1'),
    'the API door is budgeted by the address the gateway saw, not by the gateway its own',
  )
})

t.test(
  'five at the form: the form stops, the API with its captcha still lets the collector in',
  async (t) => {
    const post = await form(t)
    for (const identifier of [
      '10000000001',
      'alex.taylor@example.com',
      '9826 3000 1000 0000 001',
      '10000000001',
      'Alex.Taylor@example.com',
    ]) {
      t.same(await post(identifier, `wrong-${identifier}`), wrong, identifier)
    }
    t.same(await post('10000000001', DEMO_PASSWORD), { status: 429, alert: LOGIN_MESSAGES.throttled })
    const right = await api('10000000001', DEMO_PASSWORD)
    t.equal(right.status, 200)
    t.match(right.body.redirectTo, /login_token=/)
    t.equal((await post('alex.taylor@example.com', DEMO_PASSWORD)).status, 303, 'and the form works again')
  },
)

t.test("a lock set through another replica's calls answers the API with the clear message", async (t) => {
  const jordan = await upstream.db
    .selectFrom('collectors')
    .select('id')
    .where('card_number', '=', '10000000003')
    .executeTakeFirstOrThrow()
  const subject = {
    key: `account:${jordan.id}`,
    collector: { id: jordan.id, password_hash: null, status: 'active' },
  }
  for (let n = 0; n < 10; n += 1) {
    await upstream.oidc.loginGuard.check(subject, 'wrong', {
      ip: '192.0.2.9',
      door: 'api',
      log: upstream.log,
    })
  }
  const answer = await api('10000000003', DEMO_PASSWORD)
  t.same(answer, { status: 429, body: { code: 'ACCOUNT_PAUSED', message: ACCOUNT_PAUSED } })
})
