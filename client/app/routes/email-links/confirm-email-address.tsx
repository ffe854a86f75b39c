/** /confirm-email-address?token=…: the e-mailed link confirms the collector's address, once. */
import { isLinkToken } from '../../../../shared/validation/link-tokens.ts'
import { InvalidLink } from '../../../components/invalid-link.tsx'
import { ConfirmEmailAddress } from '../../../features/email-links/components/confirm-email-address.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import { tokenOfPage } from './token-of-page.ts'

function ConfirmEmailAddressRoute() {
  const token = tokenOfPage()
  return (
    <div className="page email-link">
      {isLinkToken(token) ? (
        <ConfirmEmailAddress token={token} />
      ) : (
        <InvalidLink next={{ href: '/homepage', label: 'Go to your account' }} />
      )}
    </div>
  )
}

export default withQueryClient(ConfirmEmailAddressRoute)
