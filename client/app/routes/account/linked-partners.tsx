/** /account/linked-partners: link, convert and unlink partner accounts (routes specification §2.3). */
import { LinkedPartnersPage } from '../../../features/linked-partners/components/linked-partners-page.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function LinkedPartnersRoute() {
  return <LinkedPartnersPage />
}

export default withQueryClient(LinkedPartnersRoute)
