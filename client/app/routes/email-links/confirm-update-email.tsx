/** /confirm-update-email?token=…: the link sent to a new address moves the account there, once. */
import { isLinkToken } from '../../../../shared/validation/link-tokens.ts'
import { InvalidLink } from '../../../components/invalid-link.tsx'
import { ConfirmUpdateEmailForm } from '../../../features/email-links/components/confirm-update-email-form.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import { tokenOfPage } from './token-of-page.ts'

function ConfirmUpdateEmailRoute() {
  const token = tokenOfPage()
  return (
    <div className="page email-link">
      {isLinkToken(token) ? (
        <ConfirmUpdateEmailForm token={token} />
      ) : (
        <InvalidLink next={{ href: '/homepage', label: 'Go to your account' }} />
      )}
    </div>
  )
}

export default withQueryClient(ConfirmUpdateEmailRoute)
