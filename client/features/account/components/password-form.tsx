/**
 * /account/password: the current password, the new one with the section 5 checklist live (the
 * registration's component), and its confirmation ('Passwords do not match.'). 'Change password'
 * stays disabled until every rule passes and the server says VALID (§5); the server refuses the
 * previous password on the change. On success the collector's other sessions are signed out and
 * this one stays.
 */
import { useId } from 'react'
import { ACCOUNT_MESSAGES, type AccountDetails } from '../../../../shared/contract/account.ts'
import { changePasswordRules } from '../../../../shared/validation/account-rules.ts'
import { checkPassword } from '../../../../shared/validation/password-rules.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { PasswordChecklist } from '../../../components/ui/password-checklist.tsx'
import { PasswordInput } from '../../../components/ui/password-input.tsx'
import { useForm } from '../../../lib/form/use-form.ts'
import { useFormLeaveGuard } from '../../../lib/form/use-form-leave-guard.ts'
import { useChangePassword } from '../api/change-with-code.ts'
import { useNewPasswordValidity } from '../api/check-new-password.ts'
import { FormError, splitError } from './form-error.tsx'

type Values = { currentPassword: string; password: string; confirmPassword: string }

/** Not in the specifications: what to say when the server refuses a password every rule allows. */
const NEW_PASSWORD_REFUSED = "You can't use this password. Choose a different one."

export function PasswordForm({ details, onDone }: { details: AccountDetails; onDone: () => void }) {
  const personal = { firstName: details.firstName, lastName: details.lastName, email: details.email ?? '' }
  const form = useForm<Values>({
    initial: { currentPassword: '', password: '', confirmPassword: '' },
    rules: changePasswordRules(personal),
  })
  useFormLeaveGuard(form)
  const change = useChangePassword()
  const checklistId = useId()
  const checks = checkPassword(form.values.password, personal)
  const allMet = Object.values(checks).every(Boolean)
  const validity = useNewPasswordValidity(form.values, allMet)
  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        const { fields } = splitError(error)
        if (fields) form.showErrors(fields)
      },
    }),
  )
  return (
    <form className="account-form" ref={form.formRef} onSubmit={submit} noValidate>
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        describedBy={checklistId}
        {...form.field('password')}
      >
        <PasswordChecklist id={checklistId} checks={checks} />
      </PasswordInput>
      {validity === 'INVALID' && (
        <Notice kind="error">
          {form.values.password === form.values.currentPassword
            ? ACCOUNT_MESSAGES.PASSWORD_PREVIOUS
            : NEW_PASSWORD_REFUSED}
        </Notice>
      )}
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
      {!splitError(change.error).fields && <FormError message={change.error?.message} />}
      <Button type="submit" disabled={!allMet || validity !== 'VALID'} isLoading={change.isPending}>
        Change password
      </Button>
    </form>
  )
}
