/**
 * Success (§2, §4): "Almost done... Please remain on this page" while the sign-up status is polled,
 * with navigation blocked (except on tablets); then "Nicely done!", the card number, partner brands,
 * the app banners and Continue to login (the auto-login link, see use-continue-to-login).
 */
import { useCallback, useEffect, useRef } from 'react'
import { useAppConfig } from '../../../lib/app-config.ts'
import { trackMarketingEvent } from '../../../lib/marketing-events.ts'
import { useHistoryLeaveGuard } from '../../../lib/use-history-leave-guard.ts'
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts'
import { useContinueToLogin } from '../hooks/use-continue-to-login.ts'
import { useSignUpStatus } from '../hooks/use-sign-up-status.ts'
import { AppBanners } from './app-banners.tsx'
import { BrandLogos } from './brand-logos.tsx'
import { CardNumberDisplay } from './card-number-display.tsx'

/** Tablet-sized screens are not held on the page (§4). */
const TABLET_QUERY = '(min-width: 768px) and (max-width: 1024px) and (pointer: coarse)'

export function SuccessPanel() {
  const { cardPrefix, identityStartPrefix: prefix } = useAppConfig()
  const status = useSignUpStatus()
  const waiting = useRef(true)
  waiting.current = status.kind === 'waiting'
  const holdOnPage = useCallback(() => waiting.current && !window.matchMedia(TABLET_QUERY).matches, [])
  useLeaveGuard(holdOnPage)
  useHistoryLeaveGuard(holdOnPage)
  const continueToLogin = useContinueToLogin(status.kind === 'complete', `${prefix}/login`)
  useRegistrationCompleteEvent(status.kind === 'complete')

  if (status.kind === 'waiting')
    return (
      <div className="page registration" role="status" aria-live="polite">
        <h1>Almost done...</h1>
        <p>Please remain on this page</p>
        <div className="spinner" aria-hidden="true" />
      </div>
    )

  return (
    <div className="page registration registration--success">
      <h1>Nicely done!</h1>
      <p>Your account is ready. Log in to start collecting points.</p>
      <CardNumberDisplay cardPrefix={cardPrefix} cardNumber={status.cardNumber} />
      {/* A plain anchor: the login link leaves the app (identity login start). */}
      <a
        href={continueToLogin.href}
        className="button button--primary"
        onClick={continueToLogin.onClick}
        aria-busy={continueToLogin.busy || undefined}
      >
        Continue to login
      </a>
      <BrandLogos />
      <AppBanners />
    </div>
  )
}

/** The registration-complete marketing event, 1 s after completion, with marketing consent only. */
function useRegistrationCompleteEvent(complete: boolean) {
  useEffect(() => {
    if (!complete) return
    return trackMarketingEvent({ name: 'registration-complete' }).cancel
  }, [complete])
}
