/**
 * What the scheme's app does, as a Node script: signs a collector in the way OAuth 2.0 for native
 * apps says (RFC 8252: the provider's page in a browser, PKCE S256, a loopback redirect on a port of
 * its own, the code exchanged without a secret), then calls the gateway's API with the access token
 * through a client typed from the OpenAPI document (openapi-fetch over `api.d.ts`): the balance,
 * the offers, one offer saved and read back. At the end it revokes its refresh token (signs out).
 *
 *   node examples/app-client/app-client.ts http://localhost:3000
 *
 * prints the sign-in address to open in a browser; a test passes `openAuthorizationUrl` instead.
 */
import { createHash, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import createClient from 'openapi-fetch'
import type { paths } from './api.d.ts'

export type AppClientOptions = {
  /** The gateway's origin, e.g. https://www.nectar.com or http://localhost:3000. */
  gatewayUrl: string
  /** Shows the collector the provider's sign-in page (a system browser in a real app). */
  openAuthorizationUrl: (url: string) => Promise<void> | void
  /** The app's public client id at the provider. */
  clientId?: string
}

type Discovery = { authorization_endpoint: string; token_endpoint: string; revocation_endpoint: string }
type Tokens = { access_token: string; refresh_token: string; expires_in: number }

const base64url = (bytes: Buffer) => bytes.toString('base64url')

/** Waits on 127.0.0.1 (any free port) for the provider's redirect back to /callback, once. */
async function loopbackRedirect() {
  let settle: (query: URLSearchParams) => void = () => {}
  const arrived = new Promise<URLSearchParams>((resolve) => {
    settle = resolve
  })
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (url.pathname !== '/callback') {
      response.writeHead(404).end()
      return
    }
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><title>Signed in</title><h1>You are signed in: return to the app</h1>')
    settle(url.searchParams)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    redirectUri: `http://127.0.0.1:${port}/callback`,
    query: arrived.finally(() => server.close()),
  }
}

async function postForm<T>(url: string, form: Record<string, string>): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(form),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text}`)
  return (text ? JSON.parse(text) : {}) as T
}

/** The authorization code flow with PKCE and a loopback redirect: the app's tokens. */
async function signIn(options: AppClientOptions, clientId: string, provider: Discovery): Promise<Tokens> {
  const verifier = base64url(randomBytes(32))
  const challenge = base64url(createHash('sha256').update(verifier).digest())
  const state = base64url(randomBytes(16))
  const loopback = await loopbackRedirect()
  const authorize = new URL(provider.authorization_endpoint)
  for (const [name, value] of Object.entries({
    client_id: clientId,
    response_type: 'code',
    scope: 'openid offline',
    redirect_uri: loopback.redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
  }))
    authorize.searchParams.set(name, value)
  await options.openAuthorizationUrl(authorize.href)
  const answer = await loopback.query
  if (answer.get('state') !== state) throw new Error('the redirect came back with another state')
  const code = answer.get('code')
  if (!code) throw new Error(`sign-in refused: ${answer.get('error') ?? 'no code'}`)
  return postForm<Tokens>(provider.token_endpoint, {
    grant_type: 'authorization_code',
    client_id: clientId,
    code,
    redirect_uri: loopback.redirectUri,
    code_verifier: verifier,
  })
}

/** The provider's endpoints from its discovery document, served through the gateway under /oidc. */
async function discover(gatewayUrl: string): Promise<Discovery> {
  const response = await fetch(new URL('/oidc/.well-known/openid-configuration', gatewayUrl))
  if (!response.ok) throw new Error(`discovery answered ${response.status}`)
  return (await response.json()) as Discovery
}

export async function runAppClient(options: AppClientOptions) {
  const clientId = options.clientId ?? 'loyalty-app'
  const provider = await discover(options.gatewayUrl)
  const tokens = await signIn(options, clientId, provider)
  const api = createClient<paths>({
    baseUrl: options.gatewayUrl,
    headers: { authorization: `Bearer ${tokens.access_token}` },
  })

  const balance = await api.GET('/api/card/balance')
  if (!balance.data) throw new Error(`balance: ${balance.response.status}`)
  const list = await api.GET('/api/offers')
  if (!list.data) throw new Error(`offers: ${list.response.status}`)
  const offer = list.data.offers.find(
    (one) => one.state === 'UNLOADED' && one.status === 'ACTIVE' && one.sourceType !== 'COALITION',
  )
  if (!offer) throw new Error('no offer to save')
  const loaded = await api.PUT('/api/offers/{offerId}/state', {
    params: { path: { offerId: offer.id } },
    body: { action: 'load' },
  })
  if (!loaded.data) throw new Error(`saving the offer: ${loaded.response.status}`)
  const readBack = await api.GET('/api/offers/{offerId}', { params: { path: { offerId: offer.id } } })
  if (!readBack.data) throw new Error(`reading the offer: ${readBack.response.status}`)

  // Signing out: the refresh token and the grant behind it end; the access token stops working
  // within seconds (the gateway's check of a token is reused that long).
  await postForm(provider.revocation_endpoint, { client_id: clientId, token: tokens.refresh_token })
  return {
    points: balance.data.points,
    offers: list.data.offers.length,
    saved: { id: offer.id, before: offer.state, after: readBack.data.state },
  }
}

if (import.meta.main) {
  const gatewayUrl = process.argv[2] ?? 'http://localhost:3000'
  const result = await runAppClient({
    gatewayUrl,
    openAuthorizationUrl: (url) => console.log(`Open this address in a browser and sign in:\n${url}`),
  })
  console.log(result)
}
