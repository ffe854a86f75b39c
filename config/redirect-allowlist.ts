/**
 * Where a redirect after login (the hotels `redirectUrl`, a partner return) may go, per
 * environment: https origins with an optional path prefix, matched exactly and on a segment
 * boundary by `isAllowedRedirect` (SECURITY.md §2). No wildcard subdomains.
 */
import { type AllowedPrefix, isAllowedRedirect, parseAllowlist } from '../shared/routes/safe-redirect.ts'
import type { AppEnv } from '../shared/switches.ts'

const PROD: readonly string[] = [
  'https://www.nectar.com',
  'https://hotels.nectar.com',
  'https://www.sainsburys.co.uk/gol-ui/nectar',
  'https://www.argos.co.uk/nectar',
  'https://www.ebay.co.uk/nectar',
  'https://www.britishairways.com/travel/nectar',
  'https://www.esso.co.uk/nectar',
]

const PREPROD: readonly string[] = [
  ...PROD,
  'https://preprod.nectar.com',
  'https://hotels.preprod.nectar.com',
]

/** Local mode adds reserved test hosts (RFC 2606 .test) that resolve nowhere. */
const LOCAL: readonly string[] = [
  ...PREPROD,
  'https://hotels.example.test',
  'https://partner.example.test/return',
]

export const REDIRECT_ALLOWLIST: Readonly<Record<AppEnv, readonly string[]>> = {
  local: LOCAL,
  preprod: PREPROD,
  prod: PROD,
}

/** The parsed allowlist for one environment (parse once at start-up, then reuse). */
export function redirectAllowlist(appEnv: AppEnv): AllowedPrefix[] {
  return parseAllowlist(REDIRECT_ALLOWLIST[appEnv])
}

export { isAllowedRedirect }
