/**
 * Drives the reference upstream's OpenID Connect provider over real HTTP on loopback, the way a
 * browser and the gateway would: a cookie jar, manual redirects, and URLs under the issuer mapped
 * to the upstream's loopback address (the gateway forwards them in production).
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Test } from 'tap'
import { type Config, loadConfig } from '../../../config/env.ts'
import { sandboxCollectors } from '../../../server/upstream/seed/collectors.ts'
import { buildUpstream, type Upstream } from '../../../server/upstream/server.ts'
import { seededStoreEnv } from '../../helpers/seeded-store.ts'

export const DEMO = { card: '10000000001', email: 'alex.taylor@example.com', password: 'Points&Prizes42' }
export const PUBLIC_ORIGIN = 'https://www.loyalty.test'
export const REDIRECT_URI = `${PUBLIC_ORIGIN}/oauth_redirect`

export type Stand = {
  config: Config
  upstream: Upstream
  base: string
  local(url: string): string
  /** Headers every request carries (a trusted proxy's X-Forwarded-Host, for one). */
  headers?: Record<string, string>
}

export function testConfig(dataDir: string, overrides: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN,
    LOG_LEVEL: 'silent',
    UPSTREAM_PORT: '0',
    ...overrides,
  })
}

export type StandOptions = {
  dataDir?: string
  seed?: boolean
  /** The login budgets' clock (the provider keeps its own). */
  now?: () => number
}

/** The upstream (store, provider, routes) listening on a free loopback port; closed at teardown. */
export async function startStand(t: Test, options: StandOptions = {}) {
  // A named data directory is a test of what the store keeps: it runs on disk.
  const config = testConfig(
    options.dataDir ?? t.testdir(),
    options.dataDir ? {} : seededStoreEnv({}, options.seed === false ? 'migrated' : 'collectors'),
  )
  const oidc = options.now ? { oidc: { loginGuard: { now: options.now } } } : {}
  const upstream = await buildUpstream(config, { seed: false, ...oidc })
  await upstream.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(() => upstream.close())
  if (options.seed !== false) await seedCollectors(upstream)
  const address = upstream.server.address()
  const base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : ''
  const local = (url: string) => url.replace(PUBLIC_ORIGIN, base)
  return { config, upstream, base, local } satisfies Stand
}

export async function seedCollectors(upstream: Upstream) {
  const existing = await upstream.db.selectFrom('collectors').select('id').executeTakeFirst()
  if (!existing)
    await upstream.db
      .insertInto('collectors')
      .values(await sandboxCollectors())
      .execute()
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

/** A cookie jar that sends every live cookie (the provider's cookie names are unique). */
export class Browser {
  readonly cookies = new Map<string, string>()
  readonly stand: Stand

  constructor(stand: Stand) {
    this.stand = stand
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    for (const [name, value] of Object.entries(this.stand.headers ?? {}))
      if (!headers.has(name)) headers.set(name, value)
    if (!headers.has('accept')) headers.set('accept', 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8')
    if (this.cookies.size > 0)
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    const response = await fetch(this.stand.local(url), { ...init, headers, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const [name = '', value = ''] = pair.split('=')
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return response
  }

  post(url: string, form: Record<string, string>) {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    })
  }

  /** Follows 3xx responses inside the issuer's origin; stops at the first other response or origin. */
  async follow(response: Response): Promise<Response> {
    let current = response
    for (let hops = 0; hops < 10; hops += 1) {
      const location = current.headers.get('location')
      if (current.status < 300 || current.status > 399 || !location) return current
      const next = new URL(location, this.stand.config.OIDC_ISSUER)
      if (!next.href.startsWith(this.stand.config.OIDC_ISSUER)) return current
      await current.arrayBuffer()
      current = await this.request(next.href)
    }
    throw new Error('too many redirects')
  }
}

function authorizeUrl(config: Config, params: Record<string, string | undefined>): string {
  const url = new URL(`${config.OIDC_ISSUER}/auth`)
  const all = {
    client_id: config.OIDC_CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: 'openid offline',
    ...params,
  }
  for (const [key, value] of Object.entries(all)) if (value !== undefined) url.searchParams.set(key, value)
  return url.href
}

/** From the authorize request to the login page: returns the page response. */
export async function openLoginPage(browser: Browser, params: Record<string, string | undefined>) {
  return browser.follow(await browser.request(authorizeUrl(browser.stand.config, params)))
}

export const formAction = (html: string) => /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? ''

/** Submits the login form; follows the provider's redirects to the relying party's redirect URI. */
export async function submitLogin(
  browser: Browser,
  page: string,
  credentials: { identifier: string; password: string },
) {
  const action = new URL(formAction(page), browser.stand.config.OIDC_ISSUER).href
  return browser.follow(await browser.post(action, credentials))
}

/** The whole browser leg: authorize, log in as the demo collector, return the code. */
export async function authorizationCode(browser: Browser, challenge: string, state = 'state-1') {
  const page = await openLoginPage(browser, {
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
  })
  const callback = await submitLogin(browser, await page.text(), {
    identifier: DEMO.card,
    password: DEMO.password,
  })
  const location = new URL(callback.headers.get('location') ?? '')
  return { location, code: location.searchParams.get('code') ?? '' }
}

/** A token endpoint call with client_secret_basic, as the gateway makes it. */
export async function tokenRequest(
  stand: Stand,
  form: Record<string, string>,
  secret = stand.config.OIDC_CLIENT_SECRET,
) {
  const basic = Buffer.from(
    `${encodeURIComponent(stand.config.OIDC_CLIENT_ID)}:${encodeURIComponent(secret)}`,
  )
  const response = await fetch(`${stand.base}/oidc/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic.toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form).toString(),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

export const codeGrant = (stand: Stand, code: string, verifier: string) =>
  tokenRequest(stand, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  })

export function jwtPayload(jwt: unknown): Record<string, unknown> {
  const [, payload = ''] = String(jwt).split('.')
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
}

type InjectsLikeTheGateway = {
  inject(request: { method: 'GET'; url: string; headers?: Record<string, string> }): Promise<{
    statusCode: number
    headers: Record<string, string | string[] | number | undefined>
  }>
}

const sessionPairOf = (setCookie: string | string[] | number | undefined) =>
  ([] as string[])
    .concat(typeof setCookie === 'number' ? [] : (setCookie ?? []))
    .map((line) => line.split(';', 1)[0] ?? '')
    .find((pair) => /^(__Host-)?session=./.test(pair)) ?? ''

/**
 * A whole identity login at the gateway (start route, the provider's login page, the callback) as
 * `identifier`: the signed-in session cookie pair.
 */
export async function gatewayLoginCookie(
  gateway: InjectsLikeTheGateway,
  stand: ConstructorParameters<typeof Browser>[0],
  identifier: string = DEMO.card,
): Promise<string> {
  const start = await gateway.inject({ method: 'GET', url: '/api/login/identity/start' })
  const browser = new Browser(stand)
  const page = await browser.follow(await browser.request(String(start.headers.location)))
  const back = await submitLogin(browser, await page.text(), { identifier, password: DEMO.password })
  const callback = new URL(back.headers.get('location') ?? '')
  const done = await gateway.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: sessionPairOf(start.headers['set-cookie']) },
  })
  if (done.statusCode !== 303 || done.headers.location === '/login-failed')
    throw new Error(`identity login failed: ${done.statusCode} ${done.headers.location}`)
  return sessionPairOf(done.headers['set-cookie'])
}
