/** /account/details: the current details, each with its Change link. */
import { DetailsSummary } from '../../../features/account/components/details-summary.tsx'
import { AccountPage } from './account-page.tsx'

export default function DetailsScreen() {
  return (
    <AccountPage title="Your details" back="/account">
      <DetailsSummary />
    </AccountPage>
  )
}
