/**
 * The two-factor step of a signed-out flow: choose where the 6-digit code goes (masked e-mail or
 * mobile), then enter it; a new code can be sent. The flow's own check is passed in, so card
 * retrieval and replacement can use the same step.
 */

import { useState } from 'react'
import type { CodeSentResponse } from '../../../../shared/contract/self-service.ts'
import type { DeliveryMethod } from '../../../../shared/contract/upstream/self-service.ts'
import { Loading } from '../../../components/query/loading.tsx'
import {
  TwoFactorCodeStep,
  useTwoFactorCodeForm,
} from '../../../components/two-factor/two-factor-code-step.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { RadioGroup } from '../../../components/ui/choice-group.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { useForm } from '../../../lib/form/use-form.ts'
import { useDeliveryOptions } from '../api/get-delivery-options.ts'
import { useSendCode } from '../api/send-code.ts'

const messageOf = (caught: unknown) => (caught instanceof ApiError ? caught.message : DEFAULT_ERROR_MESSAGE)
const LABELS: Record<DeliveryMethod, string> = { email: 'By email to', sms: 'By text message to' }

export type SecurityCodeStepProps = {
  /** Checks the code; resolves when it was right, rejects with the gateway's refusal. */
  verify: (code: string) => Promise<unknown>
  pending: boolean
}

export function SecurityCodeStep({ verify, pending }: SecurityCodeStepProps) {
  const options = useDeliveryOptions()
  const send = useSendCode()
  const [sent, setSent] = useState<CodeSentResponse>()
  const [error, setError] = useState<string>()
  const choice = useForm<{ method: string }>({
    initial: { method: '' },
    rules: { method: (value) => (value ? undefined : 'Choose where we send your code') },
  })
  const codeForm = useTwoFactorCodeForm()

  const sendTo = (method: DeliveryMethod) => {
    setError(undefined)
    send.mutate(method, { onSuccess: setSent, onError: (caught) => setError(messageOf(caught)) })
  }
  const check = async (code: string) => {
    setError(undefined)
    try {
      await verify(code)
    } catch (caught) {
      setError(messageOf(caught))
    }
  }

  if (options.isError) return <Notice kind="error">{messageOf(options.error)}</Notice>
  if (!options.data) return <Loading>Loading</Loading>

  if (!sent)
    return (
      <div className="page self-service">
        <h1>Check it's you</h1>
        <p>We'll send you a 6-digit security code. It works for 10 minutes.</p>
        {error && <Notice kind="error">{error}</Notice>}
        <form
          ref={choice.formRef}
          noValidate
          onSubmit={choice.handleSubmit(({ method }) => sendTo(method as DeliveryMethod))}
        >
          <RadioGroup
            legend="Where should we send it?"
            name="method"
            options={options.data.options.map(({ id, destination }) => ({
              value: id,
              label: `${LABELS[id]} ${destination}`,
            }))}
            {...choice.choice('method')}
          />
          <Button type="submit" isLoading={send.isPending}>
            Send code
          </Button>
        </form>
      </div>
    )

  return (
    <TwoFactorCodeStep
      className="page self-service"
      intro={
        <>
          <h1>Check it's you</h1>
          <p role="status">
            We've sent a 6-digit security code{' '}
            {sent.deliveryMethod === 'sms' ? 'by text message' : 'by email'} to {sent.destination}.
          </p>
        </>
      }
      error={error}
      form={codeForm}
      submitLabel="Continue"
      pending={pending}
      resending={send.isPending}
      onCode={check}
      onResend={() => sendTo(sent.deliveryMethod)}
    />
  )
}
