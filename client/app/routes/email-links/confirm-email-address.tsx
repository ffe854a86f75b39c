/** /confirm-email-address?token=…: the e-mailed link confirms the collector's address, once. */
import { ConfirmEmailAddress } from '../../../features/email-links/components/confirm-email-address.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import { tokenOfPage } from './token-of-page.ts'

function ConfirmEmailAddressRoute() {
  return (
    <div className="page email-link">
      <ConfirmEmailAddress token={tokenOfPage()} />
    </div>
  )
}

export default withQueryClient(ConfirmEmailAddressRoute)
