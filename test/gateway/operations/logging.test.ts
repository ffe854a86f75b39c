import t from 'tap'
import { maskCardNumbers, maskUrl } from '../../../server/gateway/plugins/external/logger.ts'
import { sameOriginHeaders } from '../../helpers/gateway.ts'
import { gatewayFor } from './helpers.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

t.test('every log line of a request carries its id, and the response echoes it', async (t) => {
  const { app, logs } = await gatewayFor(t)
  const res = await app.inject({ url: '/api/app-config' })
  const id = res.headers['x-request-id']
  t.equal(res.statusCode, 200)
  t.match(id, UUID)
  const lines = logs.lines().filter((line) => line.req || line.res)
  t.equal(lines.length, 2, 'incoming request and request completed')
  for (const line of lines) t.equal(line.reqId, id, line.msg)
})

t.test('each request gets a new random id', async (t) => {
  const { app } = await gatewayFor(t)
  const [a, b] = await Promise.all([app.inject({ url: '/healthz' }), app.inject({ url: '/healthz' })])
  t.not(a.headers['x-request-id'], b.headers['x-request-id'])
})

t.test('an inbound x-request-id is used only from a trusted proxy, and only when safe', async (t) => {
  const trusted = await gatewayFor(t, { env: { TRUST_PROXY: '127.0.0.1' } })
  const fromProxy = await trusted.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-7f3a.91' } })
  t.equal(fromProxy.headers['x-request-id'], 'lb-7f3a.91')

  const forged = await trusted.app.inject({
    url: '/healthz',
    headers: { 'x-request-id': 'a"}\n{"level":60' },
  })
  t.match(forged.headers['x-request-id'], UUID, 'unsafe characters are never logged as the id')

  const untrusted = await gatewayFor(t)
  const direct = await untrusted.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-7f3a.91' } })
  t.match(direct.headers['x-request-id'], UUID, 'a client cannot choose its own id')
})

t.test('card numbers in logged URLs keep only their last four digits', async (t) => {
  t.equal(maskCardNumbers('/api/x?card=9826300012345678901&n=12'), '/api/x?card=***************8901&n=12')
  t.equal(maskCardNumbers('/cards/12345678901/points'), '/cards/*******8901/points')
  t.equal(maskCardNumbers('/offers/1234567890'), '/offers/1234567890', 'ten digits is not a card number')
  t.equal(maskCardNumbers('98263000123456789012'), '98263000123456789012', 'twenty digits is not one either')
})

t.test('credentials in logged URLs are replaced', async (t) => {
  t.equal(
    maskUrl('/oauth_redirect?code=abc123&state=xyz&iss=https%3A%2F%2Fid'),
    '/oauth_redirect?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fid',
  )
  t.equal(maskUrl('/reset?resetToken=s3cret#top'), '/reset?resetToken=[redacted]#top')
  t.equal(
    maskUrl('/offercard-preview/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln/x'),
    '/offercard-preview/[redacted]/x',
  )
  t.equal(maskUrl('/offers/food?page=2'), '/offers/food?page=2')
  // Issue 14: the provider's end-session URL and the logout hop that stands for it.
  t.equal(
    maskUrl('/oidc/session/end?id_token_hint=eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln&client_id=web'),
    '/oidc/session/end?id_token_hint=[redacted]&client_id=web',
  )
  t.equal(
    maskUrl('/logout/end-session?ticket=abc&next=%2Faccount'),
    '/logout/end-session?ticket=[redacted]&next=%2Faccount',
  )
})

t.test('passwords, tokens, cookies and full card numbers never reach the log', async (t) => {
  const { app, logs, config } = await gatewayFor(t)
  const secrets = {
    password: 'Hunter2-password!',
    token: 'tok-4ba1c0ffee',
    accessToken: 'at-8d1e2f3a4b5c',
    refreshToken: 'rt-0f1e2d3c4b5a',
    idToken: 'eyJhbGciOiJSUzI1NiJ9.id.token',
    cardNumber: '9826300012345678901',
  }
  app.post('/api/test/log-everything', { config: { access: 'public' } }, async (request) => {
    // What a careless handler might log: the whole body, nested objects and the raw headers.
    request.log.info({ body: request.body, nested: { form: request.body }, ...secrets }, 'careless handler')
    request.log.info({ headers: request.headers }, 'headers dump')
    request.log.info({ upstream: { headers: { 'set-cookie': ['s=set-cookie-789'] } } }, 'response dump')
    throw new Error('forced failure')
  })
  // The browser's cookie and the app's bearer token each on its own: a request with both is
  // refused before any handler (bearer-placement.ts).
  for (const headers of [
    { cookie: '__Host-session=cookie-value-123', ...sameOriginHeaders(config) },
    { authorization: 'Bearer bearer-value-456' },
  ]) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/test/log-everything?card=${secrets.cardNumber}&token=query-token-321`,
      headers,
      payload: secrets,
    })
    t.equal(res.statusCode, 500)
  }
  const log = logs.raw.join('')
  t.match(log, 'careless handler', 'the lines were written')
  const leaks = ['cookie-value-123', 'Bearer ', 'bearer-value-456', 'set-cookie-789', 'query-token-321']
  for (const value of [...Object.values(secrets), ...leaks]) {
    t.notMatch(log, value, `${value} is absent`)
  }
  t.match(log, '***************8901', 'the URL kept the last four digits')
})
