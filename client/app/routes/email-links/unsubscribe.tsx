/** /emails/unsubscribe?token=…: one press unsubscribes from the e-mail's type, without logging in. */
import { isLinkToken } from '../../../../shared/validation/link-tokens.ts'
import { InvalidLink } from '../../../components/invalid-link.tsx'
import { UnsubscribePanel } from '../../../features/email-links/components/unsubscribe-panel.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import { tokenOfPage } from './token-of-page.ts'

function UnsubscribeRoute() {
  const token = tokenOfPage()
  return (
    <div className="page email-link">
      {isLinkToken(token) ? (
        <UnsubscribePanel token={token} />
      ) : (
        <InvalidLink next={{ href: '/account/comms', label: 'Manage all your email preferences' }} />
      )}
    </div>
  )
}

export default withQueryClient(UnsubscribeRoute)
