/** /account/details/name. */
import { useAccountDetails } from '../../../features/account/api/get-account-details.ts'
import { NameForm } from '../../../features/account/components/name-form.tsx'
import { AccountPage, LOADING } from './account-page.tsx'
import { useDone } from './use-done.ts'

export default function NameScreen() {
  const { data } = useAccountDetails()
  const done = useDone('/account/details')
  return (
    <AccountPage title="Your name" back="/account/details">
      {data ? (
        <NameForm details={data} onDone={() => done('Your name has been updated.')} />
      ) : (
        <p>{LOADING}</p>
      )}
    </AccountPage>
  )
}
