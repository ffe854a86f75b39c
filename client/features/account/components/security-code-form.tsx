/**
 * The code step of a guarded change (the two-factor code step in the account's words): where the
 * code went (masked), the six digits, 'Confirm', and 'Send a new code'. A wrong, expired or used
 * code is told in the page's words.
 */
import type { CodeSent } from '../../../../shared/contract/account.ts'
import { securityCodeRules } from '../../../../shared/validation/account-rules.ts'
import {
  TwoFactorCodeStep,
  useTwoFactorCodeForm,
} from '../../../components/two-factor/two-factor-code-step.tsx'

type Props = {
  sent: CodeSent
  isPending: boolean
  isResending: boolean
  error: string | undefined
  onCode: (code: string) => void
  onResend: () => void
}

export function SecurityCodeForm({ sent, isPending, isResending, error, onCode, onResend }: Props) {
  const form = useTwoFactorCodeForm(securityCodeRules.code)
  const where = sent.deliveryMethod === 'sms' ? 'by text message to' : 'by email to'
  return (
    <TwoFactorCodeStep
      className="account-form"
      intro={
        <>
          <h2 className="account-form__step">Enter the security code</h2>
          <p>
            We sent a 6-digit code {where} {sent.destination}. It expires in 10 minutes.
          </p>
        </>
      }
      error={error}
      form={form}
      submitLabel="Confirm"
      pending={isPending}
      resending={isResending}
      onCode={onCode}
      onResend={onResend}
    />
  )
}
