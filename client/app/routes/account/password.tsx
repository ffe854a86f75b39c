/** /account/password: the password change; other sessions end, this one stays. */
import { useAccountDetails } from '../../../features/account/api/get-account-details.ts'
import { PasswordForm } from '../../../features/account/components/password-form.tsx'
import { AccountPage, LOADING } from './account-page.tsx'
import { useDone } from './use-done.ts'

export default function PasswordScreen() {
  const { data } = useAccountDetails()
  const done = useDone('/account')
  return (
    <AccountPage title="Change your password" back="/account">
      {data ? (
        <PasswordForm
          details={data}
          onDone={() => done('Your password has been changed. You have been signed out everywhere else.')}
        />
      ) : (
        <p>{LOADING}</p>
      )}
    </AccountPage>
  )
}
