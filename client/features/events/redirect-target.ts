/**
 * Where /offer-redirect and /auto-login-redirect may send the browser (SECURITY.md §2, routes
 * specification §5: whitelisted https URLs by prefix): a page of this site, or an https URL the
 * environment's redirect allowlist (`GET /api/redirect-allowlist`) allows. Anything else: nowhere.
 */
import { redirectAllowlistApi } from '../../../shared/contract/app-load.ts'
import type { RouteEntry } from '../../../shared/routes/route-table.ts'
import { isAllowedRedirect, safeNextPath } from '../../../shared/routes/safe-redirect.ts'
import { call } from '../../lib/api-client.ts'

export type RedirectTarget = { kind: 'page'; path: string } | { kind: 'external'; href: string }

export async function redirectTarget(
  input: string | null,
  routes: readonly RouteEntry[],
): Promise<RedirectTarget | undefined> {
  if (!input) return undefined
  const path = safeNextPath(input, routes)
  if (path) return { kind: 'page', path }
  const { prefixes } = await call(redirectAllowlistApi.get)
  const href = isAllowedRedirect(input, prefixes)
  return href ? { kind: 'external', href } : undefined
}
