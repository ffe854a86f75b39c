/**
 * The partners that may ask to connect to a collector's account (`/nectar-connect/index.htm`), per
 * environment: each partner's code (the link's `code`), its name as the consent page shows it, the
 * redirects registered for it (matched exactly: a link naming any other is refused) and the scopes it
 * may ask for. Each partner's secret for exchanging a connection code is configuration
 * (CONNECT_PARTNER_SECRETS), never code; local mode's sandbox partner has a published sandbox secret.
 */
import type { ConnectScope } from '../shared/constants/connect-scopes.ts'
import type { AppEnv } from '../shared/switches.ts'

export type ConnectPartner = {
  code: string
  name: string
  redirectUris: readonly string[]
  scopes: readonly ConnectScope[]
}

const PROD: readonly ConnectPartner[] = [
  {
    code: 'ebay',
    name: 'eBay',
    redirectUris: ['https://www.ebay.co.uk/nectar/connect/callback'],
    scopes: ['card', 'profile'],
  },
  {
    code: 'esso',
    name: 'Esso',
    redirectUris: ['https://www.esso.co.uk/nectar/connect/callback'],
    scopes: ['card'],
  },
]

/** Local mode's sandbox partner, on a reserved test host (RFC 2606) that resolves nowhere. */
export const SANDBOX_CONNECT_PARTNER: ConnectPartner = {
  code: 'sandbox-partner',
  name: 'Example Partner',
  redirectUris: ['https://partner.example.test/connect/callback'],
  scopes: ['card', 'profile'],
}

/** The sandbox partner's secret: a published test value, accepted in local mode only. */
export const SANDBOX_CONNECT_SECRET = 'sandbox-connect-secret-0123456789'

const CONNECT_PARTNERS: Readonly<Record<AppEnv, readonly ConnectPartner[]>> = {
  local: [...PROD, SANDBOX_CONNECT_PARTNER],
  preprod: PROD,
  prod: PROD,
}

export function connectPartnersOf(appEnv: AppEnv): ReadonlyMap<string, ConnectPartner> {
  return new Map(CONNECT_PARTNERS[appEnv].map((partner) => [partner.code, partner]))
}
