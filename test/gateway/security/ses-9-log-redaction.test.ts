/**
 * SES-9: the session cookie and bearer tokens never reach the log, whatever is logged: request
 * lines, rejections, failures, and a record that carries the request headers.
 */
import t from 'tap'
import { redactSecrets, redactUrl } from '../../../server/gateway/plugins/external/log-redaction.ts'
import { buildTestGateway } from '../../helpers/gateway.ts'
import { captureLogs, FAKE_ACCESS_TOKEN, signIn, testRoutes } from './helpers.ts'

t.test('cookie values and bearer tokens are absent from the captured log', async (t) => {
  const logs = captureLogs()
  const app = await buildTestGateway(
    t,
    { LOG_LEVEL: 'trace' },
    {
      logStream: logs.stream,
      register: async (fastify) => {
        await testRoutes(fastify)
        fastify.get('/api/test/log-headers', async (request) => {
          request.log.warn({ headers: request.headers }, 'upstream refused the call')
          return { logged: true }
        })
      },
    },
  )
  const { cookie } = await signIn(app)
  const authorization = `Bearer ${FAKE_ACCESS_TOKEN}`
  // Each on its own: a request with both is refused before any handler (bearer-placement.ts).
  for (const sent of [{ cookie }, { authorization }]) {
    for (const url of ['/api/test/session', '/api/test/boom', '/api/test/log-headers', '/api/nowhere']) {
      await app.inject({ method: 'GET', url, headers: sent })
    }
    await app.inject({ method: 'POST', url: '/api/test/echo', headers: sent, payload: {} })
  }

  const text = logs.raw.join('')
  t.ok(logs.raw.length >= 10, 'requests were logged')
  t.match(text, 'upstream refused the call', 'the record with headers was written')
  const value = cookie.slice(cookie.indexOf('=') + 1)
  for (const secret of [value.slice(0, 32), decodeURIComponent(value).slice(0, 32), 'Bearer ', 'eyJ']) {
    t.notOk(text.includes(secret), `${secret.slice(0, 12)}… is not in the log`)
  }
})

t.test(
  'secret fields are replaced wherever a line nests them, and the logged object is left alone',
  async (t) => {
    const line = {
      req: { headers: { cookie: 'session=abc', authorization: 'Bearer abc', accept: 'text/html' } },
      res: { headers: { 'set-cookie': ['session=abc'] } },
      tokens: { access: 'abc' },
      session: { accessToken: 'abc', refreshToken: 'abc', idToken: 'abc', collectorId: 'c1' },
      form: { password: 'Points&Prizes42', cardNumber: '98263000123456789', email: 'a@example.com' },
      calls: [{ body: { codeVerifier: 'abc', client_secret: 'abc' } }],
      deep: { a: { b: { c: { token: 'abc' } } } },
      when: new Date(0),
      count: 3,
    }
    const before = structuredClone(line)
    const redacted = redactSecrets(line)
    t.same(line, before, 'the caller’s object is unchanged')
    t.same(redacted, {
      req: { headers: { cookie: '[redacted]', authorization: '[redacted]', accept: 'text/html' } },
      res: { headers: { 'set-cookie': '[redacted]' } },
      tokens: '[redacted]',
      session: {
        accessToken: '[redacted]',
        refreshToken: '[redacted]',
        idToken: '[redacted]',
        collectorId: 'c1',
      },
      form: { password: '[redacted]', cardNumber: '[redacted]', email: 'a@example.com' },
      calls: [{ body: { codeVerifier: '[redacted]', client_secret: '[redacted]' } }],
      deep: { a: { b: { c: { token: '[redacted]' } } } },
      when: new Date(0),
      count: 3,
    })
    t.equal(redacted.when, line.when, 'objects that write themselves are passed as they are')
    t.equal(redacted.count, 3)
    const clean = { upstream: 'offers', status: 200, path: '/offers' }
    t.equal(redactSecrets(clean), clean, 'a line with no secret is not copied')
  },
)

t.test('a serialized error is redacted like the fields beside it', async (t) => {
  const logs = captureLogs()
  const app = await buildTestGateway(
    t,
    { LOG_LEVEL: 'info' },
    {
      logStream: logs.stream,
      register: async (fastify) => {
        fastify.get('/api/test/log-error', async (request) => {
          const error = Object.assign(new Error('refused'), { tokens: { access: 'secret-access' } })
          request.log.error({ err: error, session: { refreshToken: 'secret-refresh' } }, 'call failed')
          return { logged: true }
        })
      },
    },
  )
  await app.inject({ method: 'GET', url: '/api/test/log-error' })
  const line = logs.raw.map((raw) => JSON.parse(raw)).find((entry) => entry.msg === 'call failed')
  t.equal(line?.err?.message, 'refused', 'the error is still serialized')
  t.equal(line?.err?.tokens, '[redacted]')
  t.equal(line?.session?.refreshToken, '[redacted]')
  t.notOk(logs.raw.join('').includes('secret-'), 'no secret value in the log')
})

t.test('OAuth parameters are masked in logged URLs', async (t) => {
  t.equal(
    redactUrl('/oauth_redirect?code=abc&state=xyz&iss=https%3A%2F%2Fid'),
    '/oauth_redirect?code=%5Bredacted%5D&state=%5Bredacted%5D&iss=https%3A%2F%2Fid',
  )
  t.equal(redactUrl('/offers?page=2'), '/offers?page=2')
  t.equal(redactUrl('/welcome'), '/welcome')
  t.equal(
    redactUrl('/oidc/session/end?id_token_hint=eyJh.eyJz.c2ln&state=%2Faccount'),
    '/oidc/session/end?id_token_hint=%5Bredacted%5D&state=%5Bredacted%5D',
    'the end-session ID token (issue 14)',
  )
  t.equal(redactUrl('/logout/end-session?ticket=t1'), '/logout/end-session?ticket=%5Bredacted%5D')
})
