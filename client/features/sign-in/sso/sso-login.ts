/**
 * Single sign-on (routes specification §4, application load): a partner site, or the app, that
 * already holds a signed-in collector hands over a one-time login token in the page URL
 * (`login_token`). When nobody is signed in at the gateway, the browser goes to identity login
 * with that token, which signs the collector in without the provider's login page, and then
 * returns to the page it came from (minus the token) or, on /sso-redirection, to its `next`.
 * Without a token nothing happens. The gateway checks the token's form and `next` again.
 */
import {
  LOGIN_TOKEN_PARAM as LOGIN_TOKEN,
  SSO_REDIRECTION_PATH,
} from '../../../../shared/routes/single-sign-on.ts'

const IDENTITY_START = '/api/login/identity/start'
/** The form the gateway accepts (IdentityStartQuerySchema); anything else is no token at all. */
const LOGIN_TOKEN_FORM = /^[A-Za-z0-9_-]{16,128}$/

type PageLocation = Pick<Location, 'pathname' | 'search'>

/** The identity-login start for the token in this page's URL, or undefined without one. */
export function ssoLoginUrl({ pathname, search }: PageLocation): string | undefined {
  const query = new URLSearchParams(search)
  const token = query.get(LOGIN_TOKEN)
  if (!token || !LOGIN_TOKEN_FORM.test(token)) return undefined
  query.delete(LOGIN_TOKEN)
  let next: string | null
  if (pathname === SSO_REDIRECTION_PATH) next = query.get('next')
  else {
    const rest = query.toString()
    next = rest ? `${pathname}?${rest}` : pathname
  }
  const start = new URLSearchParams({ [LOGIN_TOKEN]: token })
  if (next) start.set('next', next)
  return `${IDENTITY_START}?${start}`
}

/** The single-sign-on logged-in handler: application load runs it when nobody is signed in. */
export function ssoLogin(win: Window = window) {
  const target = ssoLoginUrl(win.location)
  // Replace: the page holding the one-time token should not stay in the history.
  if (target) win.location.replace(target)
}
