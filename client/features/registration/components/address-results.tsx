/** The lookup's answers: one address to confirm, or a list to choose from. */
import { type FormEvent, useState } from 'react'
import { validateAddressChoice } from '../../../../shared/validation/address-rules.ts'
import { Button } from '../../../components/ui/button.tsx'
import { RadioGroup } from '../../../components/ui/choice-group.tsx'

const NOT_LISTED = "My address isn't listed"

const oneLine = (address: readonly string[]) => address.filter(Boolean).join(', ')

type ConfirmProps = {
  address: string[]
  pending: boolean
  onYes: (address: string[]) => void
  onNo: () => void
}

export function AddressConfirm({ address, pending, onYes, onNo }: ConfirmProps) {
  return (
    <>
      <h1>Is this your address?</h1>
      <address className="address-lines">
        {address.filter(Boolean).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <div className="actions">
        <Button isLoading={pending} onClick={() => onYes(address)}>
          Yes, this is my address
        </Button>
        <Button variant="secondary" disabled={pending} onClick={onNo}>
          No, search again
        </Button>
      </div>
    </>
  )
}

type ChoiceProps = {
  addresses: string[][]
  pending: boolean
  onChoose: (address: string[]) => void
  onNotListed: () => void
}

export function AddressChoice({ addresses, pending, onChoose, onNotListed }: ChoiceProps) {
  const [chosen, setChosen] = useState<string>('')
  const [error, setError] = useState<string | undefined>(undefined)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const message = validateAddressChoice(chosen)
    setError(message)
    const address = addresses[Number(chosen)]
    if (!message && address) onChoose(address)
  }
  return (
    <form noValidate onSubmit={submit}>
      <RadioGroup
        legend="Select your address"
        legendIsHeading
        name="address"
        options={addresses.map((address, index) => ({ value: String(index), label: oneLine(address) }))}
        value={chosen}
        error={error}
        onChange={(value) => {
          setChosen(value)
          setError(undefined)
        }}
      />
      <div className="actions">
        <Button type="submit" isLoading={pending}>
          Continue
        </Button>
        <Button variant="text" onClick={onNotListed}>
          {NOT_LISTED}
        </Button>
      </div>
    </form>
  )
}
