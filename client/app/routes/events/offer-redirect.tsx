/**
 * /offer-redirect?url=…: goes on to an offer, on this site or at an allow-listed partner (SECURITY.md
 * §2); any other target is refused on the page and never followed.
 */
import { useEffect, useMemo, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { createRouteTable } from '../../../../shared/routes/route-table.ts'
import { redirectTarget } from '../../../features/events/redirect-target.ts'
import { useAppConfig } from '../../../lib/app-config.ts'
import type { ScreenProps } from '../../screen-props.ts'
import { RedirectChecking, RedirectRefused } from './redirect-page.tsx'

export default function OfferRedirectRoute({ entry }: ScreenProps) {
  const search = useSearch()
  const [, navigate] = useLocation()
  const { identityStartPrefix } = useAppConfig()
  const routes = useMemo(() => createRouteTable({ identityStartPrefix }), [identityStartPrefix])
  const [refused, setRefused] = useState(false)

  useEffect(() => {
    let live = true
    redirectTarget(new URLSearchParams(search).get('url'), routes)
      .catch(() => undefined)
      .then((target) => {
        if (!live) return
        if (!target) setRefused(true)
        else if (target.kind === 'page') navigate(target.path, { replace: true })
        else window.location.replace(target.href)
      })
    return () => {
      live = false
    }
  }, [search, routes, navigate])

  return refused ? <RedirectRefused /> : <RedirectChecking title={entry.title} />
}
