import t from 'tap'
import { createRedirectTable } from '../../../shared/routes/redirect-table.ts'
import { createRouteTable } from '../../../shared/routes/route-table.ts'
import { gatewayFor, INDEX_HTML } from './helpers.ts'

const concrete = (path: string) =>
  path
    .replace(/:[^/]+/g, 'abc123')
    .replace(/\/\*$/, '/some/where')
    .replace(/\*$/, 'x')

t.test('every public route of the table answers the shell with 200', async (t) => {
  const { app, config } = await gatewayFor(t)
  const table = createRouteTable({ identityStartPrefix: config.IDENTITY_START_PREFIX })
  for (const entry of table.filter((route) => route.access === 'public')) {
    const url = concrete(entry.path)
    const res = await app.inject({ url })
    if (res.statusCode === 301 || res.statusCode === 302) continue // a redirect wins over the page (checked below)
    if (url === '/oauth_redirect') {
      // The gateway's own OpenID Connect callback: with no login in progress, the login failed.
      t.equal(res.statusCode, 303, url)
      t.match(res.headers.location, /^\/login-failed/, `${url} without a login goes to /login-failed`)
      continue
    }
    t.equal(res.statusCode, 200, url)
    t.equal(res.body, INDEX_HTML, `${url} is the shell`)
  }
})

t.test('a known client route is HTML that revalidates', async (t) => {
  const { app } = await gatewayFor(t)
  for (const url of ['/', '/welcome', '/id/start/enter-card-number', '/help?topic=points']) {
    const res = await app.inject({ url })
    t.equal(res.statusCode, 200, url)
    t.equal(res.headers['content-type'], 'text/html; charset=utf-8')
    t.equal(res.headers['cache-control'], 'no-cache')
  }
})

t.test('every redirect of the table is an HTTP redirect to a local path', async (t) => {
  const { app, config } = await gatewayFor(t)
  const table = createRedirectTable({ identityStartPrefix: config.IDENTITY_START_PREFIX })
  t.ok(table.length > 30, 'the table is not empty')
  for (const { from } of table) {
    const url = concrete(from)
    const res = await app.inject({ url })
    t.ok([301, 302].includes(res.statusCode), `${url} → ${res.statusCode}`)
    const location = String(res.headers.location)
    t.match(location, /^\/(?![/\\])/, `${url} → ${location} stays on our origin`)
  }
})

t.test('redirects land where the table says, keeping the query', async (t) => {
  const { app } = await gatewayFor(t)
  const cases: [string, number, string][] = [
    ['/faqs', 301, '/help'],
    ['/contact?topic=card', 301, '/help?topic=card'],
    ['/offers/food', 301, '/sainsburys?filter=bonus'],
    ['/offers/food?filter=all', 301, '/sainsburys?filter=bonus'],
    ['/terms-and-conditions', 301, '/about/privacy-and-legal/collector-rules'],
    ['/brands/oxfam-shop', 301, '/oxfam-exit'],
    ['/login', 302, '/id/start/enter-card-number'],
    ['/signin', 302, '/id/start/enter-card-number'],
    ['/register', 302, '/id/start/card-check'],
    ['/id/start', 302, '/id/start/card-check'],
  ]
  for (const [url, status, location] of cases) {
    const res = await app.inject({ url })
    t.equal(res.statusCode, status, url)
    t.equal(res.headers.location, location, url)
  }
})

t.test('a login route without a session goes to card-number entry with next', async (t) => {
  const { app } = await gatewayFor(t)
  const res = await app.inject({ url: '/account/details?tab=email' })
  t.equal(res.statusCode, 302)
  t.equal(res.headers.location, '/id/start/enter-card-number?next=%2Faccount%2Fdetails%3Ftab%3Demail')
})

t.test(
  'a login route opened with a one-time login token goes to single sign-on, the token kept out of next',
  async (t) => {
    const { app } = await gatewayFor(t)
    const res = await app.inject({ url: '/account/details?tab=email&login_token=abcdefghijklmnopqrstuvwxyz' })
    t.equal(res.statusCode, 302)
    const location = new URL(res.headers.location as string, 'https://x.invalid')
    t.equal(location.pathname, '/sso-redirection')
    t.equal(location.searchParams.get('login_token'), 'abcdefghijklmnopqrstuvwxyz')
    t.equal(location.searchParams.get('next'), '/account/details?tab=email')
  },
)

