import Fastify from 'fastify'
import t from 'tap'
import { captureStream, setup } from './helpers.ts'

function fastifyWithCapturedLog() {
  const { stream, lines, text } = captureStream()
  return { app: Fastify({ logger: { level: 'info', stream } }), lines, text }
}

t.test('PRX-2: the upstream sees fresh headers, never the browser’s', async (t) => {
  const { server, client } = await setup(t)
  const { app } = fastifyWithCapturedLog()
  app.get('/api/thing', async (request) =>
    client.get({ path: '/ok', token: 'AT-abc', clientIp: request.ip, log: request.log }),
  )
  t.teardown(() => app.close())
  const response = await app.inject({
    method: 'GET',
    url: '/api/thing',
    headers: {
      host: 'gateway.example',
      cookie: '__Host-session=browser-cookie',
      authorization: 'Bearer browser-token',
      'x-forwarded-for': '6.6.6.6',
      'x-forwarded-host': 'evil.example',
      'x-user-id': 'admin',
      'proxy-authorization': 'Basic eA==',
      te: 'trailers',
    },
  })
  t.equal(response.statusCode, 200)
  const [seen] = server.requests
  t.ok(seen)
  const { host, ...headers } = seen?.headers ?? {}
  t.equal(host, new URL(server.url).host, 'Host is the upstream, not the inbound Host')
  t.same(headers, {
    'content-type': 'application/json',
    accept: 'application/json',
    channel: 'web',
    'x-client-ip': '127.0.0.1',
    authorization: 'Bearer AT-abc',
    connection: 'keep-alive',
  })
})

t.test('no Authorization without a token; device id only when given; call headers pass', async (t) => {
  const { server, client } = await setup(t)
  await client.post({
    path: '/ok',
    body: { email: 'a@b.example' },
    deviceId: 'device-1',
    headers: { 'X-MFA': '123456' },
  })
  await client.post({ path: '/ok', body: {} })
  const [first, second] = server.requests
  t.equal(first?.headers.authorization, undefined)
  t.equal(first?.headers['device-id'], 'device-1')
  t.equal(first?.headers['x-mfa'], '123456')
  t.equal(first?.body, '{"email":"a@b.example"}')
  t.equal(second?.headers['device-id'], undefined)
  t.equal(second?.headers.channel, 'web')
})

t.test('a call cannot set the headers the client owns', async (t) => {
  const { server, client } = await setup(t)
  for (const name of [
    'Cookie',
    'Authorization',
    'X-Forwarded-For',
    'X-User-Id',
    'Host',
    'Connection',
    'Channel',
  ]) {
    await t.rejects(client.get({ path: '/ok', headers: { [name]: 'x' } }), {
      message: `header ${name} is set by the upstream client only`,
    })
  }
  t.same(server.requests, [])
})

t.test('one log line per call, on the request’s logger, without tokens or personal values', async (t) => {
  const { server, client } = await setup(t)
  const { app, lines, text } = fastifyWithCapturedLog()
  app.get('/api/card', async (request) =>
    client.get({
      path: '/ok/98263000123456789',
      query: { token: 'magic-link-token', type: 'ALL' },
      token: 'AT-secret',
      log: request.log,
    }),
  )
  app.get('/api/flaky', async (request) =>
    client.get({ path: '/flaky/503/2/log', token: 'AT-secret', log: request.log }),
  )
  t.teardown(() => app.close())
  server.script('/ok/98263000123456789', { status: 200, body: { ok: true } })
  t.equal((await app.inject('/api/card')).statusCode, 200)
  t.equal((await app.inject('/api/flaky')).statusCode, 200)

  const calls = lines().filter((line) => line.msg === 'upstream call')
  t.equal(calls.length, 2, 'one line per call, retries included')
  const [card, flaky] = calls
  t.match(card, {
    level: 30,
    upstream: 'identity',
    method: 'GET',
    path: `/ok/${'*'.repeat(13)}6789?token=*&type=*`,
    status: 200,
    attempt: 1,
  })
  t.type(card?.ms, 'number')
  t.type(card?.reqId, 'string', 'carries the request id')
  t.match(flaky, { upstream: 'identity', method: 'GET', path: '/flaky/503/2/log', status: 200, attempt: 3 })
  t.notMatch(text(), /AT-secret|Bearer|magic-link-token|98263000123456789/)
})

t.test('a failed call logs its code', async (t) => {
  const { client, logs } = await setup(t, { timeoutMs: 200 })
  await t.rejects(client.get({ path: '/slow/3000' }), { code: 'UPSTREAM_TIMEOUT' })
  const [line] = logs.lines()
  t.match(line, {
    upstream: 'identity',
    method: 'GET',
    path: '/slow/3000',
    attempt: 1,
    code: 'UPSTREAM_TIMEOUT',
  })
  t.notOk(line && 'status' in line, 'no upstream status when none arrived')
})
