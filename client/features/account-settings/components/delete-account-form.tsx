/**
 * /delete-account, signed in: the collector confirms with their password. A wrong password shows
 * under the field; too many tries or another failure shows above the form. On success the gateway
 * has ended every session; the screen finishes the logout with the answer.
 */
import type { LogoutResult } from '../../../../shared/contract/session.ts'
import { passwordLoginRules } from '../../../../shared/validation/form-rules.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { PasswordInput } from '../../../components/ui/password-input.tsx'
import { ApiError } from '../../../lib/api-error.ts'
import { useForm } from '../../../lib/form/use-form.ts'
import { useDeleteAccount } from '../api/delete-account.ts'

const fieldsOf = (error: unknown) =>
  error instanceof ApiError && typeof error.details.fields === 'object' && error.details.fields
    ? (error.details.fields as Record<string, string>)
    : undefined

export function DeleteAccountForm({ onDeleted }: { onDeleted: (answer: LogoutResult) => void }) {
  const form = useForm<{ password: string }>({ initial: { password: '' }, rules: passwordLoginRules })
  const remove = useDeleteAccount()
  const failure = remove.error && !fieldsOf(remove.error) ? remove.error.message : undefined
  return (
    <>
      <p>Deleting your account can't be undone. When you delete it:</p>
      <ul>
        <li>your points, vouchers and saved offers are gone</li>
        <li>your card stops working and you're logged out everywhere</li>
        <li>we delete your personal details; your past transactions are kept without your name</li>
      </ul>
      {failure && <Notice kind="error">{failure}</Notice>}
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.handleSubmit((values) =>
          remove.mutate(values, {
            onSuccess: onDeleted,
            onError: (error) => {
              const fields = fieldsOf(error)
              if (fields) form.showErrors(fields)
            },
          }),
        )}
      >
        <PasswordInput
          label="Enter your password to confirm"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <Button type="submit" isLoading={remove.isPending}>
          Delete my account
        </Button>
      </form>
    </>
  )
}
