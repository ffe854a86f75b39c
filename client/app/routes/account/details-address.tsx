/** /account/details/address: the current address (masked) and the lookup for the new one. */
import { useAccountDetails } from '../../../features/account/api/get-account-details.ts'
import { AddressForm } from '../../../features/account/components/address-form.tsx'
import { AccountPage } from './account-page.tsx'
import { useDone } from './use-done.ts'

export default function AddressScreen() {
  const { data } = useAccountDetails()
  const done = useDone('/account/details')
  const current = data?.address ? [...data.address.lines, data.address.postcode].join(', ') : undefined
  return (
    <AccountPage title="Your address" back="/account/details">
      {current && (
        <p>
          Your address is <strong>{current}</strong>.
        </p>
      )}
      <AddressForm onDone={() => done('Your address has been updated.')} />
    </AccountPage>
  )
}
