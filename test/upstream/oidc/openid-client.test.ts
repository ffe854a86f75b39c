import * as client from 'openid-client'
import t from 'tap'
import { Browser, DEMO, PUBLIC_ORIGIN, REDIRECT_URI, startStand, submitLogin } from './helper.ts'

// The gateway's side of the protocol, with openid-client as the relying party. URLs under the
// issuer's origin are sent to the upstream's loopback address, as the gateway's forward does.
const stand = await startStand(t)
const { config } = stand
const localFetch: client.CustomFetch = (url, { body, ...options }) =>
  fetch(stand.local(url), { ...options, body: body instanceof Uint8Array ? new Uint8Array(body) : body })

async function discover() {
  const configuration = await client.discovery(
    new URL(config.OIDC_ISSUER),
    config.OIDC_CLIENT_ID,
    { id_token_signed_response_alg: 'RS256' },
    client.ClientSecretBasic(config.OIDC_CLIENT_SECRET),
    { [client.customFetch]: localFetch },
  )
  configuration[client.customFetch] = localFetch
  return configuration
}

/** Authorize in a browser, log in as the demo collector; returns the callback URL and the checks. */
async function logIn(configuration: client.Configuration, browser: Browser) {
  const pkceCodeVerifier = client.randomPKCECodeVerifier()
  const expectedState = client.randomState()
  const expectedNonce = client.randomNonce()
  const authorize = client.buildAuthorizationUrl(configuration, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid offline',
    code_challenge: await client.calculatePKCECodeChallenge(pkceCodeVerifier),
    code_challenge_method: 'S256',
    state: expectedState,
    nonce: expectedNonce,
  })
  const page = await browser.follow(await browser.request(authorize.href))
  const callback = await submitLogin(browser, await page.text(), {
    identifier: DEMO.card,
    password: DEMO.password,
  })
  const callbackUrl = new URL(callback.headers.get('location') ?? '')
  return { callbackUrl, checks: { pkceCodeVerifier, expectedState, expectedNonce, idTokenExpected: true } }
}

t.test('openid-client: discovery, code grant with PKCE, refresh, revocation', async (t) => {
  const configuration = await discover()
  t.equal(configuration.serverMetadata().issuer, config.OIDC_ISSUER)
  const { callbackUrl, checks } = await logIn(configuration, new Browser(stand))

  const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, checks)
  t.match(tokens.claims(), {
    iss: config.OIDC_ISSUER,
    aud: config.OIDC_CLIENT_ID,
    given_name: 'Alex',
    nonce: checks.expectedNonce,
  })
  t.equal(tokens.scope, 'openid offline')
  t.type(tokens.refresh_token, 'string')

  const refreshed = await client.refreshTokenGrant(configuration, tokens.refresh_token ?? '')
  t.not(refreshed.refresh_token, tokens.refresh_token, 'the refresh token rotated')
  t.equal(refreshed.claims()?.sub, tokens.claims()?.sub)

  await client.tokenRevocation(configuration, refreshed.refresh_token ?? '', {
    token_type_hint: 'refresh_token',
  })
  const refused = await client
    .refreshTokenGrant(configuration, refreshed.refresh_token ?? '')
    .catch((error: unknown) => error)
  t.match(refused, { error: 'invalid_grant', error_description: 'grant request is invalid' })
})

t.test('a callback with another state is refused by the relying party', async (t) => {
  const configuration = await discover()
  const { callbackUrl, checks } = await logIn(configuration, new Browser(stand))
  await t.rejects(
    client.authorizationCodeGrant(configuration, callbackUrl, { ...checks, expectedState: 'other' }),
    {
      code: 'OAUTH_INVALID_RESPONSE',
    },
  )
})

t.test(
  'RP-initiated logout: a confirmation page without script, then the post-logout redirect',
  async (t) => {
    const configuration = await discover()
    const browser = new Browser(stand)
    const { callbackUrl, checks } = await logIn(configuration, browser)
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, checks)

    const endSession = client.buildEndSessionUrl(configuration, {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: `${PUBLIC_ORIGIN}/welcome`,
      state: 'after-logout',
    })
    const page = await browser.request(endSession.href)
    t.equal(page.status, 200)
    t.match(page.headers.get('content-security-policy'), /^default-src 'none'; style-src 'self';/)
    const html = await page.text()
    t.notMatch(html, /<script|<style|\sstyle=/i)
    t.match(html, '<h1>Do you want to log out?</h1>')
    t.match(
      html,
      /<button type="submit" form="op.logoutForm"[^>]* name="logout" value="yes">Log out<\/button>/,
    )
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)">/.exec(html)?.[1] ?? ''
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? ''

    const confirmed = await browser.post(action, { xsrf, logout: 'yes' })
    t.equal(confirmed.status, 303)
    t.equal(confirmed.headers.get('location'), `${PUBLIC_ORIGIN}/welcome?state=after-logout`)
    t.notOk(browser.cookies.has('_session'), 'the provider session cookie is cleared')

    const foreign = client.buildEndSessionUrl(configuration, {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: 'https://evil.example/welcome',
    })
    const refused = await browser.request(foreign.href)
    t.equal(refused.status, 400)
    t.match(await refused.text(), '<p role="alert">post_logout_redirect_uri not registered</p>')
  },
)
