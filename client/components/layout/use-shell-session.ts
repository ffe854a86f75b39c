/**
 * Who is signed in, for the shell (header, navigation, the welcome page's redirect): asked again
 * after each navigation, so a login or logout shows at once; on the logout page the collector is
 * already treated as signed out. Undefined until the first answer, so a signed-in page never
 * flashes the visitor's links (a page sent as HTML starts from its HTML's answer), and while the
 * session cannot be asked, neither set of links shows.
 */
import { useEffect, useState } from 'react'
import type { SessionInfo } from '../../../shared/contract/session.ts'
import { sessionQuery, watchSession } from '../../lib/app-queries.ts'
import { useStartState } from '../../lib/start-state.ts'

export const LOGOUT_PATH = '/logout'

export function useShellSession(pathname: string): SessionInfo | undefined {
  // A page rendered to HTML starts signed out, as its HTML shows (lib/start-state.ts).
  const [session, setSession] = useState<SessionInfo | undefined>(useStartState()?.session)
  // An answer asked for elsewhere (the route guard's Try again) shows here too.
  useEffect(
    () =>
      watchSession((answer) => {
        if (pathname !== LOGOUT_PATH) setSession(answer)
      }),
    [pathname],
  )
  useEffect(() => {
    if (pathname === LOGOUT_PATH) {
      setSession({ signedIn: false })
      return
    }
    let live = true
    // Part of the shell, which does without the query library: see lib/app-queries.ts.
    sessionQuery.queryFn().then(
      (answer) => {
        if (live) setSession(answer)
      },
      () => {
        // Not known (offline, or the gateway unavailable): the shell keeps what it showed.
      },
    )
    return () => {
      live = false
    }
  }, [pathname])
  return session
}
