/**
 * Logout end to end on the real gateway, the reference upstream and its provider, for every
 * combination of the hotels-logout and redirect-to-identity switches, with and without next and
 * the account-deleted flag: the answer never holds a token (OIDC-5), the upstream calls the
 * specification's §4 Logout lists, the refresh token revoked at the provider, the landing page of
 * the Logout route (through the provider's end-session when identity logout is on), a one-time
 * end-session hop, and a replayed cookie refused (SES-6).
 */
import t, { type Test } from 'tap'
import { SWITCHES } from '../../../config/switches.ts'
import { FORCE_SWITCHES_PARAM } from '../../../shared/switches.ts'
import { Browser, PUBLIC_ORIGIN } from '../../upstream/oidc/helper.ts'
import { API_HEADERS as api, signInThroughProvider, startProviderStand } from './provider-stand.ts'

const TOKEN = /eyJ[\w-]+\.[\w-]+\./
/** Fetch Metadata of a top-level navigation, of page script's fetch() and of a frame (Chromium's). */
const NAVIGATION = {
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  'sec-fetch-site': 'same-origin',
}
const SCRIPT_FETCH = { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'same-origin' }
const FRAME = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'same-origin' }

/** Every call the upstream answered: method, path and status. */
const upstreamCalls: string[] = []
// Both switches off in every environment: each case forces on the ones it needs.
const definitions = {
  ...SWITCHES,
  isHotelsLogoutEnabled: { values: [false, false, false], forceable: false },
  isRedirectToIdentityAfterLogoutEnabled: { values: [false, false, false], forceable: false },
} as const
const provider = await startProviderStand(t, 'logout', {
  gateway: { featureSwitches: { definitions } },
  onUpstream: (upstream) =>
    upstream.addHook('onResponse', async (request, reply) => {
      upstreamCalls.push(`${request.method} ${request.url.split('?', 1)[0]} ${reply.statusCode}`)
    }),
})
const { config, gateway, stand } = provider

const cardEntry = (next: string) =>
  `${config.IDENTITY_START_PREFIX}/enter-card-number?next=${encodeURIComponent(next)}`

/** Identity login as the demo collector, checked: the signed-in session cookie. */
async function signIn(t: Test): Promise<string> {
  const cookie = await signInThroughProvider(provider, '/account')
  const session = await gateway.inject({ method: 'GET', url: '/api/session', headers: { cookie } })
  t.equal(session.json().signedIn, true, 'signed in before logout')
  return cookie
}

/**
 * The provider's end-session page, submitted as the browser would (the gateway's Clear-Site-Data
 * removed the provider's session cookie, so the provider's page submits itself): where the
 * provider sends the browser back to.
 */
async function endAtProvider(t: Test, endSession: string): Promise<URL> {
  const browser = new Browser(stand)
  const page = await browser.request(endSession)
  const html = await page.text()
  t.equal(page.status, 200)
  t.notMatch(html, 'something went wrong', 'the provider accepts the id_token_hint')
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? ''
  const action = /<form[^>]* action="([^"]+\/session\/end\/confirm)"/.exec(html)?.[1] ?? ''
  const done = await browser.post(new URL(action, config.OIDC_ISSUER).href, { xsrf, logout: 'yes' })
  t.equal(done.status, 303)
  return new URL(done.headers.get('location') ?? '', PUBLIC_ORIGIN)
}

const calls = (name: string) => upstreamCalls.filter((call) => call.includes(name))

