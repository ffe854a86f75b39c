import t, { type Test } from 'tap'
import { sameOriginHeaders } from '../../helpers/gateway.ts'
import { cookiesOf, loopbackServer, switchGateway } from './helpers.ts'

type Hotels = { token?: string; status?: number }

/** The management API stand-in: GET /customer/session/hotels and GET /hotels/session. */
async function hotelsUpstream(t: Test, hotels: Hotels) {
  return loopbackServer(t, (req, res) => {
    if (req.url === '/customer/session/hotels') {
      const headers: Record<string, string> = hotels.token ? { 'x-hotels-session-token': hotels.token } : {}
      res.writeHead(hotels.status ?? 204, headers)
      return res.end()
    }
    if (req.url === '/hotels/session') {
      res.writeHead(req.headers['x-hotels-session-token'] === hotels.token ? 204 : 401)
      return res.end()
    }
    res.writeHead(404)
    return res.end()
  })
}

async function signedInGateway(t: Test, hotels: Hotels) {
  const upstream = await hotelsUpstream(t, hotels)
  const gateway = await switchGateway(t, {
    env: { APP_ENV: 'local', MANAGEMENT_API_URL: upstream.url, UPSTREAM_RETRIES: '0' },
    register: (fastify) => {
      fastify.post('/test/sign-in', async (request) => {
        await request.startSession({
          collectorId: 'c-1',
          firstName: 'Ann',
          collectorHash: 'h',
          tokens: { access: 'access-1', refresh: 'refresh-1', expiresAt: Date.now() + 3_600_000 },
        } as never)
        return { ok: true }
      })
    },
  })
  const signIn = await gateway.app.inject({
    method: 'POST',
    url: '/test/sign-in',
    headers: sameOriginHeaders(gateway.config),
  })
  return { ...gateway, upstream, cookie: cookiesOf(signIn.headers['set-cookie']) }
}

t.test('no session: the single-sign-on handler runs', async (t) => {
  const { app } = await switchGateway(t)
  const response = await app.inject({ url: '/api/app-load?redirectUrl=https://hotels.example.test/x' })
  t.equal(response.statusCode, 200)
  t.strictSame(response.json(), { action: 'sso' })
})

t.test('a hotels token and an allowed redirectUrl: /redirect.html with token and redirectUrl', async (t) => {
  const { app, upstream, cookie } = await signedInGateway(t, { token: 'hotel.token-1' })
  const redirectUrl = 'https://hotels.example.test/book?room=2'
  const response = await app.inject({
    url: `/api/app-load?redirectUrl=${encodeURIComponent(redirectUrl)}`,
    headers: { cookie },
  })
  t.strictSame(response.json(), {
    action: 'redirect',
    location: `/redirect.html?token=hotel.token-1&redirectUrl=${encodeURIComponent(redirectUrl)}`,
  })
  t.equal(upstream.seen[0]?.headers.authorization, 'Bearer access-1')
  t.equal(upstream.seen.length, 1, 'no preload when redirecting')
})

t.test('a hotels token without an allowed redirectUrl: the hotels endpoint is preloaded', async (t) => {
  for (const redirectUrl of [
    undefined,
    'https://hotels.example.test.evil.example/',
    'http://hotels.example.test/',
  ]) {
    const { app, upstream, cookie } = await signedInGateway(t, { token: 'hotel.token-2' })
    const query = redirectUrl ? `?redirectUrl=${encodeURIComponent(redirectUrl)}` : ''
    const response = await app.inject({ url: `/api/app-load${query}`, headers: { cookie } })
    t.strictSame(response.json(), { action: 'preload' }, String(redirectUrl))
    t.strictSame(
      upstream.seen.map((call) => call.url),
      ['/customer/session/hotels', '/hotels/session'],
    )
    t.equal(upstream.seen[1]?.headers['x-hotels-session-token'], 'hotel.token-2')
  }
})

t.test('no hotels token, or the hotels call fails: nothing to do', async (t) => {
  const noToken = await signedInGateway(t, {})
  const none = await noToken.app.inject({ url: '/api/app-load', headers: { cookie: noToken.cookie } })
  t.strictSame(none.json(), { action: 'none' })
  const failing = await signedInGateway(t, { status: 503 })
  const failed = await failing.app.inject({ url: '/api/app-load', headers: { cookie: failing.cookie } })
  t.equal(failed.statusCode, 200)
  t.strictSame(failed.json(), { action: 'none' })
  t.ok(
    failing
      .logs()
      .some((line) => line.msg === 'hotels session unavailable on application load' && line.level === 40),
  )
})

t.test('GET /api/redirect-allowlist: the environment prefixes', async (t) => {
  const { app } = await switchGateway(t, { env: { APP_ENV: 'prod' } })
  const response = await app.inject({ url: '/api/redirect-allowlist' })
  t.equal(response.statusCode, 200)
  t.equal(response.json().prefixes[0], 'https://www.nectar.com')
  t.notOk(response.json().prefixes.includes('https://hotels.example.test'), 'no test hosts in prod')
})

t.test('POST /api/events: a blocked frame is logged at warn as a structured event', async (t) => {
  const { app, config, logs } = await switchGateway(t)
  const send = (payload: unknown, headers = sameOriginHeaders(config)) =>
    app.inject({ method: 'POST', url: '/api/events', headers, payload: payload as object })
  const logged = await send({ type: 'blocked-frame', referrer: 'http://127.0.0.1:4000/framer.html' })
  t.equal(logged.statusCode, 204)
  t.equal(logged.body, '')
  const line = logs().find((entry) => entry.msg === 'client event')
  t.equal(line?.level, 40)
  t.equal(line?.event, 'blocked-frame')
  t.equal(line?.referrer, 'http://127.0.0.1:4000/framer.html')

  t.equal((await send({ type: 'other', referrer: '' })).statusCode, 400)
  t.equal((await send({ type: 'blocked-frame' })).statusCode, 400)
  t.equal((await send({ type: 'blocked-frame', referrer: 'x'.repeat(2049) })).statusCode, 400)
  t.equal((await send({ type: 'blocked-frame', referrer: '' }, {} as never)).statusCode, 403, 'CSRF rule')
  const statuses = []
  for (let i = 0; i < 10; i += 1)
    statuses.push((await send({ type: 'blocked-frame', referrer: '' })).statusCode)
  t.equal(statuses.at(-1), 429, 'at most 10 a minute per client')
})
