/**
 * An OpenID Connect provider that can misbehave on request, for the gateway's identity-login
 * security tests: discovery, JWKS, /auth, /token (authorization code with PKCE S256 only, refresh
 * with rotation), /revoke and end-session, on a real HTTP server at 127.0.0.1. It signs real
 * RS256 ID tokens with `jose`, and mints the broken ones OIDC-4 lists; it records every call.
 * @see https://openid.net/specs/openid-connect-core-1_0.html#CodeFlowAuth
 */
import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, exportSPKI, generateKeyPair, type JWTPayload, SignJWT, UnsecuredJWT } from 'jose'
import type { Test } from 'tap'
import { buildTestGateway, type TestGatewayOptions } from '../../helpers/gateway.ts'
import { TEST_SECRETS } from '../../upstream/helpers/upstream.ts'

export const MOCK_CLIENT_ID = 'loyalty-web'
export const MOCK_PUBLIC_ORIGIN = 'http://localhost:3000'
const KEY_ID = 'mock-idp-key'

/** The ID token faults of OIDC-3 and OIDC-4. */
export const BROKEN_ID_TOKENS = [
  'alg-none',
  'hs256-with-public-key',
  'foreign-iss',
  'wrong-aud',
  'expired',
  'future-nbf',
  'wrong-nonce',
  'several-aud-without-azp',
  'signed-by-another-key',
] as const
export type IdTokenFault = (typeof BROKEN_ID_TOKENS)[number]

/** What the next answers of /token (and discovery) look like; change it between steps of a test. */
type TokenBehaviour = {
  /** Answer every /token call with this OAuth error, e.g. `invalid_grant`. */
  error?: string
  /** The status of that error answer (default 400; 503 with `temporarily_unavailable`). */
  errorStatus?: number
  /** Hold each /token answer this long (widens a race, never asserted on). */
  delayMs?: number
  /** Access and refresh tokens to issue instead of random ones (size tests). */
  accessToken?: () => string
  refreshToken?: () => string
  expiresIn?: number
  /** Extra ID token claims (long names, e-mails). */
  idTokenClaims?: Record<string, unknown>
  idTokenFault?: IdTokenFault
  /** How discovery fails: never answers, a 500 with a stack, or a body that is not JSON. */
  discoveryFault?: 'hang' | 'server-error' | 'bad-json'
}

type TokenCall = {
  grantType: string
  /** The decoded client_secret_basic credentials, when sent. */
  clientAuth?: { id: string; secret: string }
  params: URLSearchParams
  status: number
}

type PendingCode = { challenge: string; method: string; nonce: string; redirectUri: string; sub: string }

const base64url = (bytes: Buffer) => bytes.toString('base64url')
const random = () => base64url(randomBytes(24))

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  response.end(JSON.stringify(body))
}

function basicAuth(header: string | undefined) {
  if (!header?.startsWith('Basic ')) return undefined
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8')
  const at = decoded.indexOf(':')
  if (at === -1) return undefined
  return {
    id: decodeURIComponent(decoded.slice(0, at)),
    secret: decodeURIComponent(decoded.slice(at + 1)),
  }
}