for (const hotels of [false, true]) {
  for (const identity of [false, true]) {
    for (const next of [undefined, '/account']) {
      for (const accountDeleted of [false, true]) {
        const name = `hotels ${hotels ? 'on' : 'off'}, identity redirect ${identity ? 'on' : 'off'}, ${
          next ? `next ${next}` : 'no next'
        }${accountDeleted ? ', account deleted' : ''}`
        t.test(name, async (t) => {
          const cookie = await signIn(t)
          const forced = [
            ...(hotels ? ['isHotelsLogoutEnabled'] : []),
            ...(identity ? ['isRedirectToIdentityAfterLogoutEnabled'] : []),
          ]
          upstreamCalls.length = 0
          const logout = await gateway.inject({
            method: 'POST',
            url: `/api/session/logout?${FORCE_SWITCHES_PARAM}=${forced.join(',')}`,
            headers: { ...api, cookie },
            payload: { ...(next ? { next } : {}), ...(accountDeleted ? { accountDeleted } : {}) },
          })
          t.equal(logout.statusCode, 200, '/api/* answers JSON, never a redirect')
          t.notOk(logout.headers.location)
          t.notMatch(logout.body, TOKEN, 'no token in the answer')
          t.notMatch(JSON.stringify(logout.headers), TOKEN, 'no token in its headers')
          t.equal(logout.headers['clear-site-data'], '"cache", "cookies", "storage"')
          const answer = logout.json() as { location: string; logoutSuccess: boolean }
          t.equal(answer.logoutSuccess, accountDeleted, 'the logout-success flag follows account deletion')

          t.equal(calls('DELETE /session ').length, 1, 'delete-session called')
          t.match(calls('DELETE /session ')[0], / 20\d$/)
          t.equal(calls('/hotels/logout').length, hotels ? 1 : 0, 'hotels logout only when on')
          t.equal(calls('/hotels/partner/logout').length, hotels ? 1 : 0, 'partner logout only when on')
          t.equal(calls('/logout-session').length, identity ? 1 : 0, 'logout-session only when on')
          t.same(
            calls('POST /token/revocation').map((call) => call.split(' ').at(-1)),
            ['200'],
            'the refresh token revoked at the provider',
          )

          const replay = await gateway.inject({ method: 'GET', url: '/api/session', headers: { cookie } })
          t.same(replay.json(), { signedIn: false }, 'the cookie replayed after logout is refused')
          const landing = next ? cardEntry(next) : '/welcome'
          if (!identity) {
            t.equal(answer.location, landing, 'straight to the Logout route destination')
            return
          }
          const hop = new URL(answer.location, PUBLIC_ORIGIN)
          t.equal(hop.pathname, '/logout/end-session', 'the end-session hop, a gateway route')
          // Issue 14: script's fetch() (or a frame, or a browser without Fetch Metadata) would see
          // where the hop leads: it gets the plain destination, and the ticket stays unspent.
          for (const headers of [SCRIPT_FETCH, FRAME, {}]) {
            const read = await gateway.inject({ method: 'GET', url: `${hop.pathname}${hop.search}`, headers })
            t.equal(read.statusCode, 303)
            t.equal(read.headers.location, landing, `not a top-level navigation: ${JSON.stringify(headers)}`)
          }
          const first = await gateway.inject({
            method: 'GET',
            url: `${hop.pathname}${hop.search}`,
            headers: NAVIGATION,
          })
          t.equal(first.statusCode, 303)
          t.equal(first.headers['cache-control'], 'no-store')
          t.equal(first.headers['cross-origin-opener-policy'], 'noopener-allow-popups', 'no opener keeps it')
          const endSession = new URL(String(first.headers.location))
          t.equal(endSession.href.startsWith(`${config.OIDC_ISSUER}/session/end`), true, 'to the provider')
          t.match(endSession.searchParams.get('id_token_hint'), TOKEN, 'with the ID token as the hint')
          const returnTo = next ? `${PUBLIC_ORIGIN}/logout` : `${PUBLIC_ORIGIN}/welcome`
          t.equal(endSession.searchParams.get('post_logout_redirect_uri'), returnTo)
          t.equal(endSession.searchParams.get('state'), next ?? null)

          const again = await gateway.inject({
            method: 'GET',
            url: `${hop.pathname}${hop.search}`,
            headers: NAVIGATION,
          })
          t.equal(again.statusCode, 303, 'a second visit is not an error')
          t.equal(again.headers.location, landing, 'and goes to the plain destination')

          const back = await endAtProvider(t, endSession.href)
          t.equal(back.origin, PUBLIC_ORIGIN)
          if (!next) {
            t.equal(back.pathname, '/welcome', 'the provider returns to /welcome')
            return
          }
          t.equal(back.pathname, '/logout')
          const final = await gateway.inject({ method: 'GET', url: `${back.pathname}${back.search}` })
          t.equal(final.statusCode, 303)
          t.equal(final.headers.location, landing, 'then the Logout route destination')
        })
      }
    }
  }
}

t.test('the end-session hop without a ticket, or with a made-up one, is the plain destination', async (t) => {
  for (const [query, landing] of [
    ['', '/welcome'],
    ['?ticket=made-up', '/welcome'],
    ['?next=%2Faccount', cardEntry('/account')],
    ['?ticket=made-up&next=https%3A%2F%2Fevil.example%2F', '/welcome'],
  ] as const) {
    const hop = await gateway.inject({
      method: 'GET',
      url: `/logout/end-session${query}`,
      headers: NAVIGATION,
    })
    t.equal(hop.statusCode, 303, query)
    t.equal(hop.headers.location, landing, query)
  }
})

t.test('logout without a session still answers where to go', async (t) => {
  const logout = await gateway.inject({
    method: 'POST',
    url: `/api/session/logout?${FORCE_SWITCHES_PARAM}=isRedirectToIdentityAfterLogoutEnabled`,
    headers: api,
    payload: { next: '/account' },
  })
  t.equal(logout.statusCode, 200)
  t.same(logout.json(), { location: cardEntry('/account'), logoutSuccess: false })
})
