/**
 * /logout: the welcome screen with a loader while the gateway logs out (registration
 * specification §4 Logout). The gateway does the calls and ends the session; this screen clears
 * what the browser holds (the offline card's worker and caches among it), keeps the logout-success
 * flag when the answer sets it, and goes where the answer says (the Logout route's destination, or
 * the provider's logout through the gateway).
 * A failed call still ends on /welcome, signed out on screen.
 */

import { useEffect } from 'react'
import { useSearch } from 'wouter'
import { Loading } from '../../../components/query/loading.tsx'
import { logOut as sendLogout } from '../../../features/sign-in/api/log-out.ts'
import { removeOfflineCard } from '../../../lib/offline/offline-card-worker.ts'
import { WelcomeRoute } from '../welcome.tsx'
import { clearLocalSession, keepLogoutSuccess } from './local-session.ts'

/** One logout per page load, however often the screen mounts (React's strict mode mounts twice). */
let running: Promise<string> | undefined

function logOut(next: string | null): Promise<string> {
  running ??= Promise.all([
    sendLogout(next)
      .then((answer) => {
        clearLocalSession()
        if (answer.logoutSuccess) keepLogoutSuccess()
        return answer.location
      })
      .catch(() => {
        clearLocalSession()
        return '/welcome'
      }),
    // The offline card goes whatever the answer: the gateway's Clear-Site-Data removes it too, this
    // covers a browser that ignores the header.
    removeOfflineCard().catch(() => {}),
  ]).then(([location]) => location)
  return running
}

export default function LogoutRoute() {
  const search = useSearch()

  useEffect(() => {
    const next = new URLSearchParams(search).get('next')
    void logOut(next).then((location) => window.location.assign(location))
  }, [search])

  return (
    <>
      <Loading busy>Logging you out</Loading>
      <WelcomeRoute />
    </>
  )
}
