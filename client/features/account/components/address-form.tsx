/**
 * /account/details/address: the current address (masked), then the registration's lookup: property
 * and postcode (section 5 rules), the addresses found as radios, and the one chosen saved with
 * `PUT customer-address`.
 */
import { useState } from 'react'
import { ACCOUNT_MESSAGES } from '../../../../shared/contract/account.ts'
import { validatePostcodeOnBlur } from '../../../../shared/validation/address-rules.ts'
import { addressLookupRules } from '../../../../shared/validation/form-rules.ts'
import { Button } from '../../../components/ui/button.tsx'
import { RadioGroup } from '../../../components/ui/choice-group.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { useForm } from '../../../lib/form/use-form.ts'
import { useFormLeaveGuard } from '../../../lib/form/use-form-leave-guard.ts'
import { useChangeAddress, useLookUpAddress } from '../api/change-details.ts'
import { FormError, splitError } from './form-error.tsx'

type Values = { building: string; postcode: string }

export function AddressForm({ onDone }: { onDone: () => void }) {
  const form = useForm<Values>({
    initial: { building: '', postcode: '' },
    rules: addressLookupRules,
    blurRules: { postcode: validatePostcodeOnBlur },
  })
  useFormLeaveGuard(form)
  const lookup = useLookUpAddress()
  const save = useChangeAddress()
  const [chosen, setChosen] = useState<string>()
  const [postcode, setPostcode] = useState('')
  const found = lookup.data?.addresses
  const find = form.handleSubmit((values) => {
    setChosen(undefined)
    setPostcode(values.postcode)
    lookup.mutate(values, {
      onError: (error) => {
        const { fields } = splitError(error)
        if (fields) form.showErrors(fields)
      },
    })
  })
  const address = found && chosen !== undefined ? found[Number(chosen)] : undefined
  return (
    <>
      <form className="account-form" ref={form.formRef} onSubmit={find} noValidate>
        <TextField label="House name or number" autoComplete="address-line1" {...form.input('building')} />
        <TextField label="Postcode" autoComplete="postal-code" {...form.input('postcode')} />
        {lookup.isError && !splitError(lookup.error).fields && <FormError message={lookup.error.message} />}
        <Button type="submit" variant="secondary" isLoading={lookup.isPending}>
          Find address
        </Button>
      </form>
      {found && found.length === 0 && <FormError message={ACCOUNT_MESSAGES.ADDRESS_NOT_FOUND} />}
      {found && found.length > 0 && (
        <form
          className="account-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (address) save.mutate({ address, postcode }, { onSuccess: onDone })
          }}
        >
          <RadioGroup
            legend="Choose your address"
            name="address"
            options={found.map((lines, index) => ({ value: String(index), label: lines.join(', ') }))}
            value={chosen}
            error={save.isError ? save.error.message : undefined}
            onChange={setChosen}
          />
          <Button type="submit" disabled={!address} isLoading={save.isPending}>
            Save address
          </Button>
        </form>
      )}
    </>
  )
}
