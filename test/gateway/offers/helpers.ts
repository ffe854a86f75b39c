/**
 * The gateway in front of the reference upstream (with the sandbox's offers), and a signed-in
 * session of a demo collector made by a real identity login: the start route, the provider's login
 * page, the callback. Calls go over real HTTP to the upstream; the gateway is injected.
 */
import type { Test } from 'tap'
import { seedOffers } from '../../../server/upstream/seed/offers.ts'
import { buildTestGateway, sameOriginHeaders, type TestGateway } from '../../helpers/gateway.ts'
import {
  DEMO,
  gatewayLoginCookie,
  PUBLIC_ORIGIN,
  type Stand,
  startStand,
} from '../../upstream/oidc/helper.ts'

export const ALEX = DEMO.card
export const SAM = 'sam.patel@example.com'

export async function offersStand(t: Test, env: Record<string, string> = {}) {
  const stand = await startStand(t)
  await seedOffers(stand.upstream.db)
  const port = new URL(stand.base).port
  const gateway = await buildTestGateway(t, {
    PUBLIC_ORIGIN,
    UPSTREAM_PORT: port,
    OIDC_CLIENT_SECRET: stand.config.OIDC_CLIENT_SECRET,
    ...env,
  })
  return { stand, gateway }
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

/** The session cookie of a demo collector after a whole identity login. */
export const signIn = (gateway: TestGateway, stand: Stand, identifier: string) =>
  gatewayLoginCookie(gateway, stand, identifier)