export async function startMockIdp(t: Test, options: { clientSecret?: string; sub?: string } = {}) {
  const clientSecret = options.clientSecret ?? TEST_SECRETS.OIDC_CLIENT_SECRET
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true })
  const otherKey = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }
  const publicPem = await exportSPKI(publicKey)

  const behaviour: TokenBehaviour = {}
  const discoveries = { count: 0 }
  const authRequests: URLSearchParams[] = []
  const tokenCalls: TokenCall[] = []
  const revocations: URLSearchParams[] = []
  const codes = new Map<string, PendingCode>()
  const refreshTokens = new Map<string, string>()
  let issuer = ''

  async function idToken(nonce: string, sub: string): Promise<string> {
    const fault = behaviour.idTokenFault
    const now = Math.floor(Date.now() / 1000)
    const claims: JWTPayload = {
      sub,
      nonce: fault === 'wrong-nonce' ? random() : nonce,
      given_name: 'Alex',
      ...behaviour.idTokenClaims,
    }
    const aud =
      fault === 'wrong-aud'
        ? 'another-client'
        : fault === 'several-aud-without-azp'
          ? [MOCK_CLIENT_ID, 'another-client']
          : MOCK_CLIENT_ID
    const iss = fault === 'foreign-iss' ? 'https://idp.example.net/' : issuer
    const issuedAt = fault === 'expired' ? now - 7200 : now
    if (fault === 'alg-none') {
      return new UnsecuredJWT(claims)
        .setIssuer(iss)
        .setAudience(aud)
        .setIssuedAt(issuedAt)
        .setExpirationTime(now + 600)
        .encode()
    }
    const jwt = new SignJWT(claims)
      .setIssuer(iss)
      .setAudience(aud)
      .setIssuedAt(issuedAt)
      .setExpirationTime(fault === 'expired' ? now - 3600 : now + 600)
    if (fault === 'future-nbf') jwt.setNotBefore(now + 3600)
    if (fault === 'hs256-with-public-key') {
      return jwt.setProtectedHeader({ alg: 'HS256', kid: KEY_ID }).sign(new TextEncoder().encode(publicPem))
    }
    const key = fault === 'signed-by-another-key' ? otherKey.privateKey : privateKey
    return jwt.setProtectedHeader({ alg: 'RS256', kid: KEY_ID }).sign(key)
  }

  function issueRefreshToken(sub: string) {
    const token = behaviour.refreshToken?.() ?? random()
    refreshTokens.set(token, sub)
    return token
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    const params = new URLSearchParams(await readBody(request))
    const clientAuth = basicAuth(request.headers.authorization)
    const call: TokenCall = { grantType: params.get('grant_type') ?? '', params, status: 200 }
    if (clientAuth) call.clientAuth = clientAuth
    tokenCalls.push(call)
    if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs))
    const refuse = (status: number, error: string, description: string) => {
      call.status = status
      json(response, status, { error, error_description: description })
    }
    if (clientAuth?.id !== MOCK_CLIENT_ID || clientAuth.secret !== clientSecret) {
      return refuse(401, 'invalid_client', 'client authentication failed')
    }
    if (behaviour.error) return refuse(behaviour.errorStatus ?? 400, behaviour.error, 'refused on request')
    const expiresIn = behaviour.expiresIn ?? 300
    const accessToken = behaviour.accessToken?.() ?? random()

    if (call.grantType === 'authorization_code') {
      const code = codes.get(params.get('code') ?? '')
      // A code works once.
      codes.delete(params.get('code') ?? '')
      if (!code) return refuse(400, 'invalid_grant', 'unknown or used code')
      if (params.get('redirect_uri') !== code.redirectUri)
        return refuse(400, 'invalid_grant', 'redirect_uri mismatch')
      const verifier = params.get('code_verifier') ?? ''
      if (code.method !== 'S256') return refuse(400, 'invalid_request', 'only S256 is accepted')
      if (base64url(createHash('sha256').update(verifier).digest()) !== code.challenge) {
        return refuse(400, 'invalid_grant', 'PKCE verification failed')
      }
      return json(response, 200, {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: expiresIn,
        refresh_token: issueRefreshToken(code.sub),
        id_token: await idToken(code.nonce, code.sub),
        scope: 'openid offline',
      })
    }
    if (call.grantType === 'refresh_token') {
      const presented = params.get('refresh_token') ?? ''
      const sub = refreshTokens.get(presented)
      // Rotation: a refresh token is good for one refresh.
      refreshTokens.delete(presented)
      if (!sub) return refuse(400, 'invalid_grant', 'unknown or used refresh token')
      return json(response, 200, {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: expiresIn,
        refresh_token: issueRefreshToken(sub),
      })
    }
    return refuse(400, 'unsupported_grant_type', 'unsupported grant type')
  }

  function authorize(url: URL, response: ServerResponse) {
    const query = url.searchParams
    authRequests.push(query)
    const redirectUri = query.get('redirect_uri') ?? ''
    const back = new URL(redirectUri)
    const state = query.get('state')
    if (state) back.searchParams.set('state', state)
    back.searchParams.set('iss', issuer)
    const method = query.get('code_challenge_method') ?? 'plain'
    if (query.get('response_type') !== 'code' || method !== 'S256' || !query.get('code_challenge')) {
      back.searchParams.set('error', 'invalid_request')
    } else {
      const code = random()
      codes.set(code, {
        challenge: query.get('code_challenge') ?? '',
        method,
        nonce: query.get('nonce') ?? '',
        redirectUri,
        sub: options.sub ?? 'collector-1',
      })
      back.searchParams.set('code', code)
    }
    response.writeHead(303, { location: back.href })
    response.end()
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer)
    const path = url.pathname.replace(/^\/idp/, '')
    const handle = async () => {
      if (path === '/.well-known/openid-configuration') {
        discoveries.count += 1
        if (behaviour.discoveryFault === 'hang') return
        if (behaviour.discoveryFault === 'server-error') {
          return json(response, 500, { error: 'server_error', stack: 'at /srv/idp/discovery.js:12' })
        }
        if (behaviour.discoveryFault === 'bad-json') {
          response.writeHead(200, { 'content-type': 'application/json' })
          return response.end('{"issuer": ')
        }
        return json(response, 200, {
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          revocation_endpoint: `${issuer}/revoke`,
          end_session_endpoint: `${issuer}/session/end`,
          response_types_supported: ['code'],
          grant_types_supported: ['authorization_code', 'refresh_token'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_basic'],
          id_token_signing_alg_values_supported: ['RS256'],
          subject_types_supported: ['public'],
          scopes_supported: ['openid', 'offline'],
          authorization_response_iss_parameter_supported: true,
        })
      }
      if (path === '/jwks') return json(response, 200, { keys: [jwk] })
      if (path === '/auth') return authorize(url, response)
      if (path === '/token' && request.method === 'POST') return token(request, response)
      if (path === '/revoke' && request.method === 'POST') {
        revocations.push(new URLSearchParams(await readBody(request)))
        response.writeHead(200)
        return response.end()
      }
      if (path === '/session/end') {
        response.writeHead(200, { 'content-type': 'text/plain' })
        return response.end('signed out')
      }
      return json(response, 404, { error: 'not_found' })
    }
    handle().catch((error: unknown) => json(response, 500, { error: 'server_error', detail: String(error) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/idp`
  t.teardown(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  )

  return {
    issuer,
    clientSecret,
    behaviour,
    /** How many discovery requests arrived. */
    discoveries,
    authRequests,
    tokenCalls,
    revocations,
    /** /token calls of one grant type. */
    calls: (grantType: 'authorization_code' | 'refresh_token') =>
      tokenCalls.filter((call) => call.grantType === grantType),
    /** Follows an authorize URL as the browser would: the callback path and query at the gateway. */
    async authorize(authorizeUrl: string): Promise<string> {
      const answer = await fetch(authorizeUrl, { redirect: 'manual' })
      const callback = new URL(answer.headers.get('location') ?? '')
      return `${callback.pathname}${callback.search}`
    },
  }
}

export type MockIdp = Awaited<ReturnType<typeof startMockIdp>>

/** The real gateway with the mock as its provider; nothing listens on the upstream's port. */
export async function buildGatewayForMockIdp(
  t: Test,
  idp: MockIdp,
  env: Record<string, string> = {},
  options: TestGatewayOptions = {},
) {
  return buildTestGateway(
    t,
    {
      ...TEST_SECRETS,
      PUBLIC_ORIGIN: MOCK_PUBLIC_ORIGIN,
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: MOCK_CLIENT_ID,
      ...env,
    },
    options,
  )
}

type Gateway = Awaited<ReturnType<typeof buildTestGateway>>

export type LoginSteps = {
  /** The start route's answer (302 to the provider). */
  start: Awaited<ReturnType<Gateway['inject']>>
  authorizeUrl: URL
  /** The session cookie the start route set (the login transaction). */
  preLogin: string
  /** The callback path and query the provider sent the browser to. */
  callback: string
  /** The gateway's answer to the callback. */
  done: Awaited<ReturnType<Gateway['inject']>>
  /** The session cookie (`name=value`) after the callback, or '' when none was set. */
  cookie: string
}

/** The session cookie pair a response sets, or ''. */
export function sessionCookiePair(headers: Record<string, unknown>): string {
  const all = ([] as string[]).concat((headers['set-cookie'] as string | string[] | undefined) ?? [])
  return (
    all.map((line) => line.split(';', 1)[0] ?? '').find((pair) => /^(__Host-)?session=./.test(pair)) ?? ''
  )
}

/** One identity login: start at the gateway, the provider's redirect, the callback at the gateway. */
export async function logIn(
  gateway: Gateway,
  idp: MockIdp,
  options: {
    next?: string
    headers?: Record<string, string>
    /** Alters the authorize URL on its way to the provider (an attacker in the browser). */
    authorize?: (url: URL) => URL
    /** Alters the callback on its way back to the gateway. */
    callback?: (url: string) => string
  } = {},
): Promise<LoginSteps> {
  const query = options.next ? `?next=${encodeURIComponent(options.next)}` : ''
  const start = await gateway.inject({
    method: 'GET',
    url: `/api/login/identity/start${query}`,
    headers: options.headers ?? {},
  })
  const authorizeUrl = new URL(String(start.headers.location))
  const preLogin = sessionCookiePair(start.headers)
  const sent = options.authorize ? options.authorize(new URL(authorizeUrl.href)) : authorizeUrl
  const provided = await idp.authorize(sent.href)
  const callback = options.callback ? options.callback(provided) : provided
  const done = await gateway.inject({
    method: 'GET',
    url: callback,
    headers: preLogin ? { cookie: preLogin } : {},
  })
  return { start, authorizeUrl, preLogin, callback, done, cookie: sessionCookiePair(done.headers) }
}
