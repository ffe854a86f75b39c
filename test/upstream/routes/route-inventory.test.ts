/**
 * Every route the reference upstream registers, with who may call it. A new route fails this test
 * until it is added here, so its callers are a decision someone made and reviewed, never an
 * accident. Local mode: the mailbox's tools are routed too.
 */
import t from 'tap'
import { buildTestUpstream } from '../helpers/upstream.ts'

const ANONYMOUS = [
  // Catalogue and content: the same for everyone.
  'GET /bonus/:id',
  'GET /brands',
  'GET /brands/:key',
  'GET /brands/categories',
  'GET /brands/list',
  'GET /categories',
  'GET /post/:id',
  'GET /spend-document',
  'GET /content/logos/:key.svg',
  'GET /content/offers/:id/:width.svg',
  'GET /content/prices/:sku.svg',
  'GET /documents-api/:name.json',
  'GET /documents-api/registration/:name.html',
  'GET /documents-api/registration/:name.json',
  'GET /events',
  'GET /events/:id',
  'GET /homepage/pod/skinnyevent/:id',
  'GET /prices',
  'GET /prices/categories',
  'GET /shared/offers',
  // The provider's page assets.
  'GET /oidc/assets/favicon.svg',
  'GET /oidc/assets/pages.css',
  'GET /oidc/assets/password-toggle.js',
  // The probe.
  'GET /healthz',
  // Sign-in: the password login and its device two-factor step (the challenge's token is the credential).
  'POST /collector/sessions',
  'POST /2fa/check',
  'POST /2fa/resend',
  'POST /2fa/validate',
  // Registration: the journey's authToken, the e-mailed link or the completion token is the credential.
  'GET /business-lookup',
  'GET /progressive/identity-login',
  'POST /address/lookup',
  'POST /auto-login',
  'POST /progressive/card-check',
  'POST /progressive/confirm-registration',
  'POST /progressive/email-check',
  'POST /progressive/email-check-confirm',
  'POST /progressive/identity-email-check-confirm',
  'POST /progressive/password',
  'POST /progressive/password-validation',
  'POST /progressive/phone-check',
  'POST /progressive/user-data',
  'POST /progressive/verify-analogue-nectar',
  'POST /ready',
  'POST /sign-up/status',
  // Signed-out self-service: the flow's token, the e-mailed link's token or the collector's details.
  'POST /2fa/get-delivery-options',
  'POST /2fa/link',
  'POST /2fa/link/verify',
  'POST /2fa/send/:id',
  'POST /credentials/password',
  'POST /credentials/password/reset',
  'POST /credentials/password/reset/link',
  'POST /credentials/password/resetWithId',
  'POST /credentials/password/verify-2fa',
  'POST /replacement-card/request',
  'POST /replacement-card/validate',
  'POST /retrieve-card/request',
  'POST /retrieve-card/validate',
  // The temporary card: an address asks, the e-mailed link's token reads.
  'GET /nectar-lite/card',
  'POST /nectar-lite/access-email',
  // E-mailed links: their token the only authority.
  'POST /unsubscribe/request',
  'POST /unsubscribe/update',
  'PUT /customer/email',
  'PUT /customer/v3/email',
  'PUT /verify-email',
]

