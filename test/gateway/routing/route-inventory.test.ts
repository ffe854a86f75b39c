/**
 * Every route the gateway registers, with who may call it. A new route fails this test until it is
 * added here, so its access is a decision someone made and reviewed, never an accident. Local mode
 * with a built client: the docs, the outbox and a static file are routed too.
 */
import t from 'tap'
import { gatewayFor } from '../operations/helpers.ts'

const PUBLIC = [
  // Pages: the shell and the route table (a login-required page redirects to card-number entry).
  'GET /',
  'GET /*',
  'GET /logout',
  'GET /logout/end-session',
  'GET /oauth_redirect',
  // Built client files (@fastify/static, public scope) and forwarded upstream paths.
  'GET /assets/main-3f9a2c1b.js',
  'GET /content/logos/*',
  'GET /content/offers/*',
  'GET /documents-api/*',
  'GET /oidc/*',
  'POST /oidc/*',
  'GET /dev/mailbox',
  'GET /dev/mailbox.json',
  // Probes.
  'GET /healthz',
  'GET /readyz',
  // The docs UI (@fastify/swagger-ui, public scope).
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  // The JSON API: configuration, session, sign-in and registration all come before a session.
  'GET /api/app-config',
  'GET /api/app-load',
  'GET /api/brands',
  'GET /api/captcha/challenge',
  'POST /api/events',
  'GET /api/login/identity/start',
  'GET /api/login/state',
  'POST /api/login/card-check',
  'POST /api/login/password',
  'POST /api/login/two-factor/resend',
  'POST /api/login/two-factor/verify',
  'GET /api/redirect-allowlist',
  'GET /api/registration/business-lookup',
  'GET /api/registration/confirm',
  'GET /api/registration/state',
  'GET /api/registration/status',
  'POST /api/registration/account-type',
  'POST /api/registration/address',
  'POST /api/registration/address/lookup',
  'POST /api/registration/auto-login',
  'POST /api/registration/business-details',
  'POST /api/registration/business-offers',
  'POST /api/registration/card-number',
  'POST /api/registration/customer-details',
  'POST /api/registration/email',
  'POST /api/registration/email/resend',
  'POST /api/registration/password',
  'POST /api/registration/password/validate',
  'POST /api/registration/phone',
  'POST /api/registration/start',
  'POST /api/registration/terms',
  'POST /api/registration/verify-analogue',
  'GET /api/session',
  'POST /api/session/logout',
  'GET /api/switches',
  'GET /api/switches/faux',
  'GET /api/temp-card/:token',
  'POST /api/temp-card/email',
  'POST /api/temp-card/resend',
]
/** Signed-in routes: the collector's own data. */
const SESSION: string[] = [
  'GET /api/card/balance',
  'GET /api/card/digital-card',
  'GET /api/offers',
  'GET /api/offers/:offerId',
  'GET /api/offers/:offerId/preview',
  'GET /api/offers/filters/:listId',
  'GET /api/offers/nectar-prices/availability',
  'GET /api/offers/shared',
  'PUT /api/offers/:offerId/state',
  'POST /api/offers/load-all',
]

t.test('every route declares its access, and the list of each is the reviewed one', async (t) => {
  const { app } = await gatewayFor(t)
  await app.ready()
  const routes = app.routeInventory
  const named = (access: string) =>
    routes
      .filter((route) => route.method !== 'HEAD' && route.config.access === access)
      .map((route) => `${route.method} ${route.url}`)
      .sort()
  t.same(named('public'), [...PUBLIC].sort(), 'public routes')
  t.same(named('session'), [...SESSION].sort(), 'session routes')
  const undecided = routes.filter((route) => !['public', 'session'].includes(String(route.config.access)))
  t.same(undecided, [], 'no route without an access, HEAD routes included')
  for (const head of routes.filter((route) => route.method === 'HEAD')) {
    const get = routes.find((route) => route.method === 'GET' && route.url === head.url)
    if (get) t.equal(head.config.access, get.config.access, `HEAD ${head.url} as its GET`)
  }
})
