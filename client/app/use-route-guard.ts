/**
 * The client's side of the route table's access rules, for navigations inside the app (the
 * gateway applies the same rules on every full page load): a switch-gated page whose switch is off
 * is not found, and a login page without a session goes to card-number entry with `next`. When the
 * session cannot be asked (offline, gateway unavailable) the page says so and offers to try again,
 * rather than sending a signed-in collector to log in.
 */
import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { type RouteEntry, requirementsOf } from '../../shared/routes/route-entry.ts'
import { loginHref } from '../lib/api-client.ts'
import { useSwitches } from '../lib/app-config.ts'
import { sessionQuery } from '../lib/app-queries.ts'

/** The page the gateway served, which already checked the session (screens remount per path). */
const servedPath = typeof window === 'undefined' ? '' : window.location.pathname

export type Guard = 'show' | 'checking' | 'not-found' | { unavailable: () => void }

export function useRouteGuard(entry: RouteEntry): Guard {
  const [pathname, navigate] = useLocation()
  const switches = useSwitches()
  const needs = requirementsOf(entry)
  const mustCheck = needs.login && pathname !== servedPath
  const [checked, setChecked] = useState<string | undefined>(undefined)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure.
  useEffect(() => {
    if (!mustCheck) return
    let live = true
    setFailed(false)
    // Part of the shell, which does without the query library: see lib/app-queries.ts.
    sessionQuery.queryFn().then(
      (session) => {
        if (!live) return
        if (session.signedIn) setChecked(pathname)
        else navigate(loginHref(window.location), { replace: true })
      },
      () => {
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [mustCheck, pathname, navigate, attempt])

  if (needs.switch && switches[needs.switch] !== true) return 'not-found'
  if (!mustCheck || checked === pathname) return 'show'
  return failed ? { unavailable: () => setAttempt((n) => n + 1) } : 'checking'
}
