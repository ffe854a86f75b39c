/**
 * SES-9: the session cookie and bearer tokens never reach the log, whatever is logged: request
 * lines, rejections, failures, and a record that carries the request headers.
 */
import t from 'tap'
import { redactPaths, redactUrl } from '../../../server/gateway/plugins/external/log-redaction.ts'
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
  const sent = { cookie, authorization }
  for (const url of ['/api/test/session', '/api/test/boom', '/api/test/log-headers', '/api/nowhere']) {
    await app.inject({ method: 'GET', url, headers: sent })
  }
  await app.inject({ method: 'POST', url: '/api/test/echo', headers: sent, payload: {} })

  const text = logs.raw.join('')
  t.ok(logs.raw.length >= 10, 'requests were logged')
  t.match(text, 'upstream refused the call', 'the record with headers was written')
  const value = cookie.slice(cookie.indexOf('=') + 1)
  for (const secret of [value.slice(0, 32), decodeURIComponent(value).slice(0, 32), 'Bearer ', 'eyJ']) {
    t.notOk(text.includes(secret), `${secret.slice(0, 12)}… is not in the log`)
  }
})

t.test('the redaction list covers the headers and the session tokens', async (t) => {
  for (const path of ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]']) {
    t.ok(redactPaths.includes(path), path)
  }
  for (const field of ['accessToken', 'refreshToken', 'idToken', 'tokens', 'password', 'codeVerifier']) {
    t.ok(redactPaths.includes(`*.${field}`), `*.${field}`)
  }
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
