/**
 * Issue 21 item 6: a hanging identity provider. The first sign-in navigation waits for its
 * timeout; from then on the gateway knows the provider is down (the circuit breaker is open) and
 * answers every sign-in step at once with the product's styled "Sign in is unavailable" page,
 * without reaching the provider; the state is reported as the `idp` dependency. When the provider
 * answers again, the breaker's probe closes it with no collector's request involved.
 * The hanging provider is a real TCP server that accepts connections and never answers; the one
 * that answers afterwards is the real reference upstream, on the same port. Then the other way
 * round: a provider that answered (discovery kept) whose login page stops answering, through the
 * fault proxy in front of the real upstream.
 */
import { createServer, type Socket } from 'node:net'
import { performance } from 'node:perf_hooks'
import t from 'tap'
import { loadConfig } from '../../../config/env.ts'
import { dependencyReports } from '../../../server/gateway/dependencies/dependency-reports.ts'
import { SIGN_IN_UNAVAILABLE_TITLE } from '../../../server/gateway/errors/error-page.ts'
import { PAGE_STYLESHEET_PATH } from '../../../server/gateway/errors/page-stylesheet.ts'
import { createProviderBreaker } from '../../../server/gateway/plugins/app/identity/provider-breaker.ts'
import { providerFetch } from '../../../server/gateway/plugins/app/identity/provider-fetch.ts'
import { withDeadline } from '../../../server/gateway/plugins/app/upstream/request-deadline.ts'
import { startMetricsServer } from '../../../server/telemetry/metrics/operator-server.ts'
import { buildTestGateway } from '../../helpers/gateway.ts'
import { buildTestUpstream, TEST_SECRETS } from '../../upstream/helpers/upstream.ts'
import { startFaultProxy } from '../resilience/fault-proxy.ts'
import { PUBLIC_ORIGIN } from './helpers.ts'

