import { useSearch } from 'wouter'
import { LinkExpiredPanel } from '../../../features/registration/components/link-expired-panel.tsx'
import { VerifyFailedPanel } from '../../../features/registration/components/verify-failed-panel.tsx'

/** The analogue mismatch, or (?link=expired) a confirmation link opened too late. */
export default function VerifyFailedRoute() {
  const linkExpired = new URLSearchParams(useSearch()).get('link') === 'expired'
  return linkExpired ? <LinkExpiredPanel /> : <VerifyFailedPanel />
}
