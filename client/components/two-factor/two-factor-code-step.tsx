/**
 * The one two-factor code step: the flow's heading and where the 6-digit code went, what went
 * wrong, the 'Security code' field, the flow's submit button and 'Send a new code'. Signing in,
 * the signed-out self-service flows (password reset, card retrieval and replacement) and the
 * account's guarded changes (e-mail, mobile) all show it; each passes its own words, check and
 * resend.
 */
import type { ReactNode } from 'react'
import { CODE_REQUIRED } from '../../../shared/contract/login.ts'
import { useForm } from '../../lib/form/use-form.ts'
import { Button } from '../ui/button.tsx'
import { TextField } from '../ui/field.tsx'
import { Notice } from '../ui/notice.tsx'

type CodeRule = (value: unknown) => string | undefined

const sixDigits: CodeRule = (value) =>
  /^[0-9]{6}$/.test(String(value ?? '').trim()) ? undefined : CODE_REQUIRED

/**
 * The code field's form, held by the flow (it may put the gateway's per-field message on the
 * field); the rule defaults to six digits, or 'Enter the 6-digit code we sent you'.
 */
export const useTwoFactorCodeForm = (codeRule: CodeRule = sixDigits) =>
  useForm<{ code: string }>({ initial: { code: '' }, rules: { code: codeRule } })

type TwoFactorCodeStepProps = {
  /** The flow's heading and the sentence saying where the code went. */
  intro: ReactNode
  /** A confirmation above the form ("We've sent you a new code."). */
  notice?: ReactNode
  /** The flow's refusal (a wrong or expired code, a failed resend), announced as an alert. */
  error?: string | undefined
  form: ReturnType<typeof useTwoFactorCodeForm>
  submitLabel: string
  /** The code is being checked. */
  pending: boolean
  /** A new code is being sent. */
  resending?: boolean
  onCode: (code: string) => void | Promise<void>
  /** Sends a new code; without it (a code from an e-mailed link) there is no 'Send a new code'. */
  onResend?: () => void
  /** What the flow asks beside the code (a card replacement's reason). */
  children?: ReactNode
  className?: string
}

export function TwoFactorCodeStep({
  intro,
  notice,
  error,
  form,
  submitLabel,
  pending,
  resending = false,
  onCode,
  onResend,
  children,
  className,
}: TwoFactorCodeStepProps) {
  return (
    <div className={className}>
      {intro}
      {notice && <Notice>{notice}</Notice>}
      {error && <Notice kind="error">{error}</Notice>}
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(({ code }) => onCode(code.trim()))}>
        <TextField
          label="Security code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.input('code')}
        />
        {children}
        <p className="actions">
          <Button type="submit" isLoading={pending}>
            {submitLabel}
          </Button>
          {onResend && (
            <Button variant="text" isLoading={resending} onClick={onResend}>
              Send a new code
            </Button>
          )}
        </p>
      </form>
    </div>
  )
}
