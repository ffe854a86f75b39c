/** /account/details/email (also /account/details/email): the e-mail change with a security code. */
import { useAccountDetails } from '../../../features/account/api/get-account-details.ts'
import { EmailChange } from '../../../features/account/components/email-change.tsx'
import { AccountPage, LOADING } from './account-page.tsx'
import { useDone } from './use-done.ts'

export default function EmailScreen() {
  const { data } = useAccountDetails()
  const done = useDone('/account/details')
  return (
    <AccountPage title="Your email address" back="/account/details">
      {data ? (
        <EmailChange
          details={data}
          onDone={(email) =>
            done(`We've sent a link to ${email}. Your email address changes when you open it.`)
          }
        />
      ) : (
        <p>{LOADING}</p>
      )}
    </AccountPage>
  )
}
