/** /account/details/mobile-number: the mobile change with a security code. */
import { useAccountDetails } from '../../../features/account/api/get-account-details.ts'
import { MobileChange } from '../../../features/account/components/mobile-change.tsx'
import { AccountPage, LOADING } from './account-page.tsx'
import { useDone } from './use-done.ts'

export default function MobileScreen() {
  const { data } = useAccountDetails()
  const done = useDone('/account/details')
  return (
    <AccountPage title="Your mobile number" back="/account/details">
      {data ? (
        <MobileChange details={data} onDone={() => done('Your mobile number has been updated.')} />
      ) : (
        <p>{LOADING}</p>
      )}
    </AccountPage>
  )
}
