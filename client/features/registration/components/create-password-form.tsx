/**
 * Create a password (§2, 80%; §5): the rules as a live checklist, the server's validity check, and
 * Continue disabled until every rule passes and pwdValidity is VALID.
 */
import { useId } from 'react'
import { createPasswordRules } from '../../../../shared/validation/form-rules.ts'
import { checkPassword } from '../../../../shared/validation/password-rules.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { PasswordChecklist } from '../../../components/ui/password-checklist.tsx'
import { PasswordInput } from '../../../components/ui/password-input.tsx'
import { useForm } from '../../../lib/form/use-form.ts'
import { useFormLeaveGuard } from '../../../lib/form/use-form-leave-guard.ts'
import { submitPassword } from '../api/journey-steps.ts'
import { useRegistration } from '../hooks/registration-store.ts'
import { usePasswordValidity } from '../hooks/use-password-validity.ts'
import { useRegistrationSync } from '../hooks/use-registration-sync.ts'
import { useStepSubmit } from '../hooks/use-step-submit.ts'
import { StepLayout } from './step-layout.tsx'

type Values = { password: string; confirmPassword: string }

/** Not in the specifications: what to say when the server refuses a password every rule allows. */
const PASSWORD_REFUSED = "You can't use this password. Choose a different one."

export function CreatePasswordForm() {
  useRegistrationSync()
  const checklistId = useId()
  const { userData, pwdValidity } = useRegistration()
  const details = { firstName: userData.firstName, lastName: userData.lastName, email: userData.email }
  const form = useForm<Values>({
    initial: { password: '', confirmPassword: '' },
    rules: createPasswordRules(details),
  })
  const { submit, pending, error } = useStepSubmit(form)
  useFormLeaveGuard(form)

  const checks = checkPassword(form.values.password, details)
  const allRulesPass = Object.values(checks).every(Boolean)
  usePasswordValidity(form.values.password, allRulesPass)

  const onValid = (values: Values) => submit(() => submitPassword(values))

  return (
    <StepLayout step="create-a-password" error={error}>
      <h1>Create a password</h1>
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(onValid)}>
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          describedBy={checklistId}
          {...form.field('password')}
        >
          <PasswordChecklist id={checklistId} checks={checks} />
        </PasswordInput>
        {allRulesPass && pwdValidity === 'INVALID' && <Notice kind="error">{PASSWORD_REFUSED}</Notice>}
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Button type="submit" isLoading={pending} disabled={!allRulesPass || pwdValidity !== 'VALID'}>
          Continue
        </Button>
      </form>
    </StepLayout>
  )
}
