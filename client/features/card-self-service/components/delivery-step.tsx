/**
 * How the 6-digit code should go: the same two choices for everyone, so the page says nothing
 * about whether the details matched an account (the destinations are not shown for that reason).
 */
import { useState } from 'react'
import type { DeliveryMethod } from '../../../../shared/contract/card-self-service.ts'
import { Button } from '../../../components/ui/button.tsx'
import { RadioGroup } from '../../../components/ui/choice-group.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { useSendSelfServiceCode } from '../api/card-self-service-steps.ts'
import { stepError } from './step-error.ts'

const OPTIONS = [
  { value: 'email', label: 'Email', hint: 'To the email address on your account' },
  { value: 'sms', label: 'Text message', hint: 'To the mobile number on your account' },
] as const

export function DeliveryStep({ onSent }: { onSent: (method: DeliveryMethod) => void }) {
  const [method, setMethod] = useState<DeliveryMethod>('email')
  const send = useSendSelfServiceCode()
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        send.mutate(method, { onSuccess: () => onSent(method) })
      }}
    >
      {send.error && <Notice kind="error">{stepError(send.error)}</Notice>}
      <RadioGroup
        legend="How should we send your security code?"
        name="delivery-method"
        options={OPTIONS}
        value={method}
        onChange={(value) => setMethod(value as DeliveryMethod)}
      />
      <Button type="submit" isLoading={send.isPending}>
        Send code
      </Button>
    </form>
  )
}
