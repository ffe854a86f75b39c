/**
 * Identity login end to end: the real gateway and the reference upstream's provider. Start route
 * → provider login page → /oauth_redirect → signed-in session → logout with Clear-Site-Data and a
 * refused replay.
 */
import t from 'tap'
import { Browser, DEMO, formAction, PUBLIC_ORIGIN } from '../../upstream/oidc/helper.ts'
import { API_HEADERS as api, sessionCookieOf as cookieOf, startProviderStand } from './provider-stand.ts'

const { config, gateway, stand } = await startProviderStand(t, 'identity-login')

async function signIn(next: string | undefined) {
  const start = await gateway.inject({
    method: 'GET',
    url: `/api/login/identity/start${next === undefined ? '' : `?next=${encodeURIComponent(next)}`}`,
  })
  t.equal(start.statusCode, 302)
  const authorize = new URL(String(start.headers.location))
  t.equal(authorize.searchParams.get('code_challenge_method'), 'S256')
  t.equal(authorize.searchParams.get('scope'), 'openid offline')
  t.equal(authorize.searchParams.get('response_type'), 'code')
  t.equal(authorize.searchParams.get('redirect_uri'), `${PUBLIC_ORIGIN}/oauth_redirect`)
  const preLogin = cookieOf(start.headers)
  const browser = new Browser(stand)
  const page = await browser.follow(await browser.request(authorize.href))
  const action = new URL(formAction(await page.text()), config.OIDC_ISSUER).href
  const back = await browser.follow(
    await browser.post(action, { identifier: DEMO.card, password: DEMO.password }),
  )
  const callback = new URL(back.headers.get('location') ?? '')
  t.equal(callback.pathname, '/oauth_redirect')
  const done = await gateway.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: preLogin },
  })
  return { done, preLogin, callback }
}

t.test(
  'login through the provider without next, or with the welcome page as next, lands on home',
  async (t) => {
    for (const next of [undefined, '/', '/welcome']) {
      const { done } = await signIn(next)
      t.equal(done.statusCode, 303)
      t.equal(done.headers.location, '/homepage', `next ${next ?? 'absent'}`)
      const home = await gateway.inject({
        method: 'GET',
        url: '/',
        headers: { cookie: cookieOf(done.headers) },
      })
      t.equal(home.headers.location, '/homepage', 'and the welcome page sends the signed-in collector home')
    }
  },
)

t.test('login through the provider lands on next with a session', async (t) => {
  const { done, preLogin, callback } = await signIn('/account')
  t.equal(done.statusCode, 303)
  t.equal(done.headers.location, '/account')
  t.notMatch(String(done.headers.location), /code=|access_token/)
  const cookie = cookieOf(done.headers)
  t.ok(cookie.length > 0 && cookie.length < 3072, `cookie ${cookie.length} bytes`)
  const session = await gateway.inject({ method: 'GET', url: '/api/session', headers: { cookie } })
  t.same(session.json(), { signedIn: true, firstName: 'Alex', collectorHash: session.json().collectorHash })
  t.match(session.json().collectorHash, /^[0-9a-f]{64}$/)
  const old = await gateway.inject({ method: 'GET', url: '/api/session', headers: { cookie: preLogin } })
  t.same(old.json(), { signedIn: false }, 'the pre-login cookie is not signed in (SES-4)')
  const replay = await gateway.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: preLogin },
  })
  t.equal(replay.headers.location, '/login-failed', 'a replayed callback fails')

  const logout = await gateway.inject({
    method: 'POST',
    url: '/api/session/logout',
    headers: { ...api, cookie },
    payload: { next: '/account' },
  })
  t.equal(logout.statusCode, 200)
  t.equal(logout.headers['clear-site-data'], '"cache", "cookies", "storage"')
  t.notMatch(logout.body, /eyJ[\w-]+\.[\w-]+\./, 'no token in the logout answer (OIDC-5)')
  // As a top-level navigation: the hop answers nothing else (issue 14).
  const hop = await gateway.inject({
    method: 'GET',
    url: logout.json().location,
    headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
  })
  t.equal(hop.statusCode, 303, 'the end-session hop redirects the browser to the provider')
  const location = new URL(String(hop.headers.location))
  t.equal(location.pathname, '/oidc/session/end')
  t.equal(location.searchParams.get('post_logout_redirect_uri'), `${PUBLIC_ORIGIN}/logout`)
  t.equal(location.searchParams.get('state'), '/account')
  const after = await gateway.inject({ method: 'GET', url: '/api/session', headers: { cookie } })
  t.same(after.json(), { signedIn: false }, 'a replayed cookie after logout is refused')
  const landing = await gateway.inject({ method: 'GET', url: '/logout?state=%2Faccount' })
  t.equal(landing.headers.location, `${config.IDENTITY_START_PREFIX}/enter-card-number?next=%2Faccount`)
})

t.test('the provider return to /logout follows only a page of this site', async (t) => {
  const shell = await gateway.inject({ method: 'GET', url: '/logout' })
  // This stand serves no client build; what matters is that /logout itself is not a redirect.
  t.equal(shell.headers.location, undefined, 'without state: the logout screen, not a redirect')
  for (const state of ['https://evil.example/', '//evil.example/account', 'javascript:alert(1)']) {
    const landing = await gateway.inject({ method: 'GET', url: `/logout?state=${encodeURIComponent(state)}` })
    t.equal(landing.statusCode, 303, state)
    t.equal(landing.headers.location, '/welcome', `${state}: the Logout route without next`)
  }
})

t.test('a wrong state or a missing transaction ends on /login-failed', async (t) => {
  const start = await gateway.inject({ method: 'GET', url: '/api/login/identity/start' })
  const cookie = cookieOf(start.headers)
  const wrong = await gateway.inject({
    method: 'GET',
    url: '/oauth_redirect?code=x&state=other',
    headers: { cookie },
  })
  t.equal(wrong.headers.location, '/login-failed')
  const none = await gateway.inject({ method: 'GET', url: '/oauth_redirect?code=x&state=y' })
  t.equal(none.headers.location, '/login-failed')
  const cancelled = await gateway.inject({ method: 'GET', url: '/api/login/identity/start' })
  const state = new URL(String(cancelled.headers.location)).searchParams.get('state')
  const denied = await gateway.inject({
    method: 'GET',
    url: `/oauth_redirect?error=access_denied&state=${state}`,
    headers: { cookie: cookieOf(cancelled.headers) },
  })
  t.equal(denied.headers.location, '/login-failed')
})
