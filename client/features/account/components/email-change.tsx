/**
 * /account/details/email: the new address (section 5), where the code goes, 'Continue'; then the
 * code. With the right code the account moves to the new address, which gets a link to confirm it,
 * and the old address a notice.
 */
import { useState } from 'react'
import type { AccountDetails, DeliveryMethod } from '../../../../shared/contract/account.ts'
import { emailChangeRules } from '../../../../shared/validation/account-rules.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { useForm } from '../../../lib/form/use-form.ts'
import { useFormLeaveGuard } from '../../../lib/form/use-form-leave-guard.ts'
import { useConfirmEmail, useSendEmailCode } from '../api/change-with-code.ts'
import { DeliveryChoice } from './delivery-choice.tsx'
import { FormError, splitError } from './form-error.tsx'
import { SecurityCodeForm } from './security-code-form.tsx'

export function EmailChange({
  details,
  onDone,
}: {
  details: AccountDetails
  onDone: (email: string) => void
}) {
  const form = useForm<{ email: string }>({ initial: { email: '' }, rules: emailChangeRules })
  useFormLeaveGuard(form)
  const [deliveryMethod, setDeliveryMethod] = useState<DeliveryMethod>('email')
  const send = useSendEmailCode()
  const confirm = useConfirmEmail()
  const sendCode = (email: string) =>
    send.mutate(
      { email, deliveryMethod },
      {
        onError: (error) => {
          const { fields } = splitError(error)
          if (fields) form.showErrors(fields)
        },
      },
    )
  if (send.data)
    return (
      <SecurityCodeForm
        sent={send.data}
        isPending={confirm.isPending}
        isResending={send.isPending}
        error={confirm.isError ? confirm.error.message : undefined}
        onResend={() => {
          confirm.reset()
          sendCode(form.values.email.trim())
        }}
        onCode={(code) => confirm.mutate({ code }, { onSuccess: (changed) => onDone(changed.pendingEmail) })}
      />
    )
  return (
    <form
      className="account-form"
      ref={form.formRef}
      onSubmit={form.handleSubmit((values) => sendCode(values.email.trim()))}
      noValidate
    >
      <p>
        Your email address is <strong>{details.email ?? 'not given'}</strong>.
      </p>
      <TextField label="New email address" type="email" autoComplete="email" {...form.input('email')} />
      <DeliveryChoice
        hasMobile={Boolean(details.mobile)}
        value={deliveryMethod}
        onChange={setDeliveryMethod}
      />
      {!splitError(send.error).fields && <FormError message={send.error?.message} />}
      <Button type="submit" isLoading={send.isPending}>
        Continue
      </Button>
    </form>
  )
}
