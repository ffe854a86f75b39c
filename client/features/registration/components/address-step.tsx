/**
 * Address (§2, 60%; §4 address step): postcode and property, looked up 2 s after submit. One result
 * is confirmed yes/no, several are a choice with "My address isn't listed", none or a server error
 * show the §8 messages. Addresses already held skip the lookup.
 */
import { useState } from 'react'
import { ADDRESS_LOOKUP_DELAY_MS } from '../../../../shared/constants/timings.ts'
import { submitAddress } from '../api/journey-steps.ts'
import { updateUserData, useRegistration } from '../hooks/registration-store.ts'
import { useStepSubmit } from '../hooks/use-step-submit.ts'
import { AddressLookupForm } from './address-lookup-form.tsx'
import { AddressChoice, AddressConfirm } from './address-results.tsx'
import { StepLayout } from './step-layout.tsx'

export type AddressStepProps = { lookupDelayMs?: number }

export function AddressStep({ lookupDelayMs = ADDRESS_LOOKUP_DELAY_MS }: AddressStepProps) {
  const held = useRegistration().userData.addresses
  const [addresses, setAddresses] = useState<string[][] | undefined>(
    held && held.length > 0 ? held : undefined,
  )
  const { submit, pending, error } = useStepSubmit()

  const found = (list: string[][]) => {
    updateUserData({ addresses: list })
    setAddresses(list)
  }
  const again = () => {
    updateUserData({ addresses: [] })
    setAddresses(undefined)
  }
  const choose = (address: string[]) => submit(() => submitAddress(address))

  return (
    <StepLayout step="address" error={error}>
      {!addresses && <AddressLookupForm delayMs={lookupDelayMs} onFound={found} />}
      {addresses?.length === 1 && addresses[0] && (
        <AddressConfirm address={addresses[0]} pending={pending} onYes={choose} onNo={again} />
      )}
      {addresses && addresses.length > 1 && (
        <AddressChoice addresses={addresses} pending={pending} onChoose={choose} onNotListed={again} />
      )}
    </StepLayout>
  )
}
