import t from 'tap'
import Type from 'typebox'
import { POINTS_OUT_OF_RANGE } from '../../../shared/validation/linked-partner-rules.ts'
import { EMAIL_INVALID } from '../../../shared/validation/messages.ts'
import { INVALID_LINK } from '../../../shared/validation/schema-refusal-messages.ts'
import { INVALID_FIELD, INVALID_REQUEST, isSchemaText } from '../../../shared/validation/schema-text.ts'
import { gatewayFor, INDEX_HTML } from './helpers.ts'

const GENERIC = 'Looks like something went wrong. Please try again later.'

t.test('an unknown /api path is a JSON 404', async (t) => {
  const { app, config } = await gatewayFor(t)
  // Unsafe methods carry what the client's API module sends, so CSRF checks pass.
  const headers = { 'x-requested-with': 'fetch', origin: config.PUBLIC_ORIGIN }
  for (const method of ['GET', 'POST', 'DELETE'] as const) {
    const res = await app.inject({ method, url: '/api/no-such-thing', headers })
    t.equal(res.statusCode, 404, method)
    t.equal(res.headers['content-type'], 'application/json; charset=utf-8')
    t.same(res.json(), { code: 'NOT_FOUND', message: 'Not found' })
  }
})

t.test('an unknown page is the client shell with status 404', async (t) => {
  const { app } = await gatewayFor(t)
  const res = await app.inject({ url: '/no/such/page?x=1' })
  t.equal(res.statusCode, 404)
  t.equal(res.headers['content-type'], 'text/html; charset=utf-8')
  t.equal(res.body, INDEX_HTML)
})

t.test('TRACE is not routed (HDR-4)', async (t) => {
  const { app } = await gatewayFor(t)
  for (const url of ['/', '/api/app-config', '/healthz']) {
    const res = await app.inject({ method: 'TRACE', url })
    t.equal(res.statusCode, 404, url)
    t.same(res.json(), { code: 'NOT_FOUND', message: 'Not found' })
  }
})

t.test('a thrown error is a generic 500 without a stack, and the log has the details (HDR-4)', async (t) => {
  const { app, logs } = await gatewayFor(t)
  app.get('/api/test/explode', { config: { access: 'public' } }, async () => {
    throw new Error('database password rejected at db.internal:5432')
  })
  const res = await app.inject({ url: '/api/test/explode' })
  t.equal(res.statusCode, 500)
  t.equal(res.body, JSON.stringify({ code: 'INTERNAL', message: GENERIC }))

  const line = logs.lines().find((entry) => entry.msg === 'request failed')
  t.equal(line?.level, 50)
  t.equal(line?.reqId, res.headers['x-request-id'])
  t.match(line, {
    err: { message: 'database password rejected at db.internal:5432', stack: /Error: database/ },
  })
  t.match(line, { req: { method: 'GET', url: '/api/test/explode' }, route: '/api/test/explode', status: 500 })
})

t.test('a 5xx thrown with its own message still answers the generic one', async (t) => {
  const { app } = await gatewayFor(t)
  app.get('/api/test/busy', { config: { access: 'public' } }, async () => {
    throw Object.assign(new Error('pool exhausted'), { statusCode: 503, code: 'POOL' })
  })
  const res = await app.inject({ url: '/api/test/busy' })
  t.equal(res.statusCode, 503)
  t.same(res.json(), { code: 'SERVICE_UNAVAILABLE', message: GENERIC })
})

t.test('a 4xx keeps its application code and message', async (t) => {
  const { app } = await gatewayFor(t)
  app.get('/api/test/locked', { config: { access: 'public' } }, async () => {
    throw Object.assign(new Error('Your account is locked'), { statusCode: 423, code: 'DN11' })
  })
  const res = await app.inject({ url: '/api/test/locked' })
  t.equal(res.statusCode, 423)
  t.same(res.json(), { code: 'DN11', message: 'Your account is locked' })
})

t.test('framework error codes stay internal', async (t) => {
  const { app } = await gatewayFor(t)
  app.post('/test/echo', { config: { access: 'public' } }, async (request) => request.body)
  const res = await app.inject({
    method: 'POST',
    url: '/test/echo',
    headers: { 'content-type': 'application/json' },
    payload: '{"broken":',
  })
  t.equal(res.statusCode, 400)
  t.equal(res.json().code, 'BAD_REQUEST')
})

t.test('a validation failure is 400 VALIDATION naming the fields at fault, in words', async (t) => {
  const { app } = await gatewayFor(t)
  const body = Type.Object({ email: Type.String({ format: 'email' }), name: Type.String() })
  app.post('/test/validate', { config: { access: 'public' }, schema: { body } }, async () => ({ ok: true }))
  const res = await app.inject({ method: 'POST', url: '/test/validate', payload: { email: 'nope' } })
  t.equal(res.statusCode, 400)
  t.same(res.json(), { code: 'VALIDATION', message: INVALID_REQUEST, fields: { name: INVALID_FIELD } })
})

t.test("a field with the specification's words gets them; the schema's text never goes out", async (t) => {
  const { app } = await gatewayFor(t)
  const body = Type.Object({
    points: Type.Integer({ maximum: 1_000_000 }),
    token: Type.String({ pattern: '^[a-z]{43}$' }),
  })
  const query = Type.Object({ email: Type.String({ format: 'email' }) })
  app.post(
    '/test/words',
    { config: { access: 'public' }, schema: { body, querystring: query } },
    async () => ({}),
  )
  const points = await app.inject({
    method: 'POST',
    url: '/test/words?email=a@b.co',
    payload: { points: 8_000_000, token: 'a'.repeat(43) },
  })
  t.same(points.json(), {
    code: 'VALIDATION',
    message: POINTS_OUT_OF_RANGE,
    fields: { points: POINTS_OUT_OF_RANGE },
  })
  const token = await app.inject({
    method: 'POST',
    url: '/test/words?email=a@b.co',
    payload: { points: 8, token: 'abc' },
  })
  t.same(token.json().fields, { token: INVALID_LINK })
  t.equal(token.json().message, INVALID_LINK)
  const email = await app.inject({
    method: 'POST',
    url: '/test/words?email=nope',
    payload: { points: 8, token: 'a'.repeat(43) },
  })
  t.same(email.json().fields, { email: EMAIL_INVALID })
  for (const res of [points, token, email]) t.notOk(isSchemaText(res.body), `no schema text in ${res.body}`)
})
