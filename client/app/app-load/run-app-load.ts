/**
 * Application load (routes specification §4), except on the logout and oauth_redirect pages: the
 * gateway decides (hotels session, allowlist, preload); the client follows a redirect to
 * /redirect.html, or runs the single-sign-on handler when nobody is signed in.
 */
import type { AppLoad, appLoadApi } from '../../../shared/contract/app-load.ts'
import { shellRoutes } from '../../../shared/contract/shell-routes.ts'
import { call } from '../../lib/api-client.ts'

const SKIPPED = new Set(['/logout', '/oauth_redirect'])

/** The single-sign-on logged-in handler (features/sign-in), run when nobody is signed in. */
type SsoHandler = () => void | Promise<void>

export async function runAppLoad(ssoHandler: SsoHandler, win: Window = window): Promise<void> {
  if (SKIPPED.has(win.location.pathname)) return
  const redirectUrl = new URLSearchParams(win.location.search).get('redirectUrl') ?? undefined
  let answer: AppLoad
  try {
    // Method and URL only: the welcome page stays without the declarations (shell-routes.ts).
    answer = await call<typeof appLoadApi.get>(
      shellRoutes.appLoad,
      { query: { redirectUrl } },
      { redirectOn401: false },
    )
  } catch {
    return // The app loads as usual; hotels are a side trip.
  }
  if (answer.action === 'redirect') win.location.assign(answer.location)
  else if (answer.action === 'sso') await ssoHandler()
}
