/**
 * Device two-factor (code 141): the six-digit code sent by SMS or e-mail, and a resend. The
 * wording is not in the specifications.
 */
import { useState } from 'react'
import { type CodeSentResponse, TOO_MANY_ATTEMPTS } from '../../../../shared/contract/login.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { ApiError } from '../../../lib/api-error.ts'
import { useForm } from '../../../lib/form/use-form.ts'
import { verifyTwoFactorCode } from '../api/login-steps.ts'
import { useResendTwoFactorCode } from '../api/resend-two-factor-code.ts'
import { useLoginStep } from '../hooks/use-login-step.ts'

const CODE_REQUIRED = 'Enter the 6-digit code we sent you'
const RESEND_FAILED = 'We could not send a new code. Please try again later.'

/** Too many resends, an ended challenge: the gateway's own message; anything else a plain one. */
const resendFailure = (caught: unknown) => {
  if (!(caught instanceof ApiError)) return RESEND_FAILED
  return caught.status === 429 ? TOO_MANY_ATTEMPTS : caught.message
}
const codeRule = (value: unknown) =>
  /^[0-9]{6}$/.test(String(value ?? '').trim()) ? undefined : CODE_REQUIRED

export function TwoFactorForm({ sent: first }: { sent: CodeSentResponse }) {
  const [sent, setSent] = useState(first)
  const [resent, setResent] = useState(false)
  const form = useForm<{ code: string }>({ initial: { code: '' }, rules: { code: codeRule } })
  const step = useLoginStep(form.showErrors)
  const { mutateAsync: resendCode } = useResendTwoFactorCode()
  const channel = sent.deliveryMethod === 'sms' ? 'by text message to' : 'by email to'

  const resend = async () => {
    setResent(false)
    step.setError(undefined)
    try {
      setSent(await resendCode())
      setResent(true)
    } catch (caught) {
      step.setError(resendFailure(caught))
    }
  }

  return (
    <div className="page sign-in">
      <h1>Check it's you</h1>
      <p>
        We've sent a 6-digit security code {channel} {sent.destination}.
      </p>
      {resent && <Notice>We've sent you a new code.</Notice>}
      {step.error && <Notice kind="error">{step.error}</Notice>}
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.handleSubmit(({ code }) => step.run(() => verifyTwoFactorCode(code.trim())))}
      >
        <TextField
          label="Security code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.input('code')}
        />
        <Button type="submit" isLoading={step.pending}>
          Continue
        </Button>
      </form>
      <p>
        <Button variant="text" onClick={() => void resend()}>
          Send a new code
        </Button>
      </p>
    </div>
  )
}
