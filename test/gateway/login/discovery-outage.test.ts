/**
 * Issue 14 item 7: the identity provider is down when a collector starts signing in. Discovery
 * that hangs, fails or answers nonsense gives an HTML page with a retry (502, or 504 when it ran
 * out of time) within UPSTREAM_TIMEOUT_MS, not a JSON 500 after 30 s; discovery is retried in the
 * background and sign-in works again without a collector waiting through a failing attempt.
 */
import t from 'tap'
import { DEFAULT_ERROR } from '../../../shared/validation/messages.ts'
import { buildGatewayForMockIdp, startMockIdp } from './mock-idp.ts'

const START = '/api/login/identity/start?next=%2Fmy-account'
const FAULTS = [
  { fault: 'hang', status: 504 },
  { fault: 'server-error', status: 502 },
  { fault: 'bad-json', status: 502 },
] as const

for (const { fault, status } of FAULTS) {
  t.test(`discovery ${fault}: an HTML page saying sign-in is unavailable, ${status}`, async (t) => {
    const idp = await startMockIdp(t)
    idp.behaviour.discoveryFault = fault
    // A long first retry: no background attempt runs during this test.
    const gateway = await buildGatewayForMockIdp(
      t,
      idp,
      { UPSTREAM_TIMEOUT_MS: '300' },
      { identityLogin: { discovery: { firstRetryMs: 600_000 } } },
    )
    const res = await gateway.inject({ url: START, headers: { accept: 'text/html' } })
    t.equal(res.statusCode, status)
    t.equal(res.headers['content-type'], 'text/html; charset=utf-8')
    t.match(res.body, '<h1>Sign in is unavailable</h1>')
    t.match(res.body, DEFAULT_ERROR)
    t.match(res.body, 'href="/api/login/identity/start?next=%2Fmy-account">Try again</a>')
    t.notMatch(res.body, /srv|stack|issuer/)
    t.equal(res.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains')
    t.match(res.headers['content-security-policy'], /default-src 'self'/)
    t.equal(res.headers['cache-control'], 'no-store')
    t.equal(res.headers.location, undefined)
  })
}

t.test('a failed discovery is retried in the background, then kept', async (t) => {
  const idp = await startMockIdp(t)
  idp.behaviour.discoveryFault = 'server-error'
  const gateway = await buildGatewayForMockIdp(
    t,
    idp,
    {},
    { identityLogin: { discovery: { firstRetryMs: 50 } } },
  )
  t.equal((await gateway.inject({ url: START })).statusCode, 502)
  t.equal(idp.discoveries.count, 1)

  // The provider recovers; with no request to the gateway, discovery runs again by itself.
  delete idp.behaviour.discoveryFault
  // A start during that discovery shares it, so one more is all it takes.
  while (idp.discoveries.count < 2) await new Promise((resolve) => setTimeout(resolve, 20))
  const res = await gateway.inject({ url: START })
  t.equal(res.statusCode, 302)
  t.match(res.headers.location, `${idp.issuer}/auth?`)
  t.equal((await gateway.inject({ url: START })).statusCode, 302)
  t.equal(idp.discoveries.count, 2, 'the configuration found in the background is kept')
})

t.test(
  "a background retry is no request's: it runs after the failed request's deadline all the same",
  async (t) => {
    const idp = await startMockIdp(t)
    idp.behaviour.discoveryFault = 'server-error'
    let failedRetries = 0
    // The first retry starts after the deadline of the request whose discovery failed has passed.
    const gateway = await buildGatewayForMockIdp(
      t,
      idp,
      { UPSTREAM_TIMEOUT_MS: '200' },
      { identityLogin: { discovery: { firstRetryMs: 400, onRetryFailed: () => (failedRetries += 1) } } },
    )
    t.equal((await gateway.inject({ url: START })).statusCode, 502)
    delete idp.behaviour.discoveryFault
    while (idp.discoveries.count < 2 && failedRetries === 0)
      await new Promise((resolve) => setTimeout(resolve, 20))
    t.equal(failedRetries, 0, 'the retry was not cut by a deadline that was not its own')
    t.equal(idp.discoveries.count, 2, 'it reached the provider')
    t.equal((await gateway.inject({ url: START })).statusCode, 302)
  },
)
