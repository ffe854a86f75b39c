import t from 'tap'
import { fakeUpstream, gatewayFor } from './helpers.ts'

t.test('/healthz answers while the process runs, whatever the upstream', async (t) => {
  const { app } = await gatewayFor(t)
  const res = await app.inject({ url: '/healthz' })
  t.equal(res.statusCode, 200)
  t.same(res.json(), { status: 'ok' })
})

t.test('/readyz is ready when the upstream answers', async (t) => {
  const upstream = await fakeUpstream(t, (_req, _body, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}')
  })
  const { app } = await gatewayFor(t, { env: { UPSTREAM_PORT: String(upstream.port) } })
  const res = await app.inject({ url: '/readyz' })
  t.equal(res.statusCode, 200)
  t.same(res.json(), { status: 'ready' })
  t.ok(upstream.seen.length > 0, 'the upstream was asked')
})

t.test('/readyz is unavailable when the upstream is down', async (t) => {
  const { app, logs } = await gatewayFor(t, { env: { UPSTREAM_PORT: '9', UPSTREAM_RETRIES: '0' } })
  const res = await app.inject({ url: '/readyz' })
  t.equal(res.statusCode, 503)
  t.same(res.json(), { status: 'unavailable' })
  t.ok(
    logs.lines().some((line) => line.level === 40 && line.reqId === res.headers['x-request-id']),
    'the reason is logged as a warning',
  )
})

t.test('/readyz is unavailable when the upstream answers with an error', async (t) => {
  const upstream = await fakeUpstream(t, (_req, _body, res) => {
    res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"boom"}')
  })
  const { app } = await gatewayFor(t, {
    env: { UPSTREAM_PORT: String(upstream.port), UPSTREAM_RETRIES: '0' },
  })
  const res = await app.inject({ url: '/readyz' })
  t.equal(res.statusCode, 503)
  t.same(res.json(), { status: 'unavailable' })
})
