/**
 * Where the browser goes after login and after logout. After login: an https `redirectUrl` on the
 * allowlist (segment boundary), else a `next` page of this site other than the welcome pitch, else
 * the collector's home, /homepage. After logout
 * (registration specification, Logout route): card-number entry with next when identity
 * registration is on, the existing-card check with next when it is off, /welcome without next.
 */
import { ENTER_CARD_NUMBER_SEGMENT } from '../../../../../shared/routes/identity-routes.ts'
import type { RouteEntry } from '../../../../../shared/routes/route-entry.ts'
import { createRouteTable } from '../../../../../shared/routes/route-table.ts'
import {
  type AllowedPrefix,
  isAllowedRedirect,
  safeNextPath,
} from '../../../../../shared/routes/safe-redirect.ts'
import { HOME_PATH, isWelcomePath } from '../../../../../shared/routes/signed-in-home.ts'
import type { LoginState } from '../session/session-data.ts'

export const WELCOME_PATH = '/welcome'
export const LOGIN_FAILED_PATH = '/login-failed'
const EXISTING_CARD_CHECK_PATH = '/start/existing-nectar-check'

export function afterLogin(
  login: Pick<LoginState, 'next' | 'redirectUrl' | 'registrationDone'>,
  allowlist: readonly AllowedPrefix[],
  routes: readonly RouteEntry[],
): string {
  const external = isAllowedRedirect(login.redirectUrl, allowlist)
  if (external) return external
  const wanted = safeNextPath(login.next, routes)
  const next = wanted && !isWelcomePath(new URL(wanted, 'https://next.invalid').pathname) ? wanted : HOME_PATH
  if (!login.registrationDone) return next
  const url = new URL(next, 'https://next.invalid')
  url.searchParams.set('registrationDone', 'true')
  return `${url.pathname}${url.search}${url.hash}`
}

export type LogoutOptions = { identityStartPrefix: string; identityRegistration: boolean }

export function afterLogout(next: string | undefined, options: LogoutOptions): string {
  if (!next) return WELCOME_PATH
  const query = `?next=${encodeURIComponent(next)}`
  if (options.identityRegistration) {
    return `${options.identityStartPrefix}/${ENTER_CARD_NUMBER_SEGMENT}${query}`
  }
  return `${EXISTING_CARD_CHECK_PATH}${query}`
}

/**
 * The Logout route's destination for a `next` that came back through the browser: checked
 * against this site's routes first, so only a page of this site is ever followed.
 */
export function logoutDestination(identityStartPrefix: string) {
  const routes = createRouteTable({ identityStartPrefix })
  return (rawNext: string | undefined) =>
    afterLogout(safeNextPath(rawNext, routes), { identityStartPrefix, identityRegistration: true })
}
