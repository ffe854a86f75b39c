/**
 * The header's signed-in part: "Hi {first name}" and "Log out" when `/api/session` says signed in,
 * else "Register" and "Log in". Asked again after each navigation, so a login or logout shows at
 * once; on the logout page the collector is already treated as signed out. Nothing shows until
 * the first answer, so a signed-in page never flashes "Log in".
 */
import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import type { SessionInfo } from '../../../shared/contract/session.ts'
import { useAppConfig } from '../../lib/app-config.ts'
import { sessionQuery } from '../../lib/app-queries.ts'
import { Link } from '../ui/link.tsx'

const LOGOUT_PATH = '/logout'

function useSessionInfo(pathname: string): SessionInfo | undefined {
  const [session, setSession] = useState<SessionInfo>()
  useEffect(() => {
    if (pathname === LOGOUT_PATH) {
      setSession({ signedIn: false })
      return
    }
    let live = true
    // Part of the shell, which does without the query library: see lib/app-queries.ts.
    sessionQuery.queryFn().then((answer) => {
      if (live) setSession(answer)
    })
    return () => {
      live = false
    }
  }, [pathname])
  return session
}

export function SessionNav() {
  const { identityStartPrefix } = useAppConfig()
  const [pathname] = useLocation()
  const session = useSessionInfo(pathname)
  if (!session) return null
  if (session.signedIn)
    return (
      <>
        {session.firstName ? <span className="site-nav__greeting">Hi {session.firstName}</span> : null}
        <Link href={LOGOUT_PATH}>Log out</Link>
      </>
    )
  return (
    <>
      <Link href={`${identityStartPrefix}/card-check`}>Register</Link>
      <Link href={`${identityStartPrefix}/enter-card-number`}>Log in</Link>
    </>
  )
}
