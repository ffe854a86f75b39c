/**
 * OIDC-6: redirect_uri is the configured constant, never derived from Host or X-Forwarded-Host,
 * even when the proxy is trusted; the code exchange sends the same constant.
 */
import t from 'tap'
import { buildGatewayForMockIdp, logIn, MOCK_PUBLIC_ORIGIN, startMockIdp } from '../login/mock-idp.ts'

const REDIRECT_URI = `${MOCK_PUBLIC_ORIGIN}/oauth_redirect`
const SPOOFED = {
  host: 'attacker.example',
  'x-forwarded-host': 'attacker.example',
  'x-forwarded-proto': 'https',
  forwarded: 'host=attacker.example;proto=https',
}

for (const trustProxy of ['', '127.0.0.1']) {
  t.test(`spoofed Host and X-Forwarded-Host${trustProxy ? ' through a trusted proxy' : ''}`, async (t) => {
    const idp = await startMockIdp(t)
    const gateway = await buildGatewayForMockIdp(t, idp, trustProxy ? { TRUST_PROXY: trustProxy } : {})
    const { authorizeUrl, done } = await logIn(gateway, idp, { headers: SPOOFED })
    t.equal(authorizeUrl.searchParams.get('redirect_uri'), REDIRECT_URI, 'the authorize URL has the constant')
    t.notMatch(authorizeUrl.href, /attacker/)
    t.equal(idp.authRequests[0]?.get('redirect_uri'), REDIRECT_URI)
    t.equal(done.headers.location, '/homepage', 'the login completes')
    t.equal(
      idp.calls('authorization_code')[0]?.params.get('redirect_uri'),
      REDIRECT_URI,
      'and exchanges with it',
    )
  })
}

t.test(
  'the callback reached under a spoofed Host goes to PUBLIC_ORIGIN, and exchanges with the constant there',
  async (t) => {
    const idp = await startMockIdp(t)
    const gateway = await buildGatewayForMockIdp(t, idp, { TRUST_PROXY: '127.0.0.1' })
    const start = await gateway.inject({ method: 'GET', url: '/api/login/identity/start' })
    const callback = await idp.authorize(String(start.headers.location))
    const cookie =
      String(([] as string[]).concat(start.headers['set-cookie'] ?? [])[0]).split(';', 1)[0] ?? ''
    const spoofed = await gateway.inject({ method: 'GET', url: callback, headers: { ...SPOOFED, cookie } })
    const { pathname, search } = new URL(callback, MOCK_PUBLIC_ORIGIN)
    t.equal(spoofed.statusCode, 308, 'a page on another host than PUBLIC_ORIGIN is redirected first')
    t.equal(
      spoofed.headers.location,
      `${MOCK_PUBLIC_ORIGIN}${pathname}${search}`,
      'to PUBLIC_ORIGIN, never the spoofed host',
    )
    t.equal(idp.calls('authorization_code').length, 0, 'nothing is exchanged on the spoofed host')
    const done = await gateway.inject({ method: 'GET', url: `${pathname}${search}`, headers: { cookie } })
    t.equal(done.headers.location, '/homepage')
    t.equal(idp.calls('authorization_code')[0]?.params.get('redirect_uri'), REDIRECT_URI)
  },
)
