/** /account: the collector's name and card number, and every account page. */
import { AccountHub } from '../../../features/account/components/account-hub.tsx'

export default function AccountHubScreen() {
  return <AccountHub />
}