/** Accepts every connection, records each request's first line, never answers. */
async function startHangingServer() {
  const requestLines: string[] = []
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.once('data', (chunk) => requestLines.push(String(chunk).split('\r\n', 1)[0] ?? ''))
    socket.on('error', () => {})
    socket.once('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    port,
    requestLines,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

const START = '/api/login/identity/start?next=%2Fmy-account'
const AUTHORIZE = '/oidc/auth?client_id=loyalty-web'
const html = { accept: 'text/html' }
const dependencyUp = async (gateway: Awaited<ReturnType<typeof buildTestGateway>>) =>
  /dependency_up\{dependency="idp"\} (\d)/.exec((await gateway.metrics?.registry.metrics()) ?? '')?.[1]

t.test('a hanging provider: one wait, then the styled page at once, then recovery', async (t) => {
  const hanging = await startHangingServer()
  let hangingOpen = true
  t.teardown(() => (hangingOpen ? hanging.close() : undefined))
  const env = { ...TEST_SECRETS, PUBLIC_ORIGIN }
  const gateway = await buildTestGateway(
    t,
    {
      ...env,
      IDENTITY_API_URL: `http://127.0.0.1:${hanging.port}`,
      // Waited out once while the provider hangs; once it is back, its first page (cold code and
      // store) must fit in it on a busy machine.
      UPSTREAM_TIMEOUT_MS: '2000',
      UPSTREAM_RETRIES: '0',
    },
    {
      identityLogin: {
        // No background discovery retry during the test; the probes come quickly.
        discovery: { firstRetryMs: 600_000 },
        breaker: { probeAfterMs: 100, maxProbeAfterMs: 200 },
      },
    },
  )
  t.equal(gateway.oidcClient.breaker.phase, 'closed')
  t.equal(await dependencyUp(gateway), '1')
  // The operator port, as the process starts it.
  const registry = gateway.metrics?.registry
  if (!registry) throw new Error('the test gateway has metrics')
  const operator = await startMetricsServer(registry, { METRICS_PORT: 0, METRICS_HOST: '127.0.0.1' }, () =>
    dependencyReports(gateway),
  )
  t.teardown(() => operator.close())
  const reported = async () =>
    (await (await fetch(`http://127.0.0.1:${operator.port}/dependencies`)).json()) as Record<
      string,
      { up: boolean; downForSeconds?: number }
    >
  t.match(await reported(), { idp: { up: true } })

  const first = await gateway.inject({ url: START, headers: html })
  t.equal(first.statusCode, 504, 'the first navigation waits for the timeout')
  t.equal(hanging.requestLines.length, 1, 'it reached the provider')
  t.not(gateway.oidcClient.breaker.phase, 'closed', 'and opened the breaker')

  const providerCalls = () =>
    hanging.requestLines.filter((line) => !line.includes('/.well-known/openid-configuration')).length
  const before = providerCalls()
  for (const url of [START, AUTHORIZE, START]) {
    const res = await gateway.inject({ url, headers: html })
    t.equal(res.statusCode, 503, url)
    t.equal(res.headers['retry-after'], '30', url)
    t.equal(res.headers['content-type'], 'text/html; charset=utf-8', url)
    t.match(res.body, `<h1>${SIGN_IN_UNAVAILABLE_TITLE}</h1>`, url)
    t.match(res.body, `<link rel="stylesheet" href="${PAGE_STYLESHEET_PATH}">`, url)
    t.match(res.body, 'class="site-header"', url)
  }
  t.equal(providerCalls(), before, 'no sign-in step reached the hanging provider while the breaker was open')
  t.match(await reported(), { idp: { up: false, downForSeconds: Number } }, 'GET /dependencies')
  t.equal(await dependencyUp(gateway), '0', 'dependency_up{dependency="idp"}')

  const styles = await gateway.inject({ url: PAGE_STYLESHEET_PATH })
  t.equal(styles.statusCode, 200)
  t.equal(styles.headers['content-type'], 'text/css; charset=utf-8')
  t.match(styles.body, '.site-header')
  t.match(styles.body, '.notice--error')

  // The provider answers again, on the same address.
  await hanging.close()
  hangingOpen = false
  const upstream = await buildTestUpstream(t, env)
  await upstream.listen({ port: hanging.port, host: '127.0.0.1' })
  while (gateway.oidcClient.breaker.phase !== 'closed') await new Promise((r) => setTimeout(r, 20))
  t.match(await reported(), { idp: { up: true } }, 'the probe closed the breaker')
  t.equal(await dependencyUp(gateway), '1')

  const start = await gateway.inject({ url: START, headers: html })
  t.equal(start.statusCode, 302, 'sign-in starts again')
  const location = new URL(String(start.headers.location))
  t.equal(location.pathname, '/oidc/auth')
  const page = await gateway.inject({ url: `${location.pathname}${location.search}`, headers: html })
  t.ok(page.statusCode < 400, `the provider's page is forwarded again (${page.statusCode})`)
})

t.test('a provider page that stops answering after discovery: the forward opens the breaker', async (t) => {
  const env = { ...TEST_SECRETS, PUBLIC_ORIGIN }
  const upstream = await buildTestUpstream(t, env)
  await upstream.listen({ port: 0, host: '127.0.0.1' })
  const address = upstream.server.address()
  const proxy = await startFaultProxy(
    `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    { lateMs: 1000 },
  )
  t.teardown(() => proxy.close())
  const gateway = await buildTestGateway(
    t,
    {
      ...env,
      IDENTITY_API_URL: `http://127.0.0.1:${proxy.port}`,
      UPSTREAM_TIMEOUT_MS: '300',
      UPSTREAM_RETRIES: '0',
    },
    { identityLogin: { breaker: { probeAfterMs: 100, maxProbeAfterMs: 200 } } },
  )
  const start = await gateway.inject({ url: START, headers: html })
  t.equal(start.statusCode, 302, 'discovery answered and is kept')
  const location = new URL(String(start.headers.location))
  const authorize = `${location.pathname}${location.search}`

  // The provider stops answering: its login page and (so the breaker stays open) its discovery.
  proxy.inject({ method: 'GET', path: '/oidc/auth', fault: 'delay' })
  proxy.inject({ method: 'GET', path: '/oidc/.well-known/openid-configuration', fault: 'delay' })
  const pageCalls = () => proxy.calls.filter((call) => call.path === '/oidc/auth').length
  t.equal((await gateway.inject({ url: authorize, headers: html })).statusCode, 504, 'one wait')
  t.equal(pageCalls(), 1)
  t.not(gateway.oidcClient.breaker.phase, 'closed', 'the forward opened the breaker')
  for (const url of [authorize, START]) {
    const res = await gateway.inject({ url, headers: html })
    t.equal(res.statusCode, 503, url)
    t.match(res.body, `<h1>${SIGN_IN_UNAVAILABLE_TITLE}</h1>`, url)
  }
  t.equal(pageCalls(), 1, 'the provider was not asked again')

  proxy.clear()
  while (gateway.oidcClient.breaker.phase !== 'closed') await new Promise((r) => setTimeout(r, 20))
  const again = await gateway.inject({ url: authorize, headers: html })
  t.ok(again.statusCode < 400, `the login page is forwarded again (${again.statusCode})`)
})

t.test("a provider call cut short by its request's deadline gives no verdict on the provider", async (t) => {
  const hanging = await startHangingServer()
  t.teardown(() => hanging.close())
  const config = loadConfig({ ...TEST_SECRETS, PUBLIC_ORIGIN, UPSTREAM_TIMEOUT_MS: '300' })
  const breaker = createProviderBreaker(async () => {}, { probeAfterMs: 600_000 })
  t.teardown(() => breaker.close())
  const call = providerFetch(config, fetch as Parameters<typeof providerFetch>[1], breaker)
  const url = `http://127.0.0.1:${hanging.port}/oidc/token/revocation`
  const post = { method: 'POST', body: 'token=x', headers: {}, redirect: 'manual' } as const

  // A logout's revocation after a slow first call: a quarter of the budget left, as logout keeps.
  await t.rejects(withDeadline(performance.now() + 75, () => call(url, post)))
  t.equal(hanging.requestLines.length, 1, 'it was sent')
  t.equal(breaker.phase, 'closed', 'the breaker stays closed: the provider had no fair chance')

  // The same hanging provider given its whole timeout: now it is known not to answer.
  await t.rejects(call(url, post))
  t.equal(breaker.phase, 'open', 'a call given its time opens it')
})
