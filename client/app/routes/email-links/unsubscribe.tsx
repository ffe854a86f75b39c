/** /emails/unsubscribe?token=…: one press unsubscribes from the e-mail's type, without logging in. */
import { UnsubscribePanel } from '../../../features/email-links/components/unsubscribe-panel.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import { tokenOfPage } from './token-of-page.ts'

function UnsubscribeRoute() {
  return (
    <div className="page email-link">
      <UnsubscribePanel token={tokenOfPage()} />
    </div>
  )
}

export default withQueryClient(UnsubscribeRoute)
