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
  // The stylesheet of the gateway's own pages (sign-in unavailable), shown when the provider is down.
  'GET /gateway-pages.css',
  // Built client files (@fastify/static, public scope) and forwarded upstream paths.
  'GET /assets/main-3f9a2c1b.js',
  'GET /content/logos/*',
  'GET /content/offers/*',
  'GET /content/prices/*',
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
  // Brands: a brand's page, the categories and the e-shops are public pages' data.
  'GET /api/brands/details/:brandDetailsKey',
  'GET /api/brands/categories',
  'GET /api/brands/by-category/:categoryId',
  'GET /api/brands/eshops',
  'GET /api/brands/bonus/:id',
  'GET /api/brands/posts/:id',
  'GET /api/brands/spend-documents/:name',
  'GET /api/captcha/challenge',
  // Signed-out card self-service: details, captcha and a code stand in for the session.
  'POST /api/card-self-service/replace-card/request',
  'POST /api/card-self-service/replace-card/validate',
  'POST /api/card-self-service/retrieve-card/request',
  'POST /api/card-self-service/retrieve-card/validate',
  'POST /api/card-self-service/send-code',
  'POST /api/events',
  // Event pages: catalogue data, the same for everyone.
  'GET /api/event-pages',
  'GET /api/event-pages/:eventId',
  'GET /api/event-pages/skinny/:eventId',
  // Personalised prices: catalogue data, the same for everyone.
  'GET /api/prices',
  'GET /api/prices/categories',
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
  // Signed-out self-service: the reset link's token or the flow in the session is the credential.
  'POST /api/self-service/password-reset',
  'POST /api/self-service/password-reset/link',
  'POST /api/self-service/password-reset/password',
  'POST /api/self-service/password-reset/verify-code',
  'POST /api/self-service/two-factor/link',
  'POST /api/self-service/two-factor/link/verify',
  'POST /api/self-service/two-factor/options',
  'POST /api/self-service/two-factor/send/:id',
  'GET /api/session',
  'POST /api/session/logout',
  'GET /api/switches',
  'GET /api/switches/faux',
  'GET /api/temp-card/:token',
  'POST /api/temp-card/email',
  'POST /api/temp-card/resend',
  // Signed-out self-service: e-mailed links, their token the only authority.
  'POST /api/unsubscribe/request',
  'POST /api/unsubscribe/update',
  'POST /emails/unsubscribe',
  'PUT /api/email-confirmation/verify-email',
  'PUT /api/email-confirmation/update-email',
  // Content editors' previews: the signed token is the only authority.
  'POST /api/previews',
  // Partner connect: the request check before sign-in, and partners' servers exchanging codes.
  'GET /api/connect/request',
  'POST /connect/token',
]
/** Signed-in routes: the collector's own data. */
const SESSION: string[] = [
  'GET /api/year-in-review/:year/:yirId',
  // Brands: the collect and redeem panels and the search are signed-in pages' data.
  'GET /api/brands/panel',
  'GET /api/brands/search',
  'GET /api/brands/details/:brandDetailsKey/tracking-url',
  // The account pages: details, name, address, e-mail and mobile (with a code), password, additional details.
  'GET /api/account/details',
  'PUT /api/account/details/name',
  'POST /api/account/details/address/lookup',
  'PUT /api/account/details/address',
  'POST /api/account/details/email/code',
  'PUT /api/account/details/email',
  'POST /api/account/details/mobile/code',
  'PUT /api/account/details/mobile',
  'PUT /api/account/password',
  'POST /api/account/password/validate',
  'GET /api/account/additional-details',
  'PUT /api/account/additional-details',
  'GET /api/account-settings/contact-preferences',
  'PUT /api/account-settings/contact-preferences',
  'GET /api/account-settings/online-advertising',
  'PUT /api/account-settings/online-advertising',
  'GET /api/account-settings/sound-effects',
  'PUT /api/account-settings/sound-effects',
  'POST /api/account-settings/replace-card',
  'POST /api/account-settings/delete-account',
  'GET /api/card/balance',
  'GET /api/card/digital-card',
  'POST /api/connect/consent',
  'GET /api/activity/transactions',
  'GET /api/activity/summary',
  'GET /api/activity/breakdown',
  'GET /api/activity/history',
  'POST /api/feedback',
  'GET /api/linked-partners',
  'POST /api/linked-partners',
  'DELETE /api/linked-partners/:linkId',
  'GET /api/linked-partners/:linkId/conversions',
  'POST /api/linked-partners/:linkId/conversions',
  'GET /api/linked-partners/:linkId/conversions/:conversionId',
  'GET /api/offers',
  'GET /api/offers/:offerId',
  'GET /api/offers/:offerId/preview',
  'GET /api/offers/filters/:listId',
  'GET /api/offers/nectar-prices/availability',
  'GET /api/offers/shared',
  'PUT /api/offers/:offerId/state',
  'POST /api/offers/load-all',
  'GET /api/vouchers',
  'GET /api/vouchers/:voucherId',
  'GET /api/vouchers/transaction/:transactionId',
  'PUT /api/vouchers/:voucherId/usage',
  'GET /api/rewards',
  'POST /api/redemptions',
  'GET /api/redemption-lock',
  'PUT /api/redemption-lock',
  'GET /api/savings/summary',
  'GET /api/savings/history',
  'GET /api/receipts/:digitalReceiptId',
  'GET /api/receipts/:digitalReceiptId/download',
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
