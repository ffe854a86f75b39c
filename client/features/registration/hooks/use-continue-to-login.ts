/**
 * Continue to login after registration (§4 auto-login): the completion token is exchanged for a
 * one-time identity login token and the returned login link is followed, so the new collector is
 * signed in without typing the password just chosen.
 *
 * The exchange runs when the person presses Continue to login rather than as soon as the status is
 * COMPLETE: following the link at once would take the card number off the screen before it could be
 * copied, and the login token it returns lives only five minutes, so exchanging early could leave a
 * stale link behind a person who took their time. Any failure falls back to the ordinary login page.
 */
import { type MouseEvent, useCallback, useState } from 'react'
import { autoLogin } from '../api/journey-lookups.ts'

/** The login link is a top-level navigation (the gateway redirects to the identity provider). */
const follow = (href: string) => window.location.assign(href)

export function useContinueToLogin(fallbackHref: string) {
  const [busy, setBusy] = useState(false)
  const onClick = useCallback(
    async (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return
      event.preventDefault()
      if (busy) return
      setBusy(true)
      try {
        follow((await autoLogin()).redirectTo)
      } catch {
        follow(fallbackHref)
      }
    },
    [busy, fallbackHref],
  )
  return { busy, onClick }
}
