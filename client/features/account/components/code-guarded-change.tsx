/**
 * A change a security code guards (e-mail, mobile): the new value's fields, where the code goes and
 * 'Continue'; then the code step. A refusal of the new value goes to its fields; 'Send a new code'
 * sends the same value again.
 */
import type { UseMutationResult } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { CodeSent, DeliveryMethod } from '../../../../shared/contract/account.ts'
import { Button } from '../../../components/ui/button.tsx'
import type { useForm } from '../../../lib/form/use-form.ts'
import { DeliveryChoice } from './delivery-choice.tsx'
import { FormError, splitError } from './form-error.tsx'
import { SecurityCodeForm } from './security-code-form.tsx'

export function CodeGuardedChange<V extends Record<string, unknown>, Body, Changed>({
  form,
  send,
  confirm,
  body,
  onChanged,
  hasMobile,
  children,
}: {
  form: ReturnType<typeof useForm<V>>
  /** Sends the code with the new value. */
  send: UseMutationResult<CodeSent, Error, Body>
  /** Brings the code back; the change is made when it is right. */
  confirm: UseMutationResult<Changed, Error, { code: string }>
  body: (values: V, deliveryMethod: DeliveryMethod) => Body
  onChanged: (changed: Changed) => void
  hasMobile: boolean
  /** What the page says of the current value, and the new value's fields. */
  children: ReactNode
}) {
  const [deliveryMethod, setDeliveryMethod] = useState<DeliveryMethod>('email')
  const sendCode = (values: V) =>
    send.mutate(body(values, deliveryMethod), {
      onError: (error) => {
        const { fields } = splitError(error)
        if (fields) form.showErrors(fields)
      },
    })
  if (send.data)
    return (
      <SecurityCodeForm
        sent={send.data}
        isPending={confirm.isPending}
        isResending={send.isPending}
        error={confirm.error?.message}
        onResend={() => {
          confirm.reset()
          sendCode(form.values)
        }}
        onCode={(code) => confirm.mutate({ code }, { onSuccess: onChanged })}
      />
    )
  return (
    <form className="account-form" ref={form.formRef} onSubmit={form.handleSubmit(sendCode)} noValidate>
      {children}
      <DeliveryChoice hasMobile={hasMobile} value={deliveryMethod} onChange={setDeliveryMethod} />
      {!splitError(send.error).fields && <FormError message={send.error?.message} />}
      <Button type="submit" isLoading={send.isPending}>
        Continue
      </Button>
    </form>
  )
}
