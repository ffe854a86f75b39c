/**
 * The scheme's app against the real gateway and the reference upstream: the gateway listens on
 * loopback behind a trusted proxy that names the public host (as through-gateway.test.ts), and the
 * app gets its tokens the way RFC 8252 says: the authorization code flow with PKCE S256 at the
 * provider's page (forwarded by the gateway under /oidc), a loopback redirect on a port of its
 * own, and the code exchanged at the token endpoint without a secret.
 */
import type { DestinationStream } from 'pino'
import type { Test } from 'tap'
import { seedOffers } from '../../../server/upstream/seed/offers.ts'
import { buildTestGateway } from '../../helpers/gateway.ts'
import {
  Browser,
  DEMO,
  openLoginPage,
  PUBLIC_ORIGIN,
  pkcePair,
  type Stand,
  startStand,
  submitLogin,
} from '../../upstream/oidc/helper.ts'

export const SAM = 'sam.patel@example.com'
const PUBLIC_HOST = { 'x-forwarded-host': new URL(PUBLIC_ORIGIN).host }

export type AppStandOptions = {
  logStream?: DestinationStream
  /** The gateway's clock (token expiry, the reuse of a checked token). */
  now?: () => number
}

export async function appStand(t: Test, options: AppStandOptions = {}) {
  const stand = await startStand(t)
  await seedOffers(stand.upstream.db)
  const gateway = await buildTestGateway(
    t,
    {
      PUBLIC_ORIGIN,
      TRUST_PROXY: '127.0.0.1',
      UPSTREAM_PORT: new URL(stand.base).port,
      OIDC_CLIENT_SECRET: stand.config.OIDC_CLIENT_SECRET,
    },
    {
      ...(options.logStream ? { logStream: options.logStream } : {}),
      ...(options.now ? { identityLogin: { now: options.now } } : {}),
    },
  )
  await gateway.listen({ port: 0, host: '127.0.0.1' })
  const address = gateway.server.address()
  const base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : ''
  const viaGateway: Stand = {
    ...stand,
    local: (url) => url.replace(PUBLIC_ORIGIN, base),
    headers: PUBLIC_HOST,
  }
  return { stand, gateway, base, viaGateway }
}

export type AppTokens = { access: string; refresh: string; expiresIn: number }

/** A token endpoint call through the gateway's /oidc forward: a public client sends its id, no secret. */
export async function oidcPost(stand: Stand, path: string, form: Record<string, string>) {
  const response = await fetch(stand.local(`${stand.config.OIDC_ISSUER}${path}`), {
    method: 'POST',
    headers: { ...stand.headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> }
}

/**
 * The app's sign-in, as a collector does it on the provider's page: PKCE S256, state, the loopback
 * redirect on `port` (nothing need listen there: the page's last redirect names it), then the code
 * exchanged for tokens.
 */
export async function appSignIn(
  stand: Stand,
  identifier: string = DEMO.card,
  port = 48_123,
): Promise<AppTokens> {
  const { verifier, challenge } = pkcePair()
  const redirectUri = `http://127.0.0.1:${port}/callback`
  const browser = new Browser(stand)
  const page = await openLoginPage(browser, {
    client_id: stand.config.APP_CLIENT_ID,
    redirect_uri: redirectUri,
    scope: 'openid offline',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'app-state',
  })
  const back = await submitLogin(browser, await page.text(), { identifier, password: DEMO.password })
  const location = new URL(back.headers.get('location') ?? '')
  if (location.origin !== `http://127.0.0.1:${port}` || location.searchParams.get('state') !== 'app-state')
    throw new Error(`the provider sent the app to ${location.href}`)
  const { status, body } = await oidcPost(stand, '/token', {
    grant_type: 'authorization_code',
    client_id: stand.config.APP_CLIENT_ID,
    code: location.searchParams.get('code') ?? '',
    redirect_uri: redirectUri,
    code_verifier: verifier,
  })
  if (status !== 200) throw new Error(`token endpoint answered ${status} ${JSON.stringify(body)}`)
  return {
    access: String(body.access_token),
    refresh: String(body.refresh_token),
    expiresIn: Number(body.expires_in),
  }
}

/** A call to the gateway as the app makes it: the bearer token, no cookie, no browser headers. */
export function appApi(base: string, accessToken: string) {
  return async (
    method: 'GET' | 'PUT' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      redirect: 'manual',
    })
    const text = await response.text()
    let json: unknown = null
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      json = text
    }
    return { status: response.status, headers: response.headers, body: json as Record<string, unknown> }
  }
}
