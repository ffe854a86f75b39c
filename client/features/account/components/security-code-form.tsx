/**
 * The code step of a guarded change: where the code went (masked), the six digits, 'Confirm', and
 * 'Send a new code'. A wrong, expired or used code is told in the page's words.
 */
import type { CodeSent } from '../../../../shared/contract/account.ts'
import { securityCodeRules } from '../../../../shared/validation/account-rules.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { useForm } from '../../../lib/form/use-form.ts'
import { FormError } from './form-error.tsx'

type Props = {
  sent: CodeSent
  isPending: boolean
  isResending: boolean
  error: string | undefined
  onCode: (code: string) => void
  onResend: () => void
}

export function SecurityCodeForm({ sent, isPending, isResending, error, onCode, onResend }: Props) {
  const form = useForm<{ code: string }>({ initial: { code: '' }, rules: securityCodeRules })
  const where = sent.deliveryMethod === 'sms' ? 'by text message to' : 'by email to'
  return (
    <form
      className="account-form"
      ref={form.formRef}
      onSubmit={form.handleSubmit((values) => onCode(values.code.trim()))}
      noValidate
    >
      <h2 className="account-form__step">Enter the security code</h2>
      <p>
        We sent a 6-digit code {where} {sent.destination}. It expires in 10 minutes.
      </p>
      <TextField
        label="Security code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...form.input('code')}
      />
      <FormError message={error} />
      <div className="account-form__actions">
        <Button type="submit" isLoading={isPending}>
          Confirm
        </Button>
        <Button variant="text" isLoading={isResending} onClick={onResend}>
          Send a new code
        </Button>
      </div>
    </form>
  )
}
