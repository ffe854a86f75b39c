/** /account/additional-details/: the details the scheme lacks, each optional. */
import { useAdditionalDetails } from '../../../features/account/api/get-additional-details.ts'
import { AdditionalDetailsForm } from '../../../features/account/components/additional-details-form.tsx'
import { AccountPage, LOADING } from './account-page.tsx'
import { useDone } from './use-done.ts'

export default function AdditionalDetailsScreen() {
  const { data } = useAdditionalDetails()
  const done = useDone('/account')
  return (
    <AccountPage title="Additional details" back="/account">
      <p>Tell us a little more so that we can tailor your offers. Every question is optional.</p>
      {data ? (
        <AdditionalDetailsForm details={data} onDone={() => done('Your details have been saved.')} />
      ) : (
        <p>{LOADING}</p>
      )}
    </AccountPage>
  )
}
