/**
 * /auto-login-redirect?target=…: a link that signs the collector in and goes on. Signed in, it goes
 * to the target (a page of this site or an allow-listed partner); signed out, to card-number entry,
 * which comes back here afterwards. Any other target is refused on the page and never followed.
 */
import { useEffect, useMemo, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { createRouteTable } from '../../../../shared/routes/route-table.ts'
import { redirectTarget } from '../../../features/events/redirect-target.ts'
import { loginHref } from '../../../lib/api-client.ts'
import { useAppConfig } from '../../../lib/app-config.ts'
import { sessionQuery } from '../../../lib/app-queries.ts'
import type { ScreenProps } from '../../screen-props.ts'
import { RedirectChecking, RedirectRefused } from './redirect-page.tsx'

export default function AutoLoginRedirectRoute({ entry }: ScreenProps) {
  const search = useSearch()
  const [, navigate] = useLocation()
  const { identityStartPrefix } = useAppConfig()
  const routes = useMemo(() => createRouteTable({ identityStartPrefix }), [identityStartPrefix])
  const [refused, setRefused] = useState(false)

  useEffect(() => {
    let live = true
    Promise.all([
      redirectTarget(new URLSearchParams(search).get('target'), routes).catch(() => undefined),
      sessionQuery.queryFn().catch(() => ({ signedIn: false })),
    ]).then(([target, session]) => {
      if (!live) return
      if (!target) setRefused(true)
      else if (!session.signedIn) navigate(loginHref(window.location), { replace: true })
      else if (target.kind === 'page') navigate(target.path, { replace: true })
      else window.location.replace(target.href)
    })
    return () => {
      live = false
    }
  }, [search, routes, navigate])

  return refused ? <RedirectRefused /> : <RedirectChecking title={entry.title} />
}
