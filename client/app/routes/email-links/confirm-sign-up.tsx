/**
 * /confirm-sign-up?token=…: the sign-up confirmation link in the page's form. The registration
 * journey confirms its address at /api/registration/confirm (a navigation: the gateway restores the
 * journey into this browser's session and redirects to its next step, or to the expired-link or
 * start page), so the page hands the token over, replacing itself in the history. A link whose
 * token is not of the links' shape (cut short when copied) is refused here: there is nothing to hand over.
 */
import { useEffect } from 'react'
import { isLinkToken } from '../../../../shared/validation/link-tokens.ts'
import { InvalidLink } from '../../../components/invalid-link.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'
import { tokenOfPage } from './token-of-page.ts'

export default function ConfirmSignUpRoute() {
  const token = tokenOfPage()
  const { identityStartPrefix } = useAppConfig()
  useEffect(() => {
    if (isLinkToken(token))
      window.location.replace(`/api/registration/confirm?token=${encodeURIComponent(token)}`)
  }, [token])
  if (!isLinkToken(token))
    return (
      <div className="page email-link">
        <InvalidLink next={{ href: `${identityStartPrefix}/card-check`, label: 'Start registering again' }} />
      </div>
    )
  return (
    <div className="page email-link">
      <p role="status">Confirming your email address</p>
    </div>
  )
}