/** A bearer access token of an active collector: the collector's own data. */
const COLLECTOR = [
  'DELETE /coalition/offer/:id/bookmark',
  'DELETE /hotels/logout',
  'DELETE /hotels/partner/logout',
  'DELETE /linked-accounts/:id',
  'DELETE /logout-session',
  'DELETE /session',
  'DELETE /session/anonymise',
  'GET /balance',
  'GET /brands/panel',
  'GET /coalition/offer/preview/:id',
  'GET /collector-hash',
  'GET /contact-preferences/cpm',
  'GET /contact-preferences/nectar',
  'GET /customer-address/masked',
  'GET /customer/nectar-id',
  'GET /customer/refresh',
  'GET /customer/savings',
  'GET /customer/savings/cumulative',
  'GET /customer/session/hotels',
  'GET /customer/v2',
  'GET /detailed-states/NECTAR_PRICES',
  'GET /digital-receipts/:id',
  'GET /digital-receipts/:id/download',
  'GET /external-tracking-url',
  'GET /linked-accounts',
  'GET /linked-accounts/:id/conversions',
  'GET /linked-accounts/:id/conversions/:conversionId',
  'GET /missing-information',
  'GET /nectar-prices/availability',
  'GET /nectar-prices/transactions',
  'GET /nectar-prices/transactions/totals',
  'GET /offer-filters/:id',
  'GET /offers',
  'GET /offers/:id',
  'GET /preferences/sound-effects',
  'GET /rewards',
  'GET /transaction-history',
  'GET /transactions',
  'GET /transactions/breakdown',
  'GET /transactions/totals',
  'GET /v1/collectors/redemption-status',
  'GET /vouchers',
  'GET /vouchers/:id',
  'GET /vouchers/transaction/:id',
  'GET /year-in-review/:year/:id',
  'POST /2fa/send',
  'POST /2fa/verify',
  'POST /contact-preferences/cpm',
  'POST /feedback',
  'POST /linked-accounts',
  'POST /linked-accounts/:id/conversions',
  'POST /missing-information',
  'POST /nectar/customer/email',
  'POST /redemptions',
  'POST /replacement-card',
  'PUT /coalition/offer/:id/bookmark',
  'PUT /coalition/offer/state',
  'PUT /contact-preferences/nectar',
  'PUT /credentials/password',
  'PUT /customer',
  'PUT /customer-address',
  'PUT /customer/mobile',
  'PUT /customer/v2/email',
  'PUT /offer/state',
  'PUT /preferences/sound-effects',
  'PUT /v1/collectors/redemption-status',
  'PUT /vouchers/:id/usage',
]

/** The hotels partner's own session token. */
const HOTELS_PARTNER = ['GET /hotels/session']

/** The local mailbox's tools: routed only when APP_ENV=local. */
const LOCAL_ONLY = ['GET /dev/mailbox', 'GET /dev/mailbox.json', 'POST /dev/email-links']

/** The provider's endpoints and interaction pages: it checks its clients and sessions itself. */
const OIDC_PROVIDER = [
  'GET /oidc/interaction/:uid',
  'POST /oidc/interaction/:uid',
  ...['DELETE', 'GET', 'OPTIONS', 'PATCH', 'POST', 'PUT', 'QUERY', 'TRACE'].map(
    (method) => `${method} /oidc/*`,
  ),
]

t.test('every route declares its callers, and the list of each is the reviewed one', async (t) => {
  const app = await buildTestUpstream(t, { APP_ENV: 'local' }, { seed: false })
  const routes = app.routeCallers
  const named = (callers: string) =>
    routes
      .filter((route) => route.method !== 'HEAD' && route.callers === callers)
      .map((route) => `${route.method} ${route.url}`)
      .sort()
  t.same(named('anonymous'), [...ANONYMOUS].sort(), 'anonymous routes')
  t.same(named('collector'), [...COLLECTOR].sort(), 'collector routes')
  t.same(named('hotels-partner'), [...HOTELS_PARTNER].sort(), 'hotels partner routes')
  t.same(named('local-only'), [...LOCAL_ONLY].sort(), 'local-only routes')
  t.same(named('oidc-provider'), [...OIDC_PROVIDER].sort(), 'provider routes')
  for (const head of routes.filter((route) => route.method === 'HEAD')) {
    const get = routes.find((route) => route.method === 'GET' && route.url === head.url)
    if (get) t.equal(head.callers, get.callers, `HEAD ${head.url} as its GET`)
  }
})

t.test('no collector route answers without a bearer token, HEAD routes included', async (t) => {
  const app = await buildTestUpstream(t, { APP_ENV: 'local' }, { seed: false })
  for (const route of app.routeCallers.filter((route) => route.callers === 'collector')) {
    const url = route.url.replaceAll(/:(\w+)/g, (_match, name: string) => (name === 'year' ? '2025' : 'x'))
    const response = await app.inject({ method: route.method as 'GET', url })
    // The check runs after the request's validation, as the handlers' own checks did: a request
    // that fails its schema is a 400 before anyone is asked for a token.
    const answer =
      response.statusCode === 401
        ? 'refused'
        : route.method === 'HEAD'
          ? response.statusCode
          : response.json().code
    t.match(
      answer,
      /^(refused|VALIDATION_ERROR|400)$/,
      `${route.method} ${route.url}: ${response.statusCode}`,
    )
    if (response.statusCode === 401)
      t.equal(response.headers['www-authenticate'], 'Bearer error="invalid_token"')
  }
})
