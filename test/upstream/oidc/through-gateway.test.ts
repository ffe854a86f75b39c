import t from 'tap'
import { buildTestGateway } from '../../helpers/gateway.ts'
import {
  authorizationCode,
  Browser,
  codeGrant,
  DEMO,
  jwtPayload,
  openLoginPage,
  PUBLIC_ORIGIN,
  pkcePair,
  type Stand,
  startStand,
  submitLogin,
} from './helper.ts'

// The provider as the browser meets it: behind the gateway, which forwards /oidc/* from its own
// origin to the upstream. The token calls go straight to the upstream, as the gateway makes them.
// The browser's requests reach the gateway's loopback port through a proxy (trusted) that names
// the public host, as a load balancer does: pages on another host are redirected to PUBLIC_ORIGIN.
const stand = await startStand(t)
const publicHost = { 'x-forwarded-host': new URL(PUBLIC_ORIGIN).host }
const gateway = await buildTestGateway(t, {
  PUBLIC_ORIGIN,
  TRUST_PROXY: '127.0.0.1',
  IDENTITY_API_URL: stand.base,
  OIDC_CLIENT_SECRET: stand.config.OIDC_CLIENT_SECRET,
})
await gateway.listen({ port: 0, host: '127.0.0.1' })
const address = gateway.server.address()
const gatewayBase = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : ''
const viaGateway: Stand = {
  ...stand,
  local: (url) => url.replace(PUBLIC_ORIGIN, gatewayBase),
  headers: publicHost,
}

t.test('discovery through the gateway names the issuer on the gateway origin', async (t) => {
  const response = await fetch(`${gatewayBase}/oidc/.well-known/openid-configuration`, {
    headers: publicHost,
  })
  t.equal(response.status, 200)
  t.match(await response.json(), {
    issuer: stand.config.OIDC_ISSUER,
    authorization_endpoint: `${PUBLIC_ORIGIN}/oidc/auth`,
  })
})

t.test('the whole login through the gateway: page, cookies, redirects, code', async (t) => {
  const browser = new Browser(viaGateway)
  const page = await openLoginPage(browser, {
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
  })
  t.equal(page.status, 200)
  t.notMatch(await page.text(), /<script>|<style|\sstyle=/i, 'no inline script or style')
  t.match(
    page.headers.get('content-security-policy'),
    /; script-src 'self'$/,
    "the provider's policy reaches the browser: its own script files only",
  )
  t.ok(browser.cookies.has('_interaction'), 'the provider cookies reach the browser')

  const { verifier, challenge } = pkcePair()
  const { code } = await authorizationCode(browser, challenge)
  const tokens = await codeGrant(stand, code, verifier)
  t.equal(tokens.status, 200)
  t.equal(jwtPayload(tokens.body.id_token).given_name, 'Alex')
})

t.test(
  "another collector's login on the same browser: the provider's self-posting form may run",
  async (t) => {
    const browser = new Browser(viaGateway)
    const params = { code_challenge: pkcePair().challenge, code_challenge_method: 'S256', prompt: 'login' }
    const first = await openLoginPage(browser, params)
    await submitLogin(browser, await first.text(), {
      identifier: 'sam.patel@example.com',
      password: DEMO.password,
    })
    const second = await openLoginPage(browser, params)
    const switching = await submitLogin(browser, await second.text(), {
      identifier: DEMO.card,
      password: DEMO.password,
    })
    t.equal(switching.status, 200)
    t.match(switching.headers.get('content-security-policy'), /script-src 'self' 'sha256-/)
  },
)
