/**
 * Device two-factor (code 141): the six-digit code sent by SMS or e-mail, and a resend. The
 * wording is not in the specifications.
 */
import { useState } from 'react'
import { type CodeSentResponse, TOO_MANY_ATTEMPTS } from '../../../../shared/contract/login.ts'
import {
  TwoFactorCodeStep,
  useTwoFactorCodeForm,
} from '../../../components/two-factor/two-factor-code-step.tsx'
import { ApiError } from '../../../lib/api-error.ts'
import { verifyTwoFactorCode } from '../api/login-steps.ts'
import { useResendTwoFactorCode } from '../api/resend-two-factor-code.ts'
import { useLoginStep } from '../hooks/use-login-step.ts'

const RESEND_FAILED = 'We could not send a new code. Please try again later.'

/** Too many resends, an ended challenge: the gateway's own message; anything else a plain one. */
const resendFailure = (caught: unknown) => {
  if (!(caught instanceof ApiError)) return RESEND_FAILED
  return caught.status === 429 ? TOO_MANY_ATTEMPTS : caught.message
}

export function TwoFactorForm({ sent: first }: { sent: CodeSentResponse }) {
  const [sent, setSent] = useState(first)
  const [resent, setResent] = useState(false)
  const form = useTwoFactorCodeForm()
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
    <TwoFactorCodeStep
      className="page sign-in"
      intro={
        <>
          <h1>Check it's you</h1>
          <p>
            We've sent a 6-digit security code {channel} {sent.destination}.
          </p>
        </>
      }
      notice={resent && "We've sent you a new code."}
      error={step.error}
      form={form}
      submitLabel="Continue"
      pending={step.pending}
      onCode={(code) => step.run(() => verifyTwoFactorCode(code))}
      onResend={() => void resend()}
    />
  )
}
