/** Where the security code goes: e-mail (always) or a text message (when the account has a mobile). */
import type { DeliveryMethod } from '../../../../shared/contract/account.ts'
import { RadioGroup } from '../../../components/ui/choice-group.tsx'

export function DeliveryChoice({
  hasMobile,
  value,
  onChange,
}: {
  hasMobile: boolean
  value: DeliveryMethod
  onChange: (value: DeliveryMethod) => void
}) {
  if (!hasMobile) return <p>We will email you a security code to check it is you.</p>
  return (
    <RadioGroup
      legend="Where should we send your security code?"
      name="deliveryMethod"
      options={[
        { value: 'email', label: 'Email (to your current address)' },
        { value: 'sms', label: 'Text message (to your mobile)' },
      ]}
      value={value}
      onChange={(next) => onChange(next === 'sms' ? 'sms' : 'email')}
    />
  )
}
