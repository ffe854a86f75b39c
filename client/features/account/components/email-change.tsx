/**
 * /account/details/email: the new address (section 5), where the code goes, 'Continue'; then the
 * code. With the right code the account moves to the new address, which gets a link to confirm it,
 * and the old address a notice.
 */
import type { AccountDetails } from '../../../../shared/contract/account.ts'
import { emailChangeRules } from '../../../../shared/validation/account-rules.ts'
import { TextField } from '../../../components/ui/field.tsx'
import { useForm } from '../../../lib/form/use-form.ts'
import { useFormLeaveGuard } from '../../../lib/form/use-form-leave-guard.ts'
import { useConfirmEmail, useSendEmailCode } from '../api/change-with-code.ts'
import { CodeGuardedChange } from './code-guarded-change.tsx'

export function EmailChange({
  details,
  onDone,
}: {
  details: AccountDetails
  onDone: (email: string) => void
}) {
  const form = useForm<{ email: string }>({ initial: { email: '' }, rules: emailChangeRules })
  useFormLeaveGuard(form)
  const send = useSendEmailCode()
  const confirm = useConfirmEmail()
  return (
    <CodeGuardedChange
      form={form}
      send={send}
      confirm={confirm}
      body={({ email }, deliveryMethod) => ({ email: email.trim(), deliveryMethod })}
      onChanged={(changed) => onDone(changed.pendingEmail)}
      hasMobile={Boolean(details.mobile)}
    >
      <p>
        Your email address is <strong>{details.email ?? 'not given'}</strong>.
      </p>
      <TextField label="New email address" type="email" autoComplete="email" {...form.input('email')} />
    </CodeGuardedChange>
  )
}
