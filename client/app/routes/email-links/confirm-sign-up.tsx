/**
 * /confirm-sign-up?token=…: the sign-up confirmation link in the page's form. The registration
 * journey confirms its address at /api/registration/confirm (a navigation: the gateway restores the
 * journey into this browser's session and redirects to its next step, or to the expired-link or
 * start page), so the page hands the token over, replacing itself in the history. A link without a
 * usable token (cut short when copied) is refused here: there is nothing to hand over.
 */
import { useEffect } from 'react'
import { LINK_REFUSALS } from '../../../../shared/constants/email-links.ts'
import { LinkRefused } from '../../../features/email-links/components/link-refused.tsx'
import { ApiError } from '../../../lib/api-error.ts'
import { useAppConfig } from '../../../lib/app-config.ts'
import { tokenOfPage } from './token-of-page.ts'

/** The gateway's own bounds for the token (shared/contract/registration.ts, `confirm`). */
const isUsable = (token: string) => token.length > 0 && token.length <= 200

export default function ConfirmSignUpRoute() {
  const token = tokenOfPage()
  const { identityStartPrefix } = useAppConfig()
  useEffect(() => {
    if (isUsable(token))
      window.location.replace(`/api/registration/confirm?token=${encodeURIComponent(token)}`)
  }, [token])
  if (!isUsable(token))
    return (
      <div className="page email-link">
        <LinkRefused
          error={new ApiError(404, 'LINK_UNKNOWN', LINK_REFUSALS.LINK_UNKNOWN.heading)}
          next={{ href: `${identityStartPrefix}/card-check`, label: 'Start registering again' }}
        />
      </div>
    )
  return (
    <div className="page email-link">
      <p role="status">Confirming your email address</p>
    </div>
  )
}
