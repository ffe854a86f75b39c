/**
 * The new password of a reset link (§5): the rules as a live checklist, the confirmation, and the
 * button enabled once every rule passes. The gateway and the upstream run the same rules again.
 */
import { useId } from 'react'
import type { ResetLinkResponse } from '../../../../shared/contract/self-service.ts'
import { createPasswordRules } from '../../../../shared/validation/form-rules.ts'
import { checkPassword } from '../../../../shared/validation/password-rules.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { PasswordChecklist } from '../../../components/ui/password-checklist.tsx'
import { PasswordInput } from '../../../components/ui/password-input.tsx'
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { useForm } from '../../../lib/form/use-form.ts'
import { useFormLeaveGuard } from '../../../lib/form/use-form-leave-guard.ts'
import { useSetNewPassword } from '../api/set-new-password.ts'

type Values = { password: string; confirmPassword: string }

export function NewPasswordForm({
  details,
  onDone,
  onLinkFailed,
}: {
  details: ResetLinkResponse
  onDone: () => void
  onLinkFailed: (code: 'LINK_USED' | 'LINK_EXPIRED') => void
}) {
  const checklistId = useId()
  const personal = { firstName: details.firstName, lastName: details.lastName, email: details.email }
  const form = useForm<Values>({
    initial: { password: '', confirmPassword: '' },
    rules: createPasswordRules(personal),
  })
  useFormLeaveGuard(form)
  const setPassword = useSetNewPassword()
  const checks = checkPassword(form.values.password, personal)
  const allRulesPass = Object.values(checks).every(Boolean)

  const onValid = (values: Values) =>
    setPassword.mutate(values, {
      onSuccess: onDone,
      onError: (caught) => {
        if (!(caught instanceof ApiError)) return
        if (caught.code === 'LINK_USED' || caught.code === 'LINK_EXPIRED') onLinkFailed(caught.code)
        const fields = caught.details.fields
        if (fields) form.showErrors(fields as Record<string, string>)
      },
    })
  const failed = setPassword.error
  const error =
    failed && !(failed instanceof ApiError && failed.details.fields)
      ? failed instanceof ApiError
        ? failed.message
        : DEFAULT_ERROR_MESSAGE
      : undefined

  return (
    <div className="page self-service">
      <h1>Reset your password</h1>
      {error && <Notice kind="error">{error}</Notice>}
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(onValid)}>
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          describedBy={checklistId}
          {...form.field('password')}
        >
          <PasswordChecklist id={checklistId} checks={checks} />
        </PasswordInput>
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Button type="submit" isLoading={setPassword.isPending} disabled={!allRulesPass}>
          Reset password
        </Button>
      </form>
    </div>
  )
}
