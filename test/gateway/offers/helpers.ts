/**
 * The gateway in front of the reference upstream (with the sandbox's offers), and a signed-in
 * session of a demo collector made by a real identity login: the start route, the provider's login
 * page, the callback. Calls go over real HTTP to the upstream; the gateway is injected.
 */
import type { Test } from 'tap'
import { seedOffers } from '../../../server/upstream/seed/offers.ts'
import { buildTestGateway, sameOriginHeaders, type TestGateway } from '../../helpers/gateway.ts'
import {
  Browser,
  DEMO,
  PUBLIC_ORIGIN,
  type Stand,
  startStand,
  submitLogin,
} from '../../upstream/oidc/helper.ts'

export const ALEX = DEMO.card
export const SAM = 'sam.patel@example.com'

export async function offersStand(t: Test) {
  const stand = await startStand(t)
  await seedOffers(stand.upstream.db)
  const port = new URL(stand.base).port
  const gateway = await buildTestGateway(t, {
    PUBLIC_ORIGIN,
    UPSTREAM_PORT: port,
    OIDC_CLIENT_SECRET: stand.config.OIDC_CLIENT_SECRET,
  })
  return { stand, gateway }
}

const sessionPair = (setCookie: string | string[] | undefined) =>
  ([] as string[])
    .concat(setCookie ?? [])
    .map((line) => line.split(';', 1)[0] ?? '')
    .find((pair) => /^(__Host-)?session=./.test(pair)) ?? ''

/** The session cookie of a demo collector after a whole identity login. */
export async function signIn(gateway: TestGateway, stand: Stand, identifier: string): Promise<string> {
  const start = await gateway.inject({ method: 'GET', url: '/api/login/identity/start' })
  const preLogin = sessionPair(start.headers['set-cookie'])
  const browser = new Browser(stand)
  const page = await browser.follow(await browser.request(String(start.headers.location)))
  const back = await submitLogin(browser, await page.text(), { identifier, password: DEMO.password })
  const callback = new URL(back.headers.get('location') ?? '')
  const done = await gateway.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: preLogin },
  })
  if (done.statusCode !== 303 || done.headers.location === '/login-failed')
    throw new Error(`identity login failed: ${done.statusCode} ${done.headers.location}`)
  return sessionPair(done.headers['set-cookie'])
}

/** Calls the gateway's /api as the signed-in client does: session cookie and CSRF headers. */
export function apiAs(gateway: TestGateway, cookie: string) {
  return async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) => {
    const response = await gateway.inject({
      method,
      url,
      headers: { cookie, ...sameOriginHeaders({ PUBLIC_ORIGIN }) },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    })
    return {
      status: response.statusCode,
      body: response.body ? (response.json() as Record<string, unknown>) : null,
    }
  }
}
