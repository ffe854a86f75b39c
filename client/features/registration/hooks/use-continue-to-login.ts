/**
 * Continue to login after registration (§4 auto-login): as soon as the sign-up status is COMPLETE
 * the completion token is exchanged for a one-time identity login link, held behind the Continue
 * to login button, so the new collector is signed in without typing the password just chosen. The
 * success screen stays up meanwhile (its card number is there to be copied). When the exchange
 * fails the button falls back to the ordinary login page.
 */
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useAutoLogin } from '../api/auto-login.ts'

/** The login link is a top-level navigation (the gateway redirects to the identity provider). */
const follow = (href: string) => window.location.assign(href)

export function useContinueToLogin(complete: boolean, fallbackHref: string) {
  const { mutateAsync: exchangeToken } = useAutoLogin()
  const [href, setHref] = useState<string | undefined>(undefined)
  const exchange = useRef<Promise<string> | undefined>(undefined)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    // The completion token can be exchanged once: never a second call, even if the effect runs again.
    if (!complete || exchange.current) return
    exchange.current = exchangeToken().then(
      ({ redirectTo }) => redirectTo,
      () => fallbackHref,
    )
    void exchange.current.then(setHref)
  }, [complete, fallbackHref, exchangeToken])

  // A press before the exchange has answered waits for it.
  const onClick = useCallback(
    async (event: MouseEvent<HTMLAnchorElement>) => {
      if (href || !exchange.current) return
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
      event.preventDefault()
      setBusy(true)
      follow(await exchange.current)
    },
    [href],
  )

  return { href: href ?? fallbackHref, busy: busy && !href, onClick }
}
