/**
 * `GET /api/card/balance` and `GET /api/card/digital-card` on the real gateway in front of the
 * reference upstream over loopback HTTP, signed in through the identity provider as the demo
 * collector: the balance, the card number and its barcode; 401 with the login URL when signed
 * out; and an upstream failure answered with the default message and logged.
 */
import t, { type Test } from 'tap'
import type { BalancesTables } from '../../../server/upstream/balances/schema.ts'
import { SANDBOX_BALANCES, seedBalances } from '../../../server/upstream/seed/balances.ts'
import { DEFAULT_ERROR } from '../../../shared/validation/messages.ts'
import { DEMO } from '../../upstream/oidc/helper.ts'
import { signInThroughProvider, startProviderStand } from '../login/provider-stand.ts'

const provider = await startProviderStand(t, 'card')
const { config, gateway, upstream } = provider
await seedBalances(upstream.db.withTables<BalancesTables>())

/** Identity login as the demo collector, checked: the signed-in session cookie. */
async function signIn(t: Test): Promise<string> {
  const cookie = await signInThroughProvider(provider, '/homepage')
  const session = await gateway.inject({ method: 'GET', url: '/api/session', headers: { cookie } })
  t.equal(session.json().signedIn, true, 'signed in')
  return cookie
}

const cookie = await signIn(t)
const get = (url: string, headers: Record<string, string> = { cookie }) =>
  gateway.inject({ method: 'GET', url, headers })

t.test('the balance of the signed-in collector', async (t) => {
  const answer = await get('/api/card/balance')
  t.equal(answer.statusCode, 200)
  t.same(answer.json(), { points: SANDBOX_BALANCES[DEMO.card] })
})

t.test('the digital card: card number and the barcode PNG', async (t) => {
  const answer = await get('/api/card/digital-card')
  t.equal(answer.statusCode, 200)
  const { cardNumber, barcode } = answer.json() as { cardNumber: string; barcode: string }
  t.equal(cardNumber, DEMO.card)
  t.match(barcode, /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/)
  const png = Buffer.from(barcode.slice('data:image/png;base64,'.length), 'base64')
  t.equal(png.subarray(1, 4).toString('latin1'), 'PNG')
})

t.test('signed out: 401 with where to log in, and no upstream call', async (t) => {
  for (const url of ['/api/card/balance', '/api/card/digital-card']) {
    const answer = await get(url, {})
    t.equal(answer.statusCode, 401, url)
    t.same(answer.json(), {
      code: 'UNAUTHORISED',
      message: 'Please log in to continue',
      loginUrl: `${config.IDENTITY_START_PREFIX}/enter-card-number`,
    })
  }
})

t.test('a failing upstream client: a generic 500 with the default message', async (t) => {
  const { management } = gateway.upstream
  const original = management.balance
  let calls = 0
  management.balance = async () => {
    calls += 1
    throw new Error('upstream exploded')
  }
  t.teardown(() => {
    management.balance = original
  })
  const answer = await get('/api/card/balance')
  t.equal(calls, 1)
  t.equal(answer.statusCode, 500)
  t.equal(answer.json().message, DEFAULT_ERROR)
  t.notMatch(answer.body, 'exploded', 'the cause stays in the log')
})

t.test('the upstream down: 503 with the default message', async (t) => {
  const answer = await gateway.inject({ method: 'GET', url: '/api/card/digital-card', headers: { cookie } })
  t.equal(answer.statusCode, 200, 'up first')
  await upstream.close()
  const down = await get('/api/card/balance')
  t.same([down.statusCode, down.json().message], [503, DEFAULT_ERROR])
})
