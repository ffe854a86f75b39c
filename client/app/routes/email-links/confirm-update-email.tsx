/** /confirm-update-email?token=…: the link sent to a new address moves the account there, once. */
import { ConfirmUpdateEmailForm } from '../../../features/email-links/components/confirm-update-email-form.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import { tokenOfPage } from './token-of-page.ts'

function ConfirmUpdateEmailRoute() {
  return (
    <div className="page email-link">
      <ConfirmUpdateEmailForm token={tokenOfPage()} />
    </div>
  )
}

export default withQueryClient(ConfirmUpdateEmailRoute)
