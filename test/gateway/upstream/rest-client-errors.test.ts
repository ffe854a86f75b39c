import t from 'tap'
import Type from 'typebox'
import { UpstreamError } from '../../../server/gateway/plugins/app/upstream/errors.ts'
import { captureLog, failure, setup } from './helpers.ts'

const DEFAULT = 'Looks like something went wrong. Please try again later.'
const FALLBACK = 'Something went wrong. Try again'

t.test('malformed JSON in a 200 → UPSTREAM_BAD_RESPONSE 502', async (t) => {
  const { client } = await setup(t)
  const error = await failure(client.get({ path: '/malformed' }))
  t.same(
    { code: error.code, status: error.status, message: error.message },
    {
      code: 'UPSTREAM_BAD_RESPONSE',
      status: 502,
      message: DEFAULT,
    },
  )
})

t.test('a body that does not match the schema → UPSTREAM_BAD_RESPONSE 502', async (t) => {
  const { server, client } = await setup(t)
  server.script('/customer', { status: 200, body: { ready: 'yes' } })
  const error = await failure(
    client.get({ path: '/customer', schema: Type.Object({ ready: Type.Boolean() }) }),
  )
  t.equal(error.code, 'UPSTREAM_BAD_RESPONSE')
  t.equal(error.status, 502)
})

t.test('a matching body comes back typed; an empty 204 comes back undefined', async (t) => {
  const { server, client } = await setup(t)
  server.script('/customer', { status: 200, body: { ready: true, extra: 1 } })
  server.script('/nothing', { status: 204 })
  const body = await client.get({ path: '/customer', schema: Type.Object({ ready: Type.Boolean() }) })
  t.equal(body.ready, true)
  t.equal(await client.delete({ path: '/nothing' }), undefined)
})

t.test('a 302 is not followed: 502, and the Location goes nowhere', async (t) => {
  const { server, client, logs } = await setup(t)
  const error = await failure(client.get({ path: '/redirect' }))
  t.equal(error.code, 'UPSTREAM_BAD_RESPONSE')
  t.equal(error.status, 502)
  t.equal(error.upstreamStatus, 302)
  t.equal(server.requests.length, 1, 'one request, no redirect followed')
  logs.log.error({ err: error }, 'failed')
  t.notMatch(JSON.stringify(error), /evil\.example/)
  t.notMatch(logs.text(), /evil\.example|leaked/)
})

t.test('5xx → 502 with the default message, whatever the upstream said', async (t) => {
  const { server, client } = await setup(t)
  server.script('/boom', { status: 500, body: { description: 'NullPointerException at line 4' } })
  const error = await failure(client.get({ path: '/boom' }))
  t.same(
    { code: error.code, status: error.status, message: error.message },
    {
      code: 'UPSTREAM_ERROR',
      status: 502,
      message: DEFAULT,
    },
  )
})

t.test('message: description, then message, then the fallback', async (t) => {
  const { server, client } = await setup(t)
  server.script('/both', {
    status: 400,
    body: { description: 'The description', message: 'The message', code: 'X1' },
  })
  server.script('/message', { status: 400, body: { message: 'The message' } })
  server.script('/blank', { status: 400, body: { description: '  ', message: '' } })
  server.script('/text', { status: 400, raw: 'Bad Request', headers: { 'content-type': 'text/plain' } })
  const both = await failure(client.post({ path: '/both', body: {} }))
  t.same(
    {
      code: both.code,
      status: both.status,
      message: both.message,
      description: both.description,
      errorStatus: both.errorStatus,
    },
    {
      code: 'UPSTREAM_REJECTED',
      status: 400,
      message: 'The description',
      description: 'The description',
      errorStatus: 'X1',
    },
  )
  t.equal((await failure(client.post({ path: '/message', body: {} }))).message, 'The message')
  t.equal((await failure(client.post({ path: '/blank', body: {} }))).message, FALLBACK)
  t.equal((await failure(client.post({ path: '/text', body: {} }))).message, FALLBACK)
})

t.test('catalogue codes: DN11, DN57 (both forms), 141, 401', async (t) => {
  const { server, client } = await setup(t)
  server.script('/dn11', { status: 400, body: { code: 'DN11', description: 'Card not recognised' } })
  server.script('/dn57', {
    status: 400,
    body: { code: 57, errorCode: 'DN57', loginUrl: 'https://id.example/upgrade', token: 'upgrade-token-123' },
  })
  server.script('/dn57-code', { status: 400, body: { code: 57 } })
  server.script('/dn57-error-code', { status: 403, body: { errorCode: 'DN57' } })
  server.script('/141', { status: 403, body: { code: 141, message: 'Verify this device' } })
  server.script('/401', { status: 401, body: { message: 'Token expired' } })

  const dn11 = await failure(client.post({ path: '/dn11', body: {} }))
  t.same([dn11.code, dn11.status, dn11.message], ['DN11', 400, 'Card not recognised'])

  const dn57 = await failure(client.post({ path: '/dn57', body: {} }))
  t.same(
    [dn57.code, dn57.status, dn57.loginUrl, dn57.token],
    ['DN57', 400, 'https://id.example/upgrade', 'upgrade-token-123'],
  )
  t.equal((await failure(client.post({ path: '/dn57-code', body: {} }))).code, 'DN57')
  t.equal((await failure(client.post({ path: '/dn57-error-code', body: {} }))).code, 'DN57')

  const device = await failure(client.post({ path: '/141', body: {} }))
  t.same([device.code, device.status, device.message], ['141', 403, 'Verify this device'])

  const unauthorised = await failure(client.get({ path: '/401' }))
  t.same(
    [unauthorised.code, unauthorised.status, unauthorised.message],
    ['UNAUTHORISED', 401, 'Token expired'],
  )
})

t.test('a 400 with code 57 but another status is not a session upgrade', async (t) => {
  const { server, client } = await setup(t)
  server.script('/other', { status: 409, body: { code: 57 } })
  t.equal((await failure(client.post({ path: '/other', body: {} }))).code, 'UPSTREAM_REJECTED')
})

t.test('a logged UpstreamError carries no token, login URL or low-level cause', async (t) => {
  const { server, client } = await setup(t)
  server.script('/dn57', {
    status: 400,
    body: { errorCode: 'DN57', loginUrl: 'https://id.example/up?t=abc', token: 'secret-token-9' },
  })
  const error = await failure(client.post({ path: '/dn57', body: {}, token: 'bearer-secret-1' }))
  const { log, text } = captureLog()
  log.error({ err: error }, 'upstream failed')
  t.match(text(), /"code":"DN57"/)
  t.notMatch(text(), /secret-token-9|id\.example|bearer-secret-1/)
  t.same(Object.keys(error).sort(), ['code', 'errorStatus', 'name', 'status', 'upstreamStatus'])
})

t.test('UpstreamError exposes statusCode for Fastify', async (t) => {
  const error = new UpstreamError({ code: 'UPSTREAM_TIMEOUT', status: 504, message: DEFAULT })
  t.equal(error.statusCode, 504)
  t.equal(error.name, 'UpstreamError')
})
