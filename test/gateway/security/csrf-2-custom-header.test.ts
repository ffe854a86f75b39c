/**
 * CSRF-2: every unsafe API call must carry `X-Requested-With: fetch`, and no CORS allowance is
 * ever granted for /api/* (so a cross-site page cannot send that header).
 */
import t from 'tap'
import { CSRF_MESSAGE } from '../../../server/gateway/plugins/external/csrf.ts'
import { buildTestGateway } from '../../helpers/gateway.ts'
import { testRoutes } from './helpers.ts'

const REFUSED = { code: 'CSRF', message: CSRF_MESSAGE }

t.test('an unsafe API call without the custom header is refused', async (t) => {
  const app = await buildTestGateway(t, {}, { register: testRoutes })
  const sameOrigin = { 'sec-fetch-site': 'same-origin', origin: app.config.PUBLIC_ORIGIN }
  const post = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...sameOrigin, ...headers },
      payload: { a: 1 },
    })

  const missing = await post({})
  t.equal(missing.statusCode, 403)
  t.same(missing.json(), REFUSED)
  for (const value of ['XMLHttpRequest', 'Fetch', '']) {
    const wrong = await post({ 'x-requested-with': value })
    t.equal(wrong.statusCode, 403, `X-Requested-With: ${value}`)
    t.same(wrong.json(), REFUSED)
  }
  const ok = await post({ 'x-requested-with': 'fetch' })
  t.equal(ok.statusCode, 200)
  t.same(ok.json(), { body: { a: 1 } })

  for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
    const response = await app.inject({ method, url: '/api/test/echo', headers: sameOrigin })
    t.equal(response.statusCode, 403, `${method} is checked too`)
  }
})

t.test('no CORS allowance for the API', async (t) => {
  const app = await buildTestGateway(t, {}, { register: testRoutes })
  const evil = { origin: 'https://evil.example' }
  const preflight = await app.inject({
    method: 'OPTIONS',
    url: '/api/test/echo',
    headers: {
      ...evil,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'x-requested-with',
    },
  })
  const read = await app.inject({ method: 'GET', url: '/api/test/session', headers: evil })
  for (const response of [preflight, read]) {
    const cors = Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))
    t.same(cors, [], `${response.statusCode}: no Access-Control-* header`)
  }
  t.equal(preflight.statusCode, 404, 'OPTIONS is not routed')
})