t.test('a login route with a session is the shell', async (t) => {
  const { app } = await gatewayFor(t)
  app.post('/test/sign-in', { config: { access: 'public' } }, async (request) => {
    await request.startSession({ collectorId: 'c-1' })
    return { ok: true }
  })
  const signIn = await app.inject({ method: 'POST', url: '/test/sign-in' })
  const cookie = String(signIn.headers['set-cookie']).split(';', 1)[0] ?? ''
  const res = await app.inject({ url: '/account', headers: { cookie } })
  t.equal(res.statusCode, 200)
  t.equal(res.body, INDEX_HTML)
})

t.test("the welcome pages are a visitor's: a signed-in collector is sent home", async (t) => {
  const { app } = await gatewayFor(t)
  app.post('/test/sign-in', { config: { access: 'public' } }, async (request) => {
    await request.startSession({ collectorId: 'c-1' })
    return { ok: true }
  })
  const signIn = await app.inject({ method: 'POST', url: '/test/sign-in' })
  const cookie = String(signIn.headers['set-cookie']).split(';', 1)[0] ?? ''
  for (const url of ['/', '/welcome', '/New_Nectar', '/?registrationDone=true']) {
    const signedIn = await app.inject({ url, headers: { cookie } })
    t.equal(signedIn.statusCode, 302, `${url} signed in`)
    t.equal(signedIn.headers.location, '/homepage', `${url} signed in goes home`)
    const visitor = await app.inject({ url })
    t.equal(visitor.statusCode, 200, `${url} signed out`)
    t.equal(visitor.body, INDEX_HTML, `${url} signed out is the welcome page's shell`)
  }
  const help = await app.inject({ url: '/help', headers: { cookie } })
  t.equal(help.statusCode, 200, 'another public page stays where it is')
})

t.test('a switch-gated route is a 404 while its switch is off', async (t) => {
  // isBusinessEnabled is on everywhere; isDigitalReceiptsEnabled is off in prod only.
  const { app } = await gatewayFor(t)
  const business = await app.inject({ url: '/nectar-business' })
  t.equal(business.statusCode, 200, 'on')

  const prodKeys = {
    SESSION_KEYS: 'a'.repeat(43),
    OIDC_CLIENT_SECRET: 'b'.repeat(43),
    CAPTCHA_HMAC_KEY: 'c'.repeat(43),
    SWITCHES_TESTER_KEY: 'd'.repeat(43),
  }
  const prod = await gatewayFor(t, { env: { APP_ENV: 'prod', ...prodKeys } })
  const receipt = await prod.app.inject({ url: '/activity/receipt/r-1' })
  t.equal(receipt.statusCode, 404, 'off in prod: not found, not even a login redirect')
  t.equal(receipt.body, INDEX_HTML)
  const forced = await prod.app.inject({ url: '/activity/receipt/r-1?switches=isDigitalReceiptsEnabled' })
  t.equal(forced.statusCode, 404, 'a URL parameter cannot open it')
})

t.test('the prefix of the journey follows IDENTITY_START_PREFIX', async (t) => {
  const { app } = await gatewayFor(t, { env: { IDENTITY_START_PREFIX: '/join' } })
  t.equal((await app.inject({ url: '/join/enter-card-number' })).statusCode, 200)
  t.equal((await app.inject({ url: '/id/start/enter-card-number' })).statusCode, 404)
  const guard = await app.inject({ url: '/account' })
  t.equal(guard.headers.location, '/join/enter-card-number?next=%2Faccount')
})

t.test('not-found answers are rate limited', async (t) => {
  const { app } = await gatewayFor(t)
  let last = 0
  for (let i = 0; i <= 60; i++) last = (await app.inject({ url: `/no-such-page-${i}` })).statusCode
  t.equal(last, 429)
  const page = await app.inject({ url: '/welcome' })
  t.equal(page.statusCode, 200, 'known pages are not limited')
})
