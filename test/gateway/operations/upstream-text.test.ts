/**
 * Issue 14 item 6, JSON routes: an upstream 4xx's own text (validation detail, SQL, file paths)
 * never reaches the browser on routes whose messages the specification gives; the browser gets
 * the specification's message and the catalogue code, the log gets the upstream text.
 */
import t, { type Test } from 'tap'
import { GENERIC_ERROR } from '../../../shared/validation/messages.ts'
import { startFaultServer } from '../upstream/fault-server.ts'
import { gatewayFor } from './helpers.ts'

const LEAK = 'syntax error at or near "keys" in /srv/content/brands.sql:12'
const TOKEN = 'abcdefghijklmnop1234'

async function stand(t: Test) {
  const upstream = await startFaultServer()
  t.teardown(() => upstream.close())
  const env = { UPSTREAM_PORT: new URL(upstream.url).port, UPSTREAM_RETRIES: '0' }
  return { upstream, ...(await gatewayFor(t, { env })) }
}

t.test('GET /api/brands: an upstream 4xx message is withheld', async (t) => {
  const { app, upstream, logs } = await stand(t)
  upstream.script('/brands', { status: 400, body: { statusCode: 400, error: 'Bad Request', message: LEAK } })
  const res = await app.inject({ url: '/api/brands?keys=esso' })
  t.equal(res.statusCode, 400)
  t.same(res.json(), { code: 'UPSTREAM_REJECTED', message: GENERIC_ERROR })
  const line = logs.lines().find((entry) => entry.msg === 'upstream text withheld')
  t.match(line, { upstreamStatus: 400, upstreamMessage: LEAK, reqId: res.headers['x-request-id'] })
})

t.test(
  'GET /api/temp-card/{token}: an upstream 4xx other than 404 keeps its status, not its text',
  async (t) => {
    const { app, upstream } = await stand(t)
    upstream.script('/nectar-lite/card', {
      status: 403,
      body: { message: LEAK, description: `denied: ${LEAK}` },
    })
    const res = await app.inject({ url: `/api/temp-card/${TOKEN}` })
    t.equal(res.statusCode, 403)
    t.same(res.json(), { code: 'UPSTREAM_REJECTED', message: GENERIC_ERROR })
    t.notMatch(res.body, /srv|syntax/)
  },
)

t.test('GET /api/temp-card/{token}: an unknown link is still the specification-style 404', async (t) => {
  const { app, upstream } = await stand(t)
  upstream.script('/nectar-lite/card', { status: 404, body: { message: LEAK } })
  const res = await app.inject({ url: `/api/temp-card/${TOKEN}` })
  t.equal(res.statusCode, 404)
  t.same(res.json(), { code: 'NOT_FOUND', message: 'This temporary card link is not valid' })
})
