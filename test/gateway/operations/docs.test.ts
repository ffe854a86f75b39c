import { randomBytes } from 'node:crypto'
import t from 'tap'
import { gatewayFor } from './helpers.ts'

t.test('the OpenAPI document describes the operations, not pages or forwarded paths', async (t) => {
  const { app } = await gatewayFor(t)
  const res = await app.inject({ url: '/api/docs/json' })
  t.equal(res.statusCode, 200)
  const doc = res.json()
  t.equal(doc.openapi, '3.1.0')
  t.equal(doc.info.title, 'Nectar web gateway API')
  const paths = Object.keys(doc.paths)
  t.ok(paths.includes('/api/app-config'), 'lists /api/app-config')
  t.same(
    paths.filter((path) => !path.startsWith('/api/')),
    ['/connect/token', '/emails/unsubscribe', '/healthz', '/readyz'],
    'outside /api only what servers call: the partner exchange, one-click unsubscribe, the probes',
  )
  t.notOk(
    paths.some((path) => path.startsWith('/api/docs')),
    'the docs do not describe themselves',
  )
  t.same(Object.keys(doc.paths['/api/app-config'].get.responses), ['200', '500', '503'])
})

t.test('the docs page loads under its own strict CSP', async (t) => {
  const { app } = await gatewayFor(t)
  const res = await app.inject({ url: '/api/docs' })
  t.equal(res.statusCode, 200)
  t.equal(res.headers['content-type'], 'text/html; charset=utf-8')
  t.match(res.body, '<title>Swagger UI</title>')
  const csp = String(res.headers['content-security-policy'])
  t.match(csp, "frame-ancestors 'none'")
  t.match(csp, "object-src 'none'")
  t.notMatch(csp, 'validator.swagger.io')
  t.notMatch(csp, 'upgrade-insecure-requests', 'plain-http local origin')

  const initializer = await app.inject({ url: '/api/docs/static/swagger-initializer.js' })
  t.equal(initializer.statusCode, 200, 'its script is served from our origin')
})

t.test('production has no dev or docs routes (CFG-1)', async (t) => {
  const key = () => randomBytes(32).toString('base64')
  const { app } = await gatewayFor(t, {
    env: {
      APP_ENV: 'prod',
      PUBLIC_ORIGIN: 'https://www.example.co.uk',
      SESSION_KEYS: key(),
      OIDC_CLIENT_SECRET: key(),
      CAPTCHA_HMAC_KEY: key(),
      SWITCHES_TESTER_KEY: key(),
    },
  })
  await app.ready()
  const inventory = app.printRoutes({ commonPrefix: false })
  t.notMatch(inventory, /\bdev\b|mailbox/, 'no /dev/* route')
  t.notMatch(inventory, /docs/, 'no /api/docs route')
  for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
    const res = await app.inject({ url })
    t.equal(res.statusCode, 404, url)
  }
  for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
    t.notOk(app.hasRoute({ method: 'GET', url }), `${url} is not routed`)
  }
})
